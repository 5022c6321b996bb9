import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { paymentMessages } from '@selah/contracts/payments';
import { fixedClock } from '../../platform/time/clock.ts';
import { JobScheduler } from '../../platform/jobs/scheduler.ts';
import { createTestUser, type TestUser } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { coverFee, nextMonth } from './index.ts';

const clock = fixedClock('2030-03-31T15:00:00.000Z');
let t: TestApp;
let admin: TestUser;
let member: TestUser;
const quiet = () => ({ info() {}, warn() {}, error() {} });
const token = (outcome: string) => `tok_test_${outcome}_${Math.random().toString(36).slice(2, 14).padEnd(12, 'x')}`;

beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://radio.example.org' }, { clock });
  admin = await createTestUser(t.app.db, { role: 'admin', username: 'pastor_james' });
  member = await createTestUser(t.app.db, { username: 'lydia', displayName: 'Lydia Purple' });
});
afterAll(() => t.close());

/** Each checkout's cookie, as the donor's browser keeps it. */
const cookies = new Map<string, string>();
const intent = async (body: Record<string, unknown>, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/payments/intent', payload: body, headers });
  if (res.statusCode === 200) cookies.set(res.json().id as string, String(res.headers['set-cookie']).split(';')[0]!);
  return res;
};
const confirm = (id: string, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/payments/intent/${id}/confirm`, payload: body, headers: { cookie: cookies.get(id) ?? '' } });
const outbox = async () =>
  (await t.app.inject({ url: '/api/admin/outbox?limit=200', headers: admin.auth })).json() as Array<{
    toAddress: string;
    subject: string;
    bodyText: string;
  }>;
const gifts = async (query = '') =>
  (
    (await t.app.inject({ url: `/api/admin/payments/gifts${query}`, headers: admin.auth })).json() as {
      gifts: Array<Record<string, unknown>>;
    }
  ).gifts;

async function give(body: Record<string, unknown>, headers: Record<string, string> = {}, outcome = 'success') {
  const res = await intent({ amount: 5000, currency: 'usd', ...body }, headers);
  expect(res.statusCode, res.body).toBe(200);
  const id = res.json().id as string;
  return confirm(id, { token: token(outcome), brand: 'Visa', last4: '4242' });
}

describe('fees and dates', () => {
  it('grosses the fee up so the station keeps the whole gift', () => {
    const fee = coverFee(5000, 2.9, 30);
    expect(fee).toBe(181);
    expect(Math.floor((5000 + fee) * (1 - 0.029)) - 30).toBeGreaterThanOrEqual(5000);
    expect(coverFee(5000, 0, 0)).toBe(0);
  });
  it('moves a month on, keeping the day where the month has it', () => {
    expect(nextMonth(new Date('2030-01-31T15:00:00Z')).toISOString()).toBe('2030-02-28T15:00:00.000Z');
    expect(nextMonth(new Date('2030-12-15T15:00:00Z')).toISOString()).toBe('2031-01-15T15:00:00.000Z');
  });
});

describe('POST /api/payments/intent', () => {
  it('answers the test processor, presets and the seeded funds', async () => {
    const res = await t.app.inject({ url: '/api/payments/config' });
    expect(String(res.headers['content-security-policy'])).not.toContain('stripe.com');
    expect(res.json()).toMatchObject({
      processor: 'test',
      testMode: true,
      presets: [25, 50, 100, 250, 500, 1000],
      funds: [
        { id: 'general', name: 'General' },
        { id: 'missions', name: 'Missions' },
        { id: 'building', name: 'Building' },
      ],
    });
  });

  it.each([
    [{ cardNumber: '4242424242424242' }],
    [{ donorInfo: { name: 'A', email: 'a@example.org', cvc: '123' } }],
    [{ donorInfo: { email: 'a@example.org', expiryDate: '12/34' } }],
    [{ donorInfo: { email: 'a@example.org', message: 'my card is 4242 4242 4242 4242' } }],
  ])('refuses card data with 400 and stores nothing (%j)', async (extra) => {
    const res = await intent({ amount: 2500, currency: 'usd', donorInfo: { email: 'a@example.org' }, ...extra });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: paymentMessages.cardFieldsRefused, error: 'card_data_refused' });
    expect(res.body).not.toContain('4242');
  });

  it('validates amount, currency, fund and the visitor’s email with sentences', async () => {
    expect((await intent({ amount: 99, donorInfo: { email: 'a@example.org' } })).json().message).toBe(paymentMessages.amountTooSmall);
    expect((await intent({ amount: 25.5, donorInfo: { email: 'a@example.org' } })).json().message).toBe(paymentMessages.amountCents);
    expect((await intent({ amount: 2500, currency: 'eur', donorInfo: { email: 'a@example.org' } })).json().message).toBe(
      paymentMessages.currency,
    );
    expect((await intent({ amount: 2500, fundId: 'yachts', donorInfo: { email: 'a@example.org' } })).json().message).toBe(
      paymentMessages.fundUnknown,
    );
    const noEmail = await intent({ amount: 2500 });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().message).toBe(paymentMessages.emailRequired);
  });

  it('adds the covered fee and answers the card form', async () => {
    const res = await intent({ amount: 5000, coverFee: true, donorInfo: { email: 'fee@example.org' } });
    expect(res.json()).toMatchObject({ amountCents: 5000, feeCents: 181, totalCents: 5181, processor: 'test', status: 'pending' });
    expect(res.json().cardFormUrl).toBe(`/pay/test/card?intent=${res.json().id}`);
  });
});

describe('the test processor', () => {
  it('serves its own card page, saying TEST MODE, with its script from this station only', async () => {
    const page = await t.app.inject({ url: '/pay/test/card' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('TEST MODE');
    expect(page.body).toContain('<script src="/pay/test/card.js">');
    expect(String(page.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
    const script = await t.app.inject({ url: '/pay/test/card.js' });
    expect(script.body).toContain("'4242424242424242': { brand: 'Visa', outcome: 'success' }");
    expect(script.body).toContain('postMessage(msg, window.location.origin)');
  });

  it('records a paid gift once, mails the receipt and lists it for the station', async () => {
    const res = await give({
      amount: 5000,
      fundId: 'missions',
      donorInfo: { name: 'Ana Ruiz', email: 'ana@example.org', message: 'For the mission trip' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const receipt = res.json();
    expect(receipt).toMatchObject({
      amountCents: 5000,
      fundName: 'Missions',
      legalName: 'Harvest Light Radio, Inc.',
      taxId: '61-1234567',
      cardBrand: 'Visa',
      cardLast4: '4242',
      testMode: true,
      noGoods: paymentMessages.noGoods,
    });
    const mail = (await outbox()).find((m) => m.toAddress === 'ana@example.org')!;
    expect(mail.subject).toContain(`receipt #${receipt.receiptNumber}`);
    expect(mail.bodyText).toContain('Harvest Light Radio, Inc.');
    expect(mail.bodyText).toContain('Tax ID (EIN): 61-1234567');
    expect(mail.bodyText).toContain('Fund: Missions');
    expect(mail.bodyText).toContain('Gift: $50.00');
    expect(mail.bodyText).toContain('March 31, 2030');
    expect(mail.bodyText).toContain(paymentMessages.noGoods);
    expect(mail.bodyText).toMatch(/https:\/\/radio\.example\.org\/donate\/manage\?token=[\w-]{20,}/);
    expect((await gifts('?fundId=missions')).map((g) => g.donorEmail)).toEqual(['ana@example.org']);
  });

  it('a second confirm of the same checkout is refused and records nothing more', async () => {
    const res = await intent({ amount: 2500, donorInfo: { email: 'twice@example.org' } });
    const id = res.json().id as string;
    expect((await confirm(id, { token: token('success'), brand: 'Visa', last4: '4242' })).statusCode).toBe(200);
    const second = await confirm(id, { token: token('success'), brand: 'Visa', last4: '4242' });
    expect(second.statusCode).toBe(409);
    expect(await gifts('?email=twice@')).toHaveLength(1);
    const cookie = String(res.headers['set-cookie']).split(';')[0]!;
    expect((await t.app.inject({ url: `/api/payments/intent/${id}/receipt`, headers: { cookie } })).json().donorEmail).toBe(
      'twice@example.org',
    );
  });

  it('a declined card answers 402 Payment Failed’s reason and records no gift', async () => {
    const res = await give({ donorInfo: { email: 'declined@example.org' } }, {}, 'declined');
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ message: paymentMessages.declined, error: 'card_declined' });
    const failedAuth = await give({ donorInfo: { email: 'declined@example.org' } }, {}, 'unauthenticated');
    expect(failedAuth.json().error).toBe('authentication_failed');
    expect(await gifts('?email=declined@')).toEqual([]);
    expect((await outbox()).some((m) => m.toAddress === 'declined@example.org')).toBe(false);
  });

  it('refuses a malformed token (a card number is never a token)', async () => {
    const res = await intent({ amount: 2500, donorInfo: { email: 'x@example.org' } });
    const bad = await confirm(res.json().id, { token: '4242424242424242', brand: 'Visa', last4: '4242' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('members and monthly gifts', () => {
  it('renews a monthly gift once when the clock passes the date, with two schedulers and across a restart', async () => {
    clock.set('2030-01-31T15:00:00.000Z');
    const res = await give({ amount: 10000, frequency: 'monthly', coverFee: true, fundId: 'building' }, member.auth);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ donorEmail: 'lydia@example.test', donorName: 'Lydia Purple', frequency: 'monthly', feeCents: 330 });
    const mine = async () => (await t.app.inject({ url: '/api/payments/me', headers: member.auth })).json();
    const plan = (await mine()).plans[0];
    expect(plan).toMatchObject({ status: 'active', amountCents: 10000, nextChargeAt: '2030-02-28T15:00:00.000Z' });

    const a = new JobScheduler({ db: t.app.db, clock, log: quiet() });
    const b = new JobScheduler({ db: t.app.db, clock, log: quiet() });
    for (const s of [a, b]) t.app.service('payments').registerJobs(s);
    clock.set('2030-02-28T14:59:00.000Z');
    await Promise.all([a.runDue(), b.runDue()]);
    expect((await mine()).gifts).toHaveLength(1);
    clock.set('2030-02-28T15:00:01.000Z');
    await Promise.all([a.runDue(), b.runDue(), a.runDue(), b.runDue()]);
    expect((await mine()).gifts).toHaveLength(2);
    expect((await mine()).plans[0].nextChargeAt).toBe('2030-03-28T15:00:00.000Z');
    await Promise.all([a.stop(), b.stop()]);

    // Down over the next date; the restarted station renews it once.
    clock.set('2030-03-29T09:00:00.000Z');
    const restarted = new JobScheduler({ db: t.app.db, clock, log: quiet() });
    t.app.service('payments').registerJobs(restarted);
    await restarted.runDue();
    await restarted.runDue();
    const after = await mine();
    expect(after.gifts).toHaveLength(3);
    expect(after.gifts.every((g: { totalCents: number }) => g.totalCents === 10330)).toBe(true);
    expect((await outbox()).filter((m) => m.toAddress === 'lydia@example.test' && m.subject.includes('receipt'))).toHaveLength(3);

    // Pause: the next date passes without a gift; resume schedules the next one; cancel stops it.
    const patch = (body: Record<string, unknown>, who = member) =>
      t.app.inject({ method: 'PATCH', url: `/api/payments/me/plans/${plan.id}`, payload: body, headers: who.auth });
    expect((await patch({ action: 'pause' })).json().status).toBe('paused');
    clock.set('2030-04-29T09:00:00.000Z');
    await restarted.runDue();
    expect((await mine()).gifts).toHaveLength(3);
    const resumed = (await patch({ action: 'resume' })).json();
    expect(resumed).toMatchObject({ status: 'active', nextChargeAt: '2030-05-28T15:00:00.000Z' });
    expect((await patch({ action: 'change', amount: 2000 })).json()).toMatchObject({ amountCents: 2000, feeCents: 91 });
    const stranger = await createTestUser(t.app.db);
    expect((await patch({ action: 'cancel' }, stranger)).statusCode).toBe(404);
    expect((await patch({ action: 'cancel' })).json().status).toBe('canceled');
    clock.set('2030-06-01T09:00:00.000Z');
    await restarted.runDue();
    expect((await mine()).gifts).toHaveLength(3);
    expect((await patch({ action: 'resume' })).statusCode).toBe(409);
    await restarted.stop();
  });

  it('lets a visitor see and manage their giving through the emailed link only', async () => {
    await give({ amount: 3000, frequency: 'monthly', donorInfo: { email: 'visitor@example.org', name: 'Vera Visitor' } });
    const mail = (await outbox()).find((m) => m.toAddress === 'visitor@example.org')!;
    const link = /\/donate\/manage\?token=([\w-]+)/.exec(mail.bodyText)![1]!;
    const view = await t.app.inject({ url: `/api/payments/manage?token=${link}` });
    expect(view.statusCode).toBe(200);
    expect(view.json().gifts).toHaveLength(1);
    const planId = view.json().plans[0].id;
    const paused = await t.app.inject({
      method: 'PATCH',
      url: `/api/payments/manage/plans/${planId}?token=${link}`,
      payload: { action: 'pause' },
    });
    expect(paused.json().status).toBe('paused');
    const wrong = await t.app.inject({ url: `/api/payments/manage?token=${'x'.repeat(32)}` });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().message).toBe(paymentMessages.manageLinkInvalid);
    expect((await t.app.inject({ url: '/api/payments/me' })).statusCode).toBe(401);
  });
});

describe('the station', () => {
  it('totals per fund per month, recurring donors, CSV and refunds with a ledger entry', async () => {
    const totals = (await t.app.inject({ url: '/api/admin/payments/totals?year=2030', headers: admin.auth })).json().totals as Array<{
      fundId: string;
      month: string;
      amountCents: number;
    }>;
    expect(totals.find((x) => x.fundId === 'building' && x.month === '2030-02')?.amountCents).toBe(10330);
    const recurring = (await t.app.inject({ url: '/api/admin/payments/recurring', headers: admin.auth })).json().donors;
    expect(recurring.map((d: { donorEmail: string }) => d.donorEmail)).toContain('visitor@example.org');

    const csv = await t.app.inject({ url: '/api/admin/payments/gifts.csv?fundId=missions', headers: admin.auth });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\r\n')[0]).toContain('"receipt","paid_at"');
    expect(csv.body).toContain('"ana@example.org"');

    const [gift] = await gifts('?email=ana@');
    const refund = await t.app.inject({
      method: 'POST',
      url: `/api/admin/payments/gifts/${gift!.id}/refund`,
      payload: { amount: 1000 },
      headers: admin.auth,
    });
    expect(refund.json()).toMatchObject({ refundedCents: 1000, status: 'partially_refunded' });
    const rest = await t.app.inject({ method: 'POST', url: `/api/admin/payments/gifts/${gift!.id}/refund`, headers: admin.auth });
    expect(rest.json()).toMatchObject({ refundedCents: 5000, status: 'refunded' });
    const audit = (await t.app.inject({ url: '/api/admin/audit?action=giving.refund', headers: admin.auth })).json().entries;
    // The test's clock stands still, so both lines share one time: in any order.
    expect(audit).toHaveLength(2);
    expect(audit).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          actor: { id: admin.id, name: 'pastor_james' },
          targetId: gift!.id,
          summary: expect.stringMatching(/^Refunded 40\.00 USD of gift #\d+ from /),
          before: { refundedCents: 1000, status: 'partially_refunded' },
          after: { refundedCents: 5000, status: 'refunded' },
        }),
        expect.objectContaining({ summary: expect.stringMatching(/^Refunded 10\.00 USD/), before: { refundedCents: 0, status: 'paid' } }),
      ]),
    );
    const ledger = await t.app.service('payments').ledger(gift!.id as string);
    expect(ledger.map((l) => l.amountCents).sort((x, y) => x - y)).toEqual([-4000, -1000, 5000]);
    const again = await t.app.inject({ method: 'POST', url: `/api/admin/payments/gifts/${gift!.id}/refund`, headers: admin.auth });
    expect(again.statusCode).toBe(409);
    expect((await t.app.inject({ url: '/api/admin/payments/gifts', headers: member.auth })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/admin/payments/gifts' })).statusCode).toBe(401);
  });

  it('writes a year-end statement PDF whose text lists the gifts and the right total, and mails it in January', async () => {
    const res = await t.app.inject({ url: '/api/payments/me/statement?year=2030', headers: member.auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'selah-pdf-')), 'statement.pdf');
    fs.writeFileSync(file, res.rawPayload);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toContain('Giving statement for 2030');
    expect(text).toContain('Harvest Light Radio, Inc.');
    expect(text).toContain('61-1234567');
    expect(text.match(/Building/g)).toHaveLength(3);
    expect(text).toContain('$103.30');
    expect(text).toContain('Total given in 2030: $309.90');

    const jobs = new JobScheduler({ db: t.app.db, clock, log: quiet() });
    t.app.service('payments').registerJobs(jobs);
    await t.app.service('payments').start();
    clock.set('2031-01-02T15:00:01.000Z');
    await jobs.runDue();
    const statements = (await outbox()).filter((m) => m.subject.includes('2030 giving statement'));
    expect(statements.map((m) => m.toAddress).sort()).toEqual(
      ['ana@example.org', 'fee@example.org', 'lydia@example.test', 'twice@example.org', 'visitor@example.org'].filter(
        (e) => e !== 'fee@example.org',
      ),
    );
    expect(statements.find((m) => m.toAddress === 'lydia@example.test')!.bodyText).toContain('Total: $309.90');
    await jobs.stop();
  });
});

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
