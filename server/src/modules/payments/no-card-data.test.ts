import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { createTestUser, type TestUser } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// Stripe's documented test numbers, as typed and as digits, and the expiry and CVC used with them.
const pans = ['4242424242424242', '4000000000000002', '4000002500003155'];
const spaced = pans.map((p) => p.replace(/(\d{4})(?=\d)/g, '$1 '));
const expiry = '11/37';
const cvc = '7193';

let t: TestApp;
let member: TestUser;
const log: string[] = [];

beforeAll(async () => {
  t = await createTestApp({}, { logStream: { write: (line: string) => void log.push(line) } });
  member = await createTestUser(t.app.db, { username: 'silas' });
});
afterAll(() => t.close());

/** Every row of every table in the database, as JSON text. */
async function dumpDatabase(): Promise<string> {
  const tables = await queryRows<{ name: string }>(
    t.app.db,
    sql`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY 1`,
  );
  const parts: string[] = [];
  for (const { name } of tables) {
    const rows = await queryRows<{ row: unknown }>(t.app.db, sql`SELECT row_to_json(x) AS row FROM ${sql.identifier(name)} x`);
    parts.push(`-- ${name}\n${rows.map((r) => JSON.stringify(r.row)).join('\n')}`);
  }
  return parts.join('\n');
}

describe('card data', () => {
  it('refuses a card number in the donor’s message however its digits are written, at any depth', async () => {
    const pan = '4242424242424242';
    const digitsIn = (zero: number) => [...pan].map((d) => String.fromCodePoint(zero + Number(d))).join('');
    const forms = [
      '4242.4242.4242.4242',
      '4242/4242/4242/4242',
      '4242\u20094242\u00a04242\u202f4242',
      '4 2 4 2 - 4 2 4 2 - 4 2 4 2 - 4 2 4 2',
      '4242\u200b4242\u200b4242\u200b4242',
      digitsIn(0xff10),
      digitsIn(0x660),
      digitsIn(0x6f0),
    ];
    for (const form of forms) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/payments/intent',
        payload: { amount: 2500, currency: 'usd', donorInfo: { email: 'a@example.org', message: `my card ${form} thanks` } },
      });
      expect(res.statusCode, form).toBe(400);
    }
    let deep: unknown = { note: `card ${pan}` };
    for (let i = 0; i < 50; i++) deep = { inner: [deep] };
    const nested = await t.app.inject({
      method: 'POST',
      url: '/api/payments/intent',
      payload: { amount: 2500, currency: 'usd', donorInfo: { email: 'a@example.org', message: 'hi' }, extra: deep },
    });
    expect(nested.statusCode).toBe(400);
    // An ordinary message with a phone number and a date passes.
    const fine = await t.app.inject({
      method: 'POST',
      url: '/api/payments/intent',
      payload: {
        amount: 2500,
        currency: 'usd',
        donorInfo: { email: 'a@example.org', message: 'Call me at 270-555-0134 after 11/25/2026' },
      },
    });
    expect(fine.statusCode).not.toBe(400);
  });

  it('never reaches the database or the server log, whatever a client sends', async () => {
    // A careless or hostile client sends the card to Selah: refused before anything keeps it.
    for (const [i, pan] of pans.entries()) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/payments/intent',
        payload: { amount: 2500, currency: 'usd', donorInfo: { email: 'a@example.org', cardNumber: spaced[i], expiryDate: expiry, cvc } },
      });
      expect(res.statusCode).toBe(400);
      const inMessage = await t.app.inject({
        method: 'POST',
        url: '/api/payments/intent',
        payload: { amount: 2500, donorInfo: { email: 'a@example.org', message: `card ${pan} exp ${expiry} cvc ${cvc}` } },
      });
      expect(inMessage.statusCode).toBe(400);
      const asToken = await t.app.inject({
        method: 'POST',
        url: `/api/payments/intent/00000000-0000-4000-8000-000000000000/confirm`,
        payload: { token: pan, brand: 'Visa', last4: pan.slice(-4) },
      });
      expect(asToken.statusCode).toBe(400);
    }
    // The journeys as the card page makes them: token, brand and last four only.
    for (const [outcome, last4] of [
      ['success', '4242'],
      ['declined', '0002'],
      ['authenticated', '3155'],
    ] as const) {
      for (const frequency of ['once', 'monthly']) {
        const intent = await t.app.inject({
          method: 'POST',
          url: '/api/payments/intent',
          headers: member.auth,
          payload: { amount: 5000, currency: 'usd', frequency, coverFee: true, donorInfo: { message: 'Blessings' } },
        });
        expect(intent.statusCode).toBe(200);
        const res = await t.app.inject({
          method: 'POST',
          url: `/api/payments/intent/${intent.json().id}/confirm`,
          headers: { cookie: String(intent.headers['set-cookie']).split(';')[0]! },
          payload: { token: `tok_test_${outcome}_AbCdEfGh12345678`, brand: 'Visa', last4 },
        });
        expect(res.statusCode).toBe(outcome === 'declined' ? 402 : 200);
      }
    }
    expect((await t.app.inject({ url: '/api/payments/me', headers: member.auth })).json().gifts).toHaveLength(4);

    const dump = await dumpDatabase();
    expect(dump).toContain('payment_gifts');
    expect(dump).toContain('"card_last4":"3155"');
    const logText = log.join('');
    expect(logText).toContain('/api/payments/intent');
    for (const text of [dump, logText]) {
      // The CVC as a value (quoted or after a word), not four digits that happen to sit inside a random id.
      for (const needle of [...pans, ...spaced, expiry, `"${cvc}"`, ` ${cvc}`]) expect(text, needle).not.toContain(needle);
      expect(text).not.toMatch(/"(cvc|cvv|expiry|expiryDate|cardNumber)"/i);
    }
  });
});
