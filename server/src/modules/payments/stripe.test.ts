import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentMessages } from '@selah/contracts/payments';
import { loadConfig } from '../../config.ts';
import { createTestUser, type TestUser } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { startStripeFake } from './stripe-fake.ts';

const secret = 'whsec_test_selah_webhook_secret';
const signer = new Stripe('sk_test_signer');
let fake: Awaited<ReturnType<typeof startStripeFake>>;
let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  fake = await startStripeFake();
  t = await createTestApp({
    payments: {
      stripe: { secretKey: 'sk_test_selah', publishableKey: 'pk_test_selah', webhookSecret: secret, api: fake.api },
      feePercent: 2.9,
      feeFixedCents: 30,
    },
  });
  admin = await createTestUser(t.app.db, { role: 'admin' });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

let eventSeq = 0;
function event(type: string, object: Record<string, unknown>, id = `evt_${++eventSeq}_${Date.now()}`) {
  return {
    id,
    object: 'event',
    type,
    created: Math.floor(Date.parse('2030-05-01T12:00:00Z') / 1000),
    data: { object },
    api_version: '2025-01-01',
  };
}
function deliver(evt: unknown, opts: { secret?: string; signature?: string } = {}) {
  const payload = JSON.stringify(evt);
  const signature = opts.signature ?? signer.webhooks.generateTestHeaderString({ payload, secret: opts.secret ?? secret });
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/webhooks/stripe',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}
const gifts = async () =>
  ((await t.app.inject({ url: '/api/admin/payments/gifts', headers: admin.auth })).json() as { gifts: Array<Record<string, unknown>> })
    .gifts;
const receipts = async (to: string) =>
  ((await t.app.inject({ url: '/api/admin/outbox', headers: admin.auth })).json() as Array<{ toAddress: string }>).filter(
    (m) => m.toAddress === to,
  );

describe('config', () => {
  it('takes Stripe only with all three keys', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(/set all three/);
    expect(loadConfig({}).payments.stripe).toBeUndefined();
    expect(
      loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' }).payments.stripe,
    ).toMatchObject({
      secretKey: 'sk_test_x',
    });
  });
});

