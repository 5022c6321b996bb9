// The station comes from payments.fixtures.ts (createTestApp), so this file runs on both databases.
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { clock, t, member, token, givingStation, intent, confirm, gifts } from './payments.fixtures.ts';

givingStation();

// Last in the file: it moves the clock a day on.
describe('the receipt of a checkout', () => {
  it('gives the receipt only to the browser that paid, or the member who gave: an intent id alone is not enough', async () => {
    const res = await intent({ amount: 2500, donorInfo: { email: 'private@example.org', name: 'Priscilla Tentmaker' } });
    const id = res.json().id as string;
    // A stranger with the id cannot confirm the pending checkout either (its answer is the receipt).
    const hijack = await t.app.inject({
      method: 'POST',
      url: `/api/payments/intent/${id}/confirm`,
      payload: { token: token('success'), brand: 'Visa', last4: '4242' },
    });
    expect(hijack.statusCode).toBe(404);
    expect(hijack.body).not.toContain('private@example.org');
    expect((await confirm(id, { token: token('success'), brand: 'Visa', last4: '4242' })).statusCode).toBe(200);
    const receiptUrl = `/api/payments/intent/${id}/receipt`;
    // A stranger who learned the id (a shared thank-you link, a log): nothing.
    const stranger = await t.app.inject({ url: receiptUrl });
    expect(stranger.body).not.toContain('private@example.org');
    expect(stranger.statusCode).toBe(404);
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(new RegExp(`Path=/api/payments/intent/${id};.*HttpOnly`));
    expect(setCookie).toContain('Secure');
    expect((await t.app.inject({ url: receiptUrl, headers: member.auth })).statusCode).toBe(404);
    expect((await t.app.inject({ url: receiptUrl, headers: { cookie: 'selah_receipt=zz.forged' } })).statusCode).toBe(404);
    // Another intent's token does not open this one.
    const other = await intent({ amount: 2500, donorInfo: { email: 'other@example.org' } });
    const otherCookie = String(other.headers['set-cookie']).split(';')[0]!;
    expect((await t.app.inject({ url: receiptUrl, headers: { cookie: otherCookie } })).statusCode).toBe(404);
    // The donor's browser reads it.
    const cookie = setCookie.split(';')[0]!;
    const own = await t.app.inject({ url: receiptUrl, headers: { cookie } });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ donorEmail: 'private@example.org', cardLast4: '4242' });
    // A day later the token has expired.
    clock.advance(25 * 60 * 60_000);
    expect((await t.app.inject({ url: receiptUrl, headers: { cookie } })).statusCode).toBe(404);

    // A member's own gift: their session is enough, on any device.
    const mine = await intent({ amount: 2500, donorInfo: { email: '' } }, member.auth);
    const mineId = mine.json().id as string;
    expect((await confirm(mineId, { token: token('success'), brand: 'Visa', last4: '4242' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/payments/intent/${mineId}/receipt`, headers: member.auth })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/payments/intent/${mineId}/receipt` })).statusCode).toBe(404);
  });
});

describe('the test processor’s confirm', () => {
  it('a failure while the gift is written leaves the intent pending (one transaction), and a retry records it once', async () => {
    await t.app.db.execute(sql`CREATE FUNCTION refuse_boom() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.donor_email = 'boom@example.org' THEN RAISE EXCEPTION 'disk full'; END IF; RETURN NEW; END $$`);
    await t.app.db.execute(sql`CREATE TRIGGER refuse_boom BEFORE INSERT ON payment_gifts FOR EACH ROW EXECUTE FUNCTION refuse_boom()`);
    const res = await intent({ amount: 2500, frequency: 'monthly', donorInfo: { email: 'boom@example.org' } });
    const id = res.json().id as string;
    const failed = await confirm(id, { token: token('success'), brand: 'Visa', last4: '4242' });
    expect(failed.statusCode).toBe(500);
    expect((await t.app.inject({ url: `/api/payments/intent/${id}` })).json().status).toBe('pending');
    const plans = await queryRows<{ n: number }>(
      t.app.db,
      sql`SELECT count(*)::int AS n FROM payment_plans WHERE donor_email = 'boom@example.org'`,
    );
    expect(plans[0]!.n).toBe(0);
    await t.app.db.execute(sql`DROP TRIGGER refuse_boom ON payment_gifts`);
    await t.app.db.execute(sql`DROP FUNCTION refuse_boom()`);
    const retried = await confirm(id, { token: token('success'), brand: 'Visa', last4: '4242' });
    expect(retried.statusCode).toBe(200);
    expect(await gifts('?email=boom@')).toHaveLength(1);
    expect((await t.app.inject({ url: `/api/payments/intent/${id}` })).json().status).toBe('succeeded');
  });
});
