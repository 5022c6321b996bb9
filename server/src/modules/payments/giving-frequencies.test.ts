import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundDriveMessages, paymentMessages } from '@selah/contracts/payments';
import { fixedClock } from '../../platform/time/clock.ts';
import { JobScheduler } from '../../platform/jobs/scheduler.ts';
import { createTestUser, type TestUser } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { nextCharge } from './index.ts';

/** Issue 30 on the test processor: every frequency, bank (ACH) gifts, matching, live progress and thanks on air. */
const clock = fixedClock('2030-05-01T15:00:00.000Z');
let t: TestApp;
let admin: TestUser, host: TestUser, member: TestUser;
let jobs: JobScheduler;
const quiet = () => ({ info() {}, warn() {}, error() {} });
const token = (outcome: string) => `tok_test_${outcome}_${Math.random().toString(36).slice(2, 14).padEnd(12, 'x')}`;

/** A browser's socket on /ws/giving: what the station pushed to it. */
const pushed: Array<{ type: string; drive?: { raisedCents: number; totalCents: number; goalReached: boolean } | null }> = [];
let ws: WebSocket;
type Pushed = (typeof pushed)[number];
/** The first message pushed (or to come) that matches: a test waits for the socket, never for time. */
const pushedSoon = (match: (m: Pushed) => boolean) =>
  new Promise<Pushed>((resolve) => {
    const found = pushed.find(match);
    if (found) return resolve(found);
    const check = () => {
      const m = pushed.find(match);
      if (m) {
        ws.off('message', check);
        resolve(m);
      }
    };
    ws.on('message', check);
  });

beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://radio.example.org' }, { clock });
  admin = await createTestUser(t.app.db, { role: 'admin', username: 'pastor_june' });
  host = await createTestUser(t.app.db, { role: 'broadcaster', username: 'dj_micah' });
  member = await createTestUser(t.app.db, { username: 'priscilla' });
  jobs = new JobScheduler({ db: t.app.db, clock, log: quiet() });
  t.app.service('payments').registerJobs(jobs);
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  ws = new WebSocket(`${address.replace('http', 'ws')}/ws/giving`);
  // The socket answers the drive on now as soon as it opens.
  await new Promise<void>((resolve) =>
    ws.on('message', (data) => {
      pushed.push(JSON.parse(String(data)));
      resolve();
    }),
  );
  expect(pushed[0]).toEqual({ type: 'fund_drive', drive: null });
});
afterAll(async () => {
  ws.close();
  await jobs.stop();
  await t.close();
});

async function give(body: Record<string, unknown>, outcome = 'success', last4 = '4242') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/payments/intent',
    payload: { amount: 5000, currency: 'usd', donorInfo: { email: 'ann@example.org', name: 'Ann Giver' }, ...body },
  });
  expect(res.statusCode, res.body).toBe(200);
  const cookie = String(res.headers['set-cookie']).split(';')[0]!;
  const brand = outcome.startsWith('bank') ? 'Bank account' : 'Visa';
  return t.app.inject({
    method: 'POST',
    url: `/api/payments/intent/${res.json().id}/confirm`,
    payload: { token: token(outcome), brand, last4 },
    headers: { cookie },
  });
}
const gifts = async (email: string) =>
  (await t.app.inject({ url: `/api/admin/payments/gifts?email=${email}`, headers: admin.auth })).json().gifts as Array<{
    status: string;
    frequency: string;
    planId: string | null;
    paymentMethod: string;
  }>;
const drive = async () => (await t.app.inject({ url: '/api/fund-drives/current' })).json();
const outbox = async (to: string) =>
  (
    (await t.app.inject({ url: '/api/admin/outbox?limit=200', headers: admin.auth })).json() as Array<{
      toAddress: string;
      subject: string;
      bodyText: string;
    }>
  ).filter((m) => m.toAddress === to);
const runAt = async (iso: string) => {
  clock.set(iso);
  await jobs.runDue();
};

