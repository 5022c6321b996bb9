import Stripe from 'stripe';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { fixedClock, type TestClock } from '../../platform/time/clock.ts';
import { createTestUser, type TestUser } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { startStripeFake } from './stripe-fake.ts';
export const secret = 'whsec_test_selah_webhook_secret';
export const signer = new Stripe('sk_test_signer');
// Each file's own, made in its beforeAll.
export let clock: TestClock;
export let fake: Awaited<ReturnType<typeof startStripeFake>>;
export let t: TestApp;
export let admin: TestUser;

/** A station on a local Stripe fake and a hand-moved clock, with an admin and a fund drive (made before the file's tests, closed after). */
export function stripeBankStation() {
  beforeAll(async () => {
    clock = fixedClock('2030-09-02T12:00:00.000Z');
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
}

export let seq = 0;
export const event = (type: string, object: Record<string, unknown>, id = `evt_bank_${++seq}`) => ({
  id,
  object: 'event',
  type,
  created: Math.floor(clock.now().getTime() / 1000),
  data: { object },
  api_version: '2025-01-01',
});
export const deliver = (evt: unknown) => {
  const payload = JSON.stringify(evt);
  const signature = signer.webhooks.generateTestHeaderString({ payload, secret });
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/webhooks/stripe',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
};
export const raised = async () => (await t.app.inject({ url: '/api/fund-drives/current' })).json().raisedCents as number;
export const giftOf = async (email: string) =>
  (await t.app.inject({ url: `/api/admin/payments/gifts?email=${email}`, headers: admin.auth })).json().gifts as Array<{
    status: string;
    paymentMethod: string;
  }>;
export const mails = async (to: string) =>
  (
    (await t.app.inject({ url: '/api/admin/outbox', headers: admin.auth })).json() as Array<{
      toAddress: string;
      subject: string;
      bodyText: string;
    }>
  ).filter((m) => m.toAddress === to);

/** A bank checkout: the PaymentIntent Stripe made for it (us_bank_account), as its webhooks carry it. */
export async function bankCheckout(email: string, amount: number) {
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
