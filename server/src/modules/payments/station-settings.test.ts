import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryMessages as m } from '@selah/contracts/admin-delivery';
import { paymentMessages } from '@selah/contracts/payments';
import { createTestUser, type TestUser } from '../../test/fixtures.ts';
import { startSmtpCapture } from '../../test/smtp-capture.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { startStripeFake } from './stripe-fake.ts';

const SECRET_KEY = 'sk_test_51SelahConsoleSecretKey0000';
const WEBHOOK = 'whsec_selahConsoleWebhookSecret0000';
const keys = { publishableKey: 'pk_test_51SelahConsolePublishable', secretKey: SECRET_KEY, webhookSecret: WEBHOOK };

let fake: Awaited<ReturnType<typeof startStripeFake>>;
let t: TestApp;
let admin: TestUser;
const log: string[] = [];

beforeAll(async () => {
  fake = await startStripeFake();
  t = await createTestApp(
    { payments: { stripe: undefined, stripeApi: fake.api, feePercent: 2.9, feeFixedCents: 30 } },
    { logStream: { write: (line: string) => void log.push(line) } },
  );
  admin = await createTestUser(t.app.db, { role: 'admin' });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const call = (method: 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: admin.auth, ...(payload ? { payload } : {}) });
const token = () => `tok_test_success_${Math.random().toString(36).slice(2, 14).padEnd(12, 'x')}`;
async function give(app: TestApp, body: Record<string, unknown>) {
  const res = await app.app.inject({ method: 'POST', url: '/api/payments/intent', payload: { amount: 2500, ...body } });
  expect(res.statusCode, res.body).toBe(200);
  return app.app.inject({
    method: 'POST',
    url: `/api/payments/intent/${res.json<{ id: string }>().id}/confirm`,
    payload: { token: token(), brand: 'Visa', last4: '4242' },
    // The checkout's cookie, as the donor's browser keeps it (only that browser may confirm).
    headers: { cookie: String(res.headers['set-cookie']).split(';')[0]! },
  });
}

describe('funds', () => {
  it('adds a fund the donate page offers at once, refusing a blank or taken name', async () => {
    expect((await call('POST', '/api/admin/payments/funds', { name: '   ' })).json()).toMatchObject({ message: m.fundNameBlank });
    const taken = await call('POST', '/api/admin/payments/funds', { name: 'missions' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ message: m.fundNameTaken('Missions') });
    const res = await call('POST', '/api/admin/payments/funds', { name: 'Youth Camp 2026' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ id: 'youth-camp-2026', name: 'Youth Camp 2026', archived: false, giftCount: 0 });
    const config = (await t.app.inject({ url: '/api/payments/config' })).json<{ funds: Array<{ id: string; name: string }> }>();
    expect(config.funds).toContainEqual({ id: 'youth-camp-2026', name: 'Youth Camp 2026' });
  });

  it('renames and archives; a fund with gifts cannot be deleted, only archived; one without can', async () => {
    expect((await call('PATCH', '/api/admin/payments/funds/youth-camp-2026', { name: 'Youth Camp' })).json()).toMatchObject({
      name: 'Youth Camp',
    });
    expect((await give(t, { fundId: 'youth-camp-2026', donorInfo: { email: 'camp@example.org' } })).statusCode).toBe(200);
    const del = await call('DELETE', '/api/admin/payments/funds/youth-camp-2026');
    expect(del.statusCode).toBe(409);
    expect(del.json()).toMatchObject({ message: m.fundHasGifts('Youth Camp') });
    expect((await call('PATCH', '/api/admin/payments/funds/youth-camp-2026', { archived: true })).json()).toMatchObject({
      archived: true,
      giftCount: 1,
    });
    const config = (await t.app.inject({ url: '/api/payments/config' })).json<{ funds: Array<{ id: string }> }>();
    expect(config.funds.map((f) => f.id)).not.toContain('youth-camp-2026');
    // The gift keeps its fund's name in the station's lists.
    const gifts = (await call('GET', '/api/admin/payments/gifts')).json<{ gifts: Array<{ fundName: string }> }>().gifts;
    expect(gifts[0]).toMatchObject({ fundName: 'Youth Camp' });

    const added = (await call('POST', '/api/admin/payments/funds', { name: 'Roof' })).json<{ id: string }>();
    expect((await call('DELETE', `/api/admin/payments/funds/${added.id}`)).statusCode).toBe(204);
    expect((await call('DELETE', '/api/admin/payments/funds/nope')).statusCode).toBe(404);
    const audit = (await call('GET', '/api/admin/audit?action=giving.fund')).json<{ entries: Array<{ action: string }> }>();
    expect(audit.entries.map((e) => e.action)).toEqual(
      expect.arrayContaining(['giving.fund.create', 'giving.fund.update', 'giving.fund.delete']),
    );
  });
});

describe('receipts', () => {
  it('come from content/giving.json until the console sets them, then print the console’s', async () => {
    expect((await call('GET', '/api/admin/payments/receipts')).json()).toMatchObject({
      legalName: 'Harvest Light Radio, Inc.',
      saved: false,
    });
    const blank = await call('PUT', '/api/admin/payments/receipts', { legalName: ' ', taxId: '1' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ message: m.legalNameBlank });
    const saved = await call('PUT', '/api/admin/payments/receipts', {
      legalName: 'Grace Chapel Media, Inc.',
      taxId: '12-3456789',
      address: '9 Elm Street, Springfield, MO 65806',
    });
    expect(saved.json()).toMatchObject({ legalName: 'Grace Chapel Media, Inc.', saved: true });
    const receipt = await give(t, { donorInfo: { email: 'receipt@example.org' } });
    expect(receipt.json()).toMatchObject({
      legalName: 'Grace Chapel Media, Inc.',
      taxId: '12-3456789',
      address: '9 Elm Street, Springfield, MO 65806',
      byMail: false,
    });
    const [mail] = (await call('GET', '/api/admin/outbox?limit=1')).json<Array<{ bodyText: string }>>();
    expect(mail!.bodyText).toContain('Received by: Grace Chapel Media, Inc.');
    expect(mail!.bodyText).toContain('Tax ID (EIN): 12-3456789');
    expect(mail!.bodyText).toContain('9 Elm Street, Springfield, MO 65806');
  });
});

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

describe('when Stripe cannot be reached', () => {
  it('says so and still saves the keys', async () => {
    const away = await createTestApp({
      payments: { stripe: undefined, stripeApi: { host: '127.0.0.1', port: 1, protocol: 'http' }, feePercent: 2.9, feeFixedCents: 30 },
    });
    const boss = await createTestUser(away.app.db, { role: 'admin' });
    try {
      const res = await away.app.inject({ method: 'PUT', url: '/api/admin/payments/stripe', headers: boss.auth, payload: keys });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ processor: 'stripe', check: { ok: null } });
      expect(res.json<{ check: { message: string } }>().check.message).toMatch(
        /^Stripe could not be reached to check the key .*The keys are saved/,
      );
    } finally {
      await away.close();
    }
  });
});