describe('Stripe', () => {
  it('answers 502 with a sentence when Stripe refuses the checkout, and keeps nothing pending', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/intent',
      payload: { amount: 2500, donorInfo: { email: 'provider-down@example.org' } },
    });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ message: paymentMessages.providerUnavailable, error: 'provider_unavailable' });
  });

  let intentId: string;
  let piId: string;

  it('creates a PaymentIntent through the official library and answers its client secret', async () => {
    const config = (await t.app.inject({ url: '/api/payments/config' })).json();
    expect(config).toMatchObject({ processor: 'stripe', publishableKey: 'pk_test_selah', testMode: true });
    // The Payment Element's script, frames and API are allowed by the page's CSP only with Stripe.
    const csp = String((await t.app.inject({ url: '/api/payments/config' })).headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' https:\/\/js\.stripe\.com/);
    expect(csp).toContain('https://hooks.stripe.com');
    expect(csp).toContain('https://api.stripe.com');
    expect((await t.app.inject({ url: '/pay/test/card.js' })).body).not.toContain('tok_test_');

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/intent',
      payload: { amount: 5000, currency: 'usd', coverFee: true, donorInfo: { name: 'Priscilla', email: 'priscilla@example.org' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    intentId = res.json().id;
    const call = fake.calls.find((c) => c.path === '/v1/payment_intents' && c.form['metadata[selah_intent_id]'] === intentId)!;
    expect(call.form).toMatchObject({
      amount: '5181',
      currency: 'usd',
      'metadata[selah_intent_id]': intentId,
      receipt_email: 'priscilla@example.org',
    });
    expect(call.idempotencyKey).toBe(`selah-intent-${intentId}`);
    expect(res.json().clientSecret).toMatch(/^pi_\w+_secret_/);
    piId = res.json().clientSecret.split('_secret_')[0];
    expect(res.json()).toMatchObject({ status: 'pending', cardFormUrl: null });
    // The test processor's confirm does not apply.
    const confirm = await t.app.inject({
      method: 'POST',
      url: `/api/payments/intent/${intentId}/confirm`,
      payload: { token: 'tok_test_success_abcdefgh', brand: 'Visa', last4: '4242' },
    });
    expect(confirm.statusCode).toBe(409);
  });

  it('refuses a webhook with a bad signature with 400 and records nothing', async () => {
    const evt = event('payment_intent.succeeded', {
      id: piId,
      object: 'payment_intent',
      amount: 5181,
      metadata: { selah_intent_id: intentId },
    });
    const wrongSecret = await deliver(evt, { secret: 'whsec_someone_else' });
    expect(wrongSecret.statusCode).toBe(400);
    expect(wrongSecret.json().message).toBe(paymentMessages.badSignature);
    expect((await deliver(evt, { signature: 't=1,v1=deadbeef' })).statusCode).toBe(400);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/stripe',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(evt),
    });
    expect(unsigned.statusCode).toBe(400);
    expect(await gifts()).toEqual([]);
    expect((await t.app.inject({ url: `/api/payments/intent/${intentId}` })).json().status).toBe('pending');
  });

  it('records the gift once from a valid webhook, replayed or not', async () => {
    const evt = event('payment_intent.succeeded', {
      id: piId,
      object: 'payment_intent',
      amount: 5181,
      metadata: { selah_intent_id: intentId },
      payment_method: { id: 'pm_1', object: 'payment_method', card: { brand: 'visa', last4: '4242' } },
    });
    const first = await deliver(evt);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ received: true, duplicate: false });
    const replay = await deliver(evt);
    expect(replay.json()).toMatchObject({ received: true, duplicate: true });
    // The same payment under a new event id (Stripe may send both) is still one gift.
    await deliver({ ...evt, id: 'evt_other_delivery' });
    const list = await gifts();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ amountCents: 5000, feeCents: 181, cardBrand: 'visa', cardLast4: '4242' });
    expect(await receipts('priscilla@example.org')).toHaveLength(1);
    const status = (await t.app.inject({ url: `/api/payments/intent/${intentId}` })).json();
    expect(status).toMatchObject({ status: 'succeeded', giftId: list[0]!.id });
  });

  it('updates the ledger from a refund webhook, and refunds from the station go through Stripe', async () => {
    const [gift] = await gifts();
    const refundEvt = event('charge.refunded', {
      id: 'ch_1',
      object: 'charge',
      payment_intent: piId,
      amount: 5181,
      amount_refunded: 1000,
      refunds: { object: 'list', data: [{ id: 're_from_dashboard', object: 'refund', amount: 1000, status: 'succeeded' }] },
    });
    expect((await deliver(refundEvt)).statusCode).toBe(200);
    expect((await deliver(refundEvt)).json().duplicate).toBe(true);
    const ledger = await t.app.service('payments').ledger(gift!.id as string);
    expect(ledger).toEqual([
      { kind: 'gift', amountCents: 5181, processorRef: piId },
      { kind: 'refund', amountCents: -1000, processorRef: 're_from_dashboard' },
    ]);
    expect((await gifts())[0]).toMatchObject({ refundedCents: 1000, status: 'partially_refunded' });

    const res = await t.app.inject({ method: 'POST', url: `/api/admin/payments/gifts/${gift!.id}/refund`, headers: admin.auth });
    expect(res.json()).toMatchObject({ refundedCents: 5181, status: 'refunded' });
    const call = fake.calls.find((c) => c.path === '/v1/refunds')!;
    expect(call.form).toMatchObject({ payment_intent: piId, amount: '4181' });
  });

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

async function findSubRef(intentId: string): Promise<string> {
  const { sql } = await import('drizzle-orm');
  const { queryRows } = await import('../../db/client.ts');
  const [row] = await queryRows<{ ref: string }>(t.app.db, sql`SELECT processor_ref AS ref FROM payment_intents WHERE id = ${intentId}`);
  return row!.ref;
}