describe('frequencies', () => {
  it('offers one-time, weekly, every two weeks, monthly and yearly, by card or bank account', async () => {
    const config = (await t.app.inject({ url: '/api/payments/config' })).json();
    expect(config.frequencies).toEqual(['once', 'weekly', 'biweekly', 'monthly', 'yearly']);
    expect(config.paymentMethods).toEqual(['card', 'bank']);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/payments/intent',
      payload: { amount: 5000, frequency: 'daily', donorInfo: { email: 'a@example.org' } },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('works out each next date: 7 and 14 days, a month (Jan 31 → Feb 28), a year (Feb 29 → Feb 28)', () => {
    const d = new Date('2032-01-31T15:00:00Z');
    expect(nextCharge(d, 'weekly').toISOString()).toBe('2032-02-07T15:00:00.000Z');
    expect(nextCharge(d, 'biweekly').toISOString()).toBe('2032-02-14T15:00:00.000Z');
    expect(nextCharge(d, 'monthly').toISOString()).toBe('2032-02-29T15:00:00.000Z');
    expect(nextCharge(new Date('2032-02-29T15:00:00Z'), 'yearly').toISOString()).toBe('2033-02-28T15:00:00.000Z');
  });

  it.each([
    ['weekly', '2030-05-08T15:00:00.000Z', '2030-05-15T15:00:00.000Z'],
    ['biweekly', '2030-05-15T15:00:00.000Z', '2030-05-29T15:00:00.000Z'],
    ['monthly', '2030-06-01T15:00:00.000Z', '2030-07-01T15:00:00.000Z'],
    ['yearly', '2031-05-01T15:00:00.000Z', '2032-05-01T15:00:00.000Z'],
  ])('a %s gift makes a %s plan that renews on %s, once, and then on %s', async (frequency, due, after) => {
    clock.set('2030-05-01T15:00:00.000Z');
    const email = `${frequency}@example.org`;
    const res = await give({ frequency, donorInfo: { email, name: 'Regular Giver' } });
    expect(res.statusCode, res.body).toBe(200);
    const manage = /\/donate\/manage\?token=([\w-]+)/.exec((await outbox(email))[0]!.bodyText)![1]!;
    const view = async () => (await t.app.inject({ url: `/api/payments/manage?token=${manage}` })).json();
    expect((await view()).plans[0]).toMatchObject({ frequency, status: 'active', nextChargeAt: due });
    // A minute early: nothing. On the date: one renewal, however often the jobs run.
    await runAt(new Date(Date.parse(due) - 60_000).toISOString());
    expect(await gifts(email)).toHaveLength(1);
    await runAt(new Date(Date.parse(due) + 1000).toISOString());
    await jobs.runDue();
    const all = await gifts(email);
    expect(all).toHaveLength(2);
    expect(all.every((g) => g.frequency === frequency && g.status === 'paid')).toBe(true);
    const plan = (await view()).plans[0];
    expect(plan.nextChargeAt).toBe(after);
    // Canceled, so it gives nothing in the drive below.
    const cancel = await t.app.inject({
      method: 'PATCH',
      url: `/api/payments/manage/plans/${plan.id}?token=${manage}`,
      payload: { action: 'cancel' },
    });
    expect(cancel.json().status).toBe('canceled');
  });
});

describe('a US bank account (ACH) on the test processor', () => {
  it('sets up the drive (with a 1:1 match up to $20) and refuses a bad match', async () => {
    clock.set('2030-06-01T12:00:00.000Z');
    clock.set('2030-06-02T06:00:00.000Z');
    const body = { title: 'New transmitter', goalCents: 10000, startsAt: '2030-06-02T00:00:00Z', endsAt: '2030-07-01T00:00:00Z' };
    const create = (extra: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/api/admin/fund-drives', headers: admin.auth, payload: { ...body, ...extra } });
    for (const matchCents of [-500, 0, 12.5, 20000]) {
      const bad = await create({ matchCents });
      expect([bad.statusCode, bad.json().message]).toEqual([400, fundDriveMessages.badMatch]);
    }
    const res = await create({ matchCents: 2000 });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ raisedCents: 0, matchCents: 2000, matchedCents: 0, totalCents: 0, goalReached: false });
    const missing = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/fund-drives/00000000-0000-4000-8000-000000000000/match',
      headers: admin.auth,
      payload: { matchCents: 1000 },
    });
    expect([missing.statusCode, missing.json().message]).toEqual([404, fundDriveMessages.driveNotFound]);
  });

  it('keeps a bank gift processing (not counted) until it clears 4 days later, then counts it once', async () => {
    clock.set('2030-06-02T12:00:00.000Z');
    pushed.length = 0;
    const res = await give(
      { amount: 1500, paymentMethod: 'bank', donorInfo: { email: 'bank-ok@example.org', name: 'Bo Bank' } },
      'banksettles',
      '6789',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'processing', paymentMethod: 'bank' });
    expect(await drive()).toMatchObject({ raisedCents: 0, totalCents: 0 });
    expect(await outbox('bank-ok@example.org')).toEqual([]);
    await runAt('2030-06-06T11:59:00.000Z');
    expect((await gifts('bank-ok@'))[0]!.status).toBe('processing');
    await runAt('2030-06-06T12:00:01.000Z');
    await jobs.runDue();
    expect((await gifts('bank-ok@'))[0]!.status).toBe('paid');
    // Matched 1:1 (raised 15, matched 15).
    expect(await drive()).toMatchObject({ raisedCents: 1500, matchedCents: 1500, totalCents: 3000 });
    expect((await outbox('bank-ok@example.org')).filter((m) => m.subject.includes('receipt'))).toHaveLength(1);
    expect((await pushedSoon((m) => m.drive?.totalCents === 3000)).drive).toMatchObject({ raisedCents: 1500 });
  });

  it('marks a bank gift failed when the bank returns it days later, counts nothing and tells the donor', async () => {
    clock.set('2030-06-03T12:00:00.000Z');
    const before = await drive();
    const res = await give(
      { amount: 2500, paymentMethod: 'bank', donorInfo: { email: 'bank-no@example.org', name: 'Nell' } },
      'bankreturns',
      '2227',
    );
    expect(res.json().status).toBe('processing');
    await runAt('2030-06-07T12:00:01.000Z');
    await jobs.runDue();
    expect((await gifts('bank-no@'))[0]).toMatchObject({ status: 'failed', paymentMethod: 'bank' });
    expect((await drive()).raisedCents).toBe(before.raisedCents);
    const mails = await outbox('bank-no@example.org');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('did not go through');
    expect(mails[0]!.bodyText).toContain('$25.00');
    expect(mails[0]!.bodyText).toContain(paymentMessages.bankReturned);
    expect(mails[0]!.bodyText).not.toContain('receipt');
  });

  it('refuses a card token for a bank checkout (and the other way round)', async () => {
    const res = await give({ paymentMethod: 'bank' }, 'success');
    expect([res.statusCode, res.json().message]).toEqual([400, paymentMessages.badToken]);
    const other = await give({}, 'banksettles', '6789');
    expect(other.statusCode).toBe(400);
  });

  it('never goes over the match cap, and says when the goal is reached', async () => {
    clock.set('2030-06-10T12:00:00.000Z');
    expect((await give({ amount: 4000 })).statusCode).toBe(200);
    // Raised 55: matched only 20 (the cap): 75 of 100.
    expect(await drive()).toMatchObject({ raisedCents: 5500, matchedCents: 2000, totalCents: 7500, goalReached: false });
    expect((await give({ amount: 2500 })).statusCode).toBe(200);
    expect(await drive()).toMatchObject({ raisedCents: 8000, matchedCents: 2000, totalCents: 10000, goalReached: true });
    expect((await pushedSoon((m) => m.drive?.goalReached === true)).drive).toMatchObject({ totalCents: 10000 });
  });
});

