// The station comes from station-settings.fixtures.ts (createTestApp), so this file runs on both databases.
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { deliveryMessages as m } from '@selah/contracts/admin-delivery';
import { SECRET_KEY, WEBHOOK, keys, fake, t, log, consoleStation, call } from './station-settings.fixtures.ts';

consoleStation();

describe('Stripe keys in the console', () => {
  const put = (body: object) => call('PUT', '/api/admin/payments/stripe', body);

  it('starts on the test processor, and the checklist says payments are in test mode', async () => {
    expect((await call('GET', '/api/admin/payments/stripe')).json()).toMatchObject({
      processor: 'test',
      testMode: true,
      secretKeySet: false,
      fromEnvironment: false,
    });
    const items = (await call('GET', '/api/admin/checklist')).json<{ items: Array<{ id: string; title: string; href: string }> }>().items;
    expect(items.find((i) => i.id === 'payments')).toMatchObject({ title: 'Payments are in test mode', href: '/admin/delivery#payments' });
  });

  it('refuses keys of the wrong kind with sentences that say which', async () => {
    const cases: Array<[object, string]> = [
      [{ ...keys, secretKey: 'pk_test_51SelahConsolePublishable' }, m.secretIsPublishable],
      [{ ...keys, publishableKey: SECRET_KEY }, m.publishableIsSecret],
      [{ ...keys, publishableKey: 'hello' }, m.publishableInvalid],
      [{ ...keys, secretKey: 'sk_nope' }, m.secretInvalid],
      [{ ...keys, webhookSecret: 'secret_123456789' }, m.webhookInvalid],
      [{ ...keys, secretKey: undefined }, m.secretMissing],
      [{ ...keys, publishableKey: 'pk_live_51SelahConsolePublishable' }, m.modesMixed],
    ];
    for (const [body, message] of cases) {
      const res = await put(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json<{ message: string }>().message).toBe(message);
    }
  });

  it('a key Stripe refuses is not kept', async () => {
    const res = await put({ ...keys, publishableKey: 'pk_live_51SelahConsolePublishable', secretKey: 'sk_live_51SelahRefusedKey0000' });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(/^Stripe did not accept the secret key: Invalid API Key provided/);
    expect((await call('GET', '/api/admin/payments/stripe')).json()).toMatchObject({ processor: 'test', secretKeySet: false });
  });

  it('good keys are checked against Stripe, kept sealed, and used at once (checkout and webhooks)', async () => {
    const res = await put(keys);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      publishableKey: keys.publishableKey,
      secretKeySet: true,
      webhookSecretSet: true,
      processor: 'stripe',
      testMode: true,
      check: { ok: true, message: m.stripeChecked('test') },
    });
    expect(fake.calls.some((c) => c.path === '/v1/balance')).toBe(true);
    expect((await t.app.inject({ url: '/api/payments/config' })).json()).toMatchObject({
      processor: 'stripe',
      publishableKey: keys.publishableKey,
    });
    const intent = await t.app.inject({
      method: 'POST',
      url: '/api/payments/intent',
      payload: { amount: 2500, donorInfo: { email: 'stripe@example.org' } },
    });
    expect(intent.json()).toMatchObject({ processor: 'stripe' });
    expect((await t.app.inject({ url: '/pay/test/card' })).statusCode).toBe(404);

    const payload = JSON.stringify({ id: 'evt_console_1', object: 'event', type: 'customer.created', data: { object: {} } });
    const signature = new Stripe('sk_test_signer').webhooks.generateTestHeaderString({ payload, secret: WEBHOOK });
    const hook = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });
    expect(hook.statusCode, hook.body).toBe(200);

    // Secrets typed once: the publishable key changes, the sealed ones stay.
    expect((await put({ publishableKey: 'pk_test_51SelahConsoleOtherKey' })).json()).toMatchObject({ secretKeySet: true });
  });

  it('no answer, audit line or log line holds a secret', async () => {
    const everything = [
      (await call('GET', '/api/admin/payments/stripe')).body,
      (await call('GET', '/api/admin/audit?action=delivery')).body,
      log.join('\n'),
    ].join('\n');
    expect(log.length).toBeGreaterThan(0);
    expect(everything).not.toContain(SECRET_KEY);
    expect(everything).not.toContain(WEBHOOK);
  });

  it('clearing the keys goes back to the test processor', async () => {
    expect((await call('DELETE', '/api/admin/payments/stripe')).json()).toMatchObject({ processor: 'test', secretKeySet: false });
    expect((await t.app.inject({ url: '/pay/test/card' })).statusCode).toBe(200);
  });
});
