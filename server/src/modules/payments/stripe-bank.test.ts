import Stripe from 'stripe';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentMessages } from '@selah/contracts/payments';
import { queryRows } from '../../db/client.ts';
import { fixedClock } from '../../platform/time/clock.ts';
import { createTestUser, type TestUser } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { startStripeFake } from './stripe-fake.ts';

/** Issue 30 on Stripe: us_bank_account (ACH) answered days later by webhook, and weekly to yearly subscriptions. */
const secret = 'whsec_test_selah_webhook_secret';
const signer = new Stripe('sk_test_signer');
const clock = fixedClock('2030-09-02T12:00:00.000Z');
let fake: Awaited<ReturnType<typeof startStripeFake>>;
let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  fake = await startStripeFake();
  t = await createTestApp(
    {
      payments: {
        stripe: { secretKey: 'sk_test_selah', publishableKey: 'pk_test_selah', webhookSecret: secret, api: fake.api },
        feePercent: 2.9,
        feeFixedCents: 30,
      },
    },
    { clock },
  );
  admin = await createTestUser(t.app.db, { role: 'admin' });
  const drive = await t.app.inject({
    method: 'POST',
    url: '/api/admin/fund-drives',
    headers: admin.auth,
    payload: { title: 'Tower repairs', goalCents: 100000, startsAt: '2030-09-01T00:00:00Z', endsAt: '2030-10-01T00:00:00Z' },
  });
  expect(drive.statusCode, drive.body).toBe(201);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

let seq = 0;
const event = (type: string, object: Record<string, unknown>, id = `evt_bank_${++seq}`) => ({
  id,
  object: 'event',
  type,
  created: Math.floor(clock.now().getTime() / 1000),
  data: { object },
  api_version: '2025-01-01',
});
const deliver = (evt: unknown) => {
  const payload = JSON.stringify(evt);
  const signature = signer.webhooks.generateTestHeaderString({ payload, secret });
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/webhooks/stripe',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
};
const raised = async () => (await t.app.inject({ url: '/api/fund-drives/current' })).json().raisedCents as number;
const giftOf = async (email: string) =>
  (await t.app.inject({ url: `/api/admin/payments/gifts?email=${email}`, headers: admin.auth })).json().gifts as Array<{
    status: string;
    paymentMethod: string;
  }>;
const mails = async (to: string) =>
  (
    (await t.app.inject({ url: '/api/admin/outbox', headers: admin.auth })).json() as Array<{
      toAddress: string;
      subject: string;
      bodyText: string;
    }>
  ).filter((m) => m.toAddress === to);

/** A bank checkout: the PaymentIntent Stripe made for it (us_bank_account), as its webhooks carry it. */
async function bankCheckout(email: string, amount: number) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/payments/intent',
    payload: { amount, paymentMethod: 'bank', donorInfo: { email, name: 'Lois Bank' } },
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toMatchObject({ paymentMethod: 'bank', status: 'pending', clientSecret: expect.stringMatching(/_secret_/) });
  const call = fake.calls.filter((c) => c.path === '/v1/payment_intents').at(-1)!;
  expect(call.form).toMatchObject({
    'payment_method_types[0]': 'us_bank_account',
    'payment_method_options[us_bank_account][verification_method]': 'automatic',
    amount: String(amount),
    currency: 'usd',
  });
  expect(call.form['automatic_payment_methods[enabled]']).toBeUndefined();
  const [row] = await queryRows<{ ref: string }>(
    t.app.db,
    sql`SELECT processor_ref AS ref FROM payment_intents WHERE id = ${res.json().id}`,
  );
  const pi = (status: string, extra: Record<string, unknown> = {}) => ({
    id: row!.ref,
    object: 'payment_intent',
    amount,
    currency: 'usd',
    status,
    payment_method_types: ['us_bank_account'],
    metadata: { selah_intent_id: res.json().id },
    ...extra,
  });
  return { intentId: res.json().id as string, pi };
}

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

describe('recurring gifts on Stripe', () => {
  it.each([
    ['weekly', 'week', '1'],
    ['biweekly', 'week', '2'],
    ['monthly', 'month', '1'],
    ['yearly', 'year', '1'],
  ])('a %s gift is a subscription priced every %s × %s', async (frequency, interval, count) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/intent',
      payload: { amount: 2000, frequency, donorInfo: { email: `${frequency}@example.org` } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const sub = fake.calls.filter((c) => c.path === '/v1/subscriptions').at(-1)!;
    expect(sub.form).toMatchObject({
      'items[0][price_data][recurring][interval]': interval,
      'items[0][price_data][recurring][interval_count]': count,
    });
  });

  it('asks for a bank account on a recurring bank gift', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/intent',
      payload: { amount: 2000, frequency: 'biweekly', paymentMethod: 'bank', donorInfo: { email: 'tabitha@example.org' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(fake.calls.filter((c) => c.path === '/v1/subscriptions').at(-1)!.form).toMatchObject({
      'payment_settings[payment_method_types][0]': 'us_bank_account',
    });
  });
});