describe('thanks on air', () => {
  it('shows the host only the gifts whose donors allowed it, by the name they gave, and marks them thanked', async () => {
    clock.set('2030-06-11T12:00:00.000Z');
    const noName = await t.app.inject({
      method: 'POST',
      url: '/api/payments/intent',
      payload: { amount: 5000, thankOnAir: true, onAirName: '  ', donorInfo: { email: 'x@example.org' } },
    });
    expect([noName.statusCode, noName.json().message]).toEqual([400, paymentMessages.onAirNameRequired]);
    await give({
      amount: 3000,
      thankOnAir: true,
      onAirName: 'Ruth',
      onAirAmount: true,
      donorInfo: { email: 'ruth@example.org', name: 'Ruth Boaz' },
    });
    await give({ amount: 7000, thankOnAir: true, onAirName: 'Naomi', donorInfo: { email: 'naomi@example.org', name: 'Naomi Elimelech' } });
    await give({ amount: 9000, donorInfo: { email: 'quiet@example.org', name: 'Quiet Anonymous Donor' } });
    // onAirName without the checkbox is not consent.
    await give({ amount: 9100, onAirName: 'Sneaky', donorInfo: { email: 'q2@example.org', name: 'Also Quiet' } });

    const list = (who = host) => t.app.inject({ url: '/api/studio/thanks', headers: who.auth });
    expect((await t.app.inject({ url: '/api/studio/thanks' })).statusCode).toBe(401);
    expect((await list(member)).statusCode).toBe(403);
    const res = await list();
    expect(res.statusCode).toBe(200);
    const thanks = res.json().thanks as Array<{ id: string; name: string; amountCents: number | null; thankedAt: string | null }>;
    expect(thanks.map((x) => [x.name, x.amountCents])).toEqual([
      ['Naomi', null],
      ['Ruth', 3000],
    ]);
    expect(res.body).not.toMatch(/Quiet|Sneaky|Boaz|Elimelech|@example/);

    const mark = (id: string, who = host) => t.app.inject({ method: 'POST', url: `/api/studio/thanks/${id}/thanked`, headers: who.auth });
    expect((await mark(thanks[0]!.id, member)).statusCode).toBe(403);
    expect((await mark(thanks[0]!.id)).statusCode).toBe(204);
    expect((await mark('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const after = (await list()).json().thanks as typeof thanks;
    expect(after.map((x) => [x.name, x.thankedAt !== null])).toEqual([
      ['Ruth', false],
      ['Naomi', true],
    ]);
    expect((await pushedSoon((m) => m.type === 'gifts_changed')).type).toBe('gifts_changed');
  });
});
