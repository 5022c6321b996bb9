// Issue 30 on Stripe: us_bank_account (ACH) answered days later by webhook, and weekly to yearly subscriptions.
// The station comes from stripe-bank.fixtures.ts (createTestApp), so this file runs on both databases.
import { describe, expect, it } from 'vitest';
import { paymentMessages } from '@selah/contracts/payments';
import { clock, t, stripeBankStation, event, deliver, raised, giftOf, mails, bankCheckout } from './stripe-bank.fixtures.ts';

stripeBankStation();

describe('a US bank account through Stripe', () => {
  it('records the gift as processing, counts it once when payment_intent.succeeded comes days later, however often it arrives', async () => {
    const before = await raised();
    const { pi, intentId } = await bankCheckout('lois@example.org', 4000);
    expect((await deliver(event('payment_intent.processing', pi('processing')))).statusCode).toBe(200);
    expect(await giftOf('lois@')).toEqual([expect.objectContaining({ status: 'processing', paymentMethod: 'bank' })]);
    expect(await raised()).toBe(before);
    expect((await t.app.inject({ url: `/api/payments/intent/${intentId}` })).json().status).toBe('processing');
    expect(await mails('lois@example.org')).toEqual([]);

    clock.set('2030-09-05T12:00:00.000Z');
    const succeeded = event('payment_intent.succeeded', pi('succeeded'));
    expect((await deliver(succeeded)).json()).toMatchObject({ duplicate: false });
    // The same event again, and the same news under a new event id: counted once.
    expect((await deliver(succeeded)).json()).toMatchObject({ duplicate: true });
    expect((await deliver(event('payment_intent.succeeded', pi('succeeded')))).json()).toMatchObject({ duplicate: false });
    expect(await giftOf('lois@')).toEqual([expect.objectContaining({ status: 'paid' })]);
    expect(await raised()).toBe(before + 4000);
    expect((await mails('lois@example.org')).filter((m) => m.subject.includes('receipt'))).toHaveLength(1);
    expect((await t.app.inject({ url: `/api/payments/intent/${intentId}` })).json().status).toBe('succeeded');
  });

  it('marks a processing gift failed on payment_intent.payment_failed days later and tells the donor, once', async () => {
    const before = await raised();
    const { pi } = await bankCheckout('eunice@example.org', 2500);
    await deliver(event('payment_intent.processing', pi('processing')));
    clock.set('2030-09-09T12:00:00.000Z');
    const failed = event(
      'payment_intent.payment_failed',
      pi('requires_payment_method', { last_payment_error: { code: 'insufficient_funds' } }),
    );
    await deliver(failed);
    await deliver(
      event('payment_intent.payment_failed', pi('requires_payment_method', { last_payment_error: { code: 'insufficient_funds' } })),
    );
    expect(await giftOf('eunice@')).toEqual([expect.objectContaining({ status: 'failed' })]);
    expect(await raised()).toBe(before);
    const told = await mails('eunice@example.org');
    expect(told).toHaveLength(1);
    expect(told[0]!.bodyText).toContain(paymentMessages.bankReturned);
    expect(told[0]!.bodyText).toContain('$25.00');
  });

  it('takes a cleared bank gift back out of the drive when the bank returns it later', async () => {
    const { pi } = await bankCheckout('phoebe@example.org', 6000);
    await deliver(event('payment_intent.processing', pi('processing')));
    const before = await raised();
    await deliver(event('payment_intent.succeeded', pi('succeeded')));
    expect(await raised()).toBe(before + 6000);
    clock.set('2030-09-12T12:00:00.000Z');
    await deliver(
      event('payment_intent.payment_failed', pi('requires_payment_method', { last_payment_error: { code: 'debit_not_authorized' } })),
    );
    expect(await raised()).toBe(before);
    expect(await giftOf('phoebe@')).toEqual([expect.objectContaining({ status: 'failed' })]);
    const told = await mails('phoebe@example.org');
    // The receipt when it cleared, then the true news.
    expect(told).toHaveLength(2);
    const returned = told.find((m) => m.subject.includes('did not go through'))!;
    expect(returned.bodyText).toContain(paymentMessages.bankReturnedOther);
  });
});
