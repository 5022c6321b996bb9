import Stripe from 'stripe';
import { afterAll, beforeAll } from 'vitest';
import { createTestUser, type TestUser } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { startStripeFake } from './stripe-fake.ts';
export const secret = 'whsec_test_selah_webhook_secret';
export const signer = new Stripe('sk_test_signer');
export let fake: Awaited<ReturnType<typeof startStripeFake>>;
export let t: TestApp;
export let admin: TestUser;

/** A station on a local Stripe fake, with an admin (made before the file's tests, closed after). */
export function stripeStation() {
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
}

export let eventSeq = 0;
export function event(type: string, object: Record<string, unknown>, id = `evt_${++eventSeq}_${Date.now()}`) {
  return {
    id,
    object: 'event',
    type,
    created: Math.floor(Date.parse('2030-05-01T12:00:00Z') / 1000),
    data: { object },
    api_version: '2025-01-01',
  };
}
export function deliver(evt: unknown, opts: { secret?: string; signature?: string } = {}) {
  const payload = JSON.stringify(evt);
  const signature = opts.signature ?? signer.webhooks.generateTestHeaderString({ payload, secret: opts.secret ?? secret });
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/webhooks/stripe',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}
export const gifts = async () =>
  ((await t.app.inject({ url: '/api/admin/payments/gifts', headers: admin.auth })).json() as { gifts: Array<Record<string, unknown>> })
    .gifts;
export const receipts = async (to: string) =>
  ((await t.app.inject({ url: '/api/admin/outbox', headers: admin.auth })).json() as Array<{ toAddress: string }>).filter(
    (m) => m.toAddress === to,
  );

export async function findSubRef(intentId: string): Promise<string> {
  const { sql } = await import('drizzle-orm');
  const { queryRows } = await import('../../db/client.ts');
  const [row] = await queryRows<{ ref: string }>(t.app.db, sql`SELECT processor_ref AS ref FROM payment_intents WHERE id = ${intentId}`);
  return row!.ref;
}
