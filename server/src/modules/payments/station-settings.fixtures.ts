import { afterAll, beforeAll, expect } from 'vitest';
import { createTestUser, type TestUser } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { startStripeFake } from './stripe-fake.ts';
export const SECRET_KEY = 'sk_test_51SelahConsoleSecretKey0000';
export const WEBHOOK = 'whsec_selahConsoleWebhookSecret0000';
export const keys = { publishableKey: 'pk_test_51SelahConsolePublishable', secretKey: SECRET_KEY, webhookSecret: WEBHOOK };

export let fake: Awaited<ReturnType<typeof startStripeFake>>;
export let t: TestApp;
export let admin: TestUser;
export const log: string[] = [];

/** A station whose Stripe is a local fake, with an admin and the log lines it writes (made before the file's tests, closed after). */
export function consoleStation() {
  beforeAll(async () => {
    log.length = 0;
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
}

export const call = (method: 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: admin.auth, ...(payload ? { payload } : {}) });
export const token = () => `tok_test_success_${Math.random().toString(36).slice(2, 14).padEnd(12, 'x')}`;
export async function give(app: TestApp, body: Record<string, unknown>) {
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
