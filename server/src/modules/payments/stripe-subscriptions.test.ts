// The station comes from stripe.fixtures.ts (createTestApp), so this file runs on both databases.
import { describe, expect, it } from 'vitest';
import { paymentMessages } from '@selah/contracts/payments';
import { fake, t, admin, stripeStation, event, deliver, gifts, findSubRef } from './stripe.fixtures.ts';

stripeStation();

describe('Stripe', () => {
  it('starts a subscription for a monthly gift and records each paid invoice once', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/intent',
      payload: { amount: 2500, frequency: 'monthly', fundId: 'missions', donorInfo: { email: 'aquila@example.org' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const sub = fake.calls.find((c) => c.path === '/v1/subscriptions')!;
    expect(sub.form).toMatchObject({
      'items[0][price_data][unit_amount]': '2500',
      'items[0][price_data][recurring][interval]': 'month',
      payment_behavior: 'default_incomplete',
    });
    expect(res.json().clientSecret).toMatch(/_secret_/);
    const subId = (await t.app.service('payments').intent(res.json().id)).id && fake.calls.length && (await findSubRef(res.json().id));
    const invoice = (n: number, reason: string) =>
      event('invoice.paid', {
        id: `in_${n}`,
        object: 'invoice',
        amount_paid: 2500,
        currency: 'usd',
        billing_reason: reason,
        period_end: Math.floor(Date.parse(`2030-0${4 + n}-01T12:00:00Z`) / 1000),
        parent: { type: 'subscription_details', subscription_details: { subscription: subId } },
      });
    await deliver(invoice(1, 'subscription_create'));
    await deliver(invoice(1, 'subscription_create'));
    await deliver(invoice(2, 'subscription_cycle'));
    const mine = (await gifts()).filter((g) => g.donorEmail === 'aquila@example.org');
    expect(mine).toHaveLength(2);
    expect(mine.every((g) => g.fundName === 'Missions' && g.frequency === 'monthly')).toBe(true);
    const recurring = (await t.app.inject({ url: '/api/admin/payments/recurring', headers: admin.auth })).json().donors;

    // A monthly gift is refunded through the payment intent that paid its invoice.
    const refunded = await t.app.inject({ method: 'POST', url: `/api/admin/payments/gifts/${mine[0]!.id}/refund`, headers: admin.auth });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json()).toMatchObject({ refundedCents: 2500, status: 'refunded' });
    const lookup = fake.calls.find((c) => c.method === 'GET' && c.path === '/v1/invoice_payments')!;
    expect(lookup).toBeTruthy();
    expect(fake.calls.filter((c) => c.path === '/v1/refunds').at(-1)?.form).toMatchObject({
      payment_intent: expect.stringMatching(/^pi_for_in_/),
      amount: '2500',
    });

    // The donor manages it through the link in their receipt: pause and cancel go to Stripe; a new amount is a new gift.
    const mail = (
      (await t.app.inject({ url: '/api/admin/outbox', headers: admin.auth })).json() as Array<{ toAddress: string; bodyText: string }>
    ).find((m) => m.toAddress === 'aquila@example.org')!;
    const link = /manage\?token=([\w-]+)/.exec(mail.bodyText)![1]!;
    const manage = (body: Record<string, unknown>) =>
      t.app.inject({ method: 'PATCH', url: `/api/payments/manage/plans/${recurring[0].id}?token=${link}`, payload: body });
    expect((await manage({ action: 'pause' })).json().status).toBe('paused');
    expect(fake.calls.find((c) => c.method === 'POST' && c.path === `/v1/subscriptions/${subId}`)?.form).toMatchObject({
      'pause_collection[behavior]': 'void',
    });
    const change = await manage({ action: 'change', amount: 5000 });
    expect(change.statusCode).toBe(409);
    expect(change.json().message).toBe(paymentMessages.stripeChange);
    expect((await manage({ action: 'cancel' })).json().status).toBe('canceled');
    expect(fake.calls.some((c) => c.method === 'DELETE' && c.path === `/v1/subscriptions/${subId}`)).toBe(true);
    expect(recurring).toEqual([
      expect.objectContaining({ donorEmail: 'aquila@example.org', status: 'active', giftsCount: 2, processor: 'stripe' }),
    ]);
  });
});
