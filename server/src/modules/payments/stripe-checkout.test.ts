// The station comes from stripe.fixtures.ts (createTestApp), so this file runs on both databases.
import { describe, expect, it } from 'vitest';
import { paymentMessages } from '@selah/contracts/payments';
import { loadConfig } from '../../config.ts';
import { fake, t, admin, stripeStation, event, deliver, gifts, receipts } from './stripe.fixtures.ts';

stripeStation();

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
});
