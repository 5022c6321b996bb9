import WebSocket from 'ws';
import { afterAll, beforeAll, expect } from 'vitest';
import { fixedClock, type TestClock } from '../../platform/time/clock.ts';
import { JobScheduler } from '../../platform/jobs/scheduler.ts';
import { createTestUser, type TestUser } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
// Each file's own, made in its beforeAll.
export let clock: TestClock;
export let t: TestApp;
export let admin: TestUser, host: TestUser, member: TestUser;
export let jobs: JobScheduler;
export const quiet = () => ({ info() {}, warn() {}, error() {} });
export const token = (outcome: string) => `tok_test_${outcome}_${Math.random().toString(36).slice(2, 14).padEnd(12, 'x')}`;

/** A browser's socket on /ws/giving: what the station pushed to it. */
export const pushed: Array<{ type: string; drive?: { raisedCents: number; totalCents: number; goalReached: boolean } | null }> = [];
export let ws: WebSocket;
export type Pushed = (typeof pushed)[number];
/** The first message pushed (or to come) that matches: a test waits for the socket, never for time. */
export const pushedSoon = (match: (m: Pushed) => boolean) =>
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

/** A station on a hand-moved clock with its giving jobs and a browser's socket on /ws/giving (made before the file's tests, closed after). */
export function givingDriveStation() {
  beforeAll(async () => {
    pushed.length = 0;
    clock = fixedClock('2030-05-01T15:00:00.000Z');
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
}

export async function give(body: Record<string, unknown>, outcome = 'success', last4 = '4242') {
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
export const gifts = async (email: string) =>
  (await t.app.inject({ url: `/api/admin/payments/gifts?email=${email}`, headers: admin.auth })).json().gifts as Array<{
    status: string;
    frequency: string;
    planId: string | null;
    paymentMethod: string;
  }>;
export const drive = async () => (await t.app.inject({ url: '/api/fund-drives/current' })).json();
export const outbox = async (to: string) =>
  (
    (await t.app.inject({ url: '/api/admin/outbox?limit=200', headers: admin.auth })).json() as Array<{
      toAddress: string;
      subject: string;
      bodyText: string;
    }>
  ).filter((m) => m.toAddress === to);
export const runAt = async (iso: string) => {
  clock.set(iso);
  await jobs.runDue();
};
