import { afterAll, beforeAll, expect } from 'vitest';
import { fixedClock, type TestClock } from '../../platform/time/clock.ts';
import { createTestUser, type TestUser } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
// Each file's own clock: a test moves it by hand.
export let clock: TestClock;
export let t: TestApp;
export let admin: TestUser;
export let member: TestUser;
export const quiet = () => ({ info() {}, warn() {}, error() {} });
export const token = (outcome: string) => `tok_test_${outcome}_${Math.random().toString(36).slice(2, 14).padEnd(12, 'x')}`;

/** A station with a test processor, an admin and a member, on a clock set in 2030 (made before the file's tests, closed after). */
export function givingStation() {
  beforeAll(async () => {
    clock = fixedClock('2030-03-31T15:00:00.000Z');
    t = await createTestApp({ publicUrl: 'https://radio.example.org' }, { clock });
    admin = await createTestUser(t.app.db, { role: 'admin', username: 'pastor_james' });
    member = await createTestUser(t.app.db, { username: 'lydia', displayName: 'Lydia Purple' });
  });
  afterAll(() => t.close());
}

/** Each checkout's cookie, as the donor's browser keeps it. */
export const cookies = new Map<string, string>();
export const intent = async (body: Record<string, unknown>, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/payments/intent', payload: body, headers });
  if (res.statusCode === 200) cookies.set(res.json().id as string, String(res.headers['set-cookie']).split(';')[0]!);
  return res;
};
export const confirm = (id: string, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/payments/intent/${id}/confirm`, payload: body, headers: { cookie: cookies.get(id) ?? '' } });
export const outbox = async () =>
  (await t.app.inject({ url: '/api/admin/outbox?limit=200', headers: admin.auth })).json() as Array<{
    toAddress: string;
    subject: string;
    bodyText: string;
  }>;
export const gifts = async (query = '') =>
  (
    (await t.app.inject({ url: `/api/admin/payments/gifts${query}`, headers: admin.auth })).json() as {
      gifts: Array<Record<string, unknown>>;
    }
  ).gifts;

export async function give(body: Record<string, unknown>, headers: Record<string, string> = {}, outcome = 'success') {
  const res = await intent({ amount: 5000, currency: 'usd', ...body }, headers);
  expect(res.statusCode, res.body).toBe(200);
  const id = res.json().id as string;
  return confirm(id, { token: token(outcome), brand: 'Visa', last4: '4242' });
}

/**
 * The gifts payments-checkout.test.ts records (Ana's to missions, a checkout confirmed once), for the
 * station's totals, refunds and year-end statements.
 */
export async function checkoutGifts() {
  await give({
    amount: 5000,
    fundId: 'missions',
    donorInfo: { name: 'Ana Ruiz', email: 'ana@example.org', message: 'For the mission trip' },
  });
  const res = await intent({ amount: 2500, donorInfo: { email: 'twice@example.org' } });
  await confirm(res.json().id as string, { token: token('success'), brand: 'Visa', last4: '4242' });
}