describe('the environment wins', () => {
  it('STRIPE_* keys are read-only in the console', async () => {
    const env = await createTestApp({
      payments: {
        stripe: { secretKey: 'sk_test_env', publishableKey: 'pk_test_env', webhookSecret: 'whsec_env', api: fake.api },
        feePercent: 2.9,
        feeFixedCents: 30,
      },
    });
    const boss = await createTestUser(env.app.db, { role: 'admin' });
    try {
      const view = await env.app.inject({ url: '/api/admin/payments/stripe', headers: boss.auth });
      expect(view.json()).toMatchObject({ fromEnvironment: true, publishableKey: 'pk_test_env', processor: 'stripe' });
      expect(view.body).not.toContain('sk_test_env');
      const res = await env.app.inject({ method: 'PUT', url: '/api/admin/payments/stripe', headers: boss.auth, payload: keys });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ message: m.stripeFromEnvironment });
    } finally {
      await env.close();
    }
  });
});

describe('honest receipts', () => {
  it('say the receipt is on its way by mail only when mail is delivering', async () => {
    const smtp = await startSmtpCapture();
    try {
      await call('PUT', '/api/admin/mail', { host: '127.0.0.1', port: smtp.port, from: 'radio@example.org' });
      const receipt = await give(t, { donorInfo: { email: 'mailed@example.org' } });
      expect(receipt.json()).toMatchObject({ byMail: true });
      expect(smtp.received.some((r) => r.to === 'mailed@example.org')).toBe(true);
      expect(paymentMessages.thankYouBody).toMatch(/on its way to your inbox/);
    } finally {
      await call('DELETE', '/api/admin/mail');
      await smtp.close();
    }
  });
});
