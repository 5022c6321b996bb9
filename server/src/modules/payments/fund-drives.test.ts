import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundDriveMessages } from '@selah/contracts/payments';
import { fixedClock } from '../../platform/time/clock.ts';
import { createTestUser, type TestUser } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const clock = fixedClock('2030-03-01T12:00:00.000Z');
let t: TestApp;
let admin: TestUser, broadcaster: TestUser, member: TestUser;

beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://radio.example.org' }, { clock });
  admin = await createTestUser(t.app.db, { role: 'admin', username: 'pastor_james' });
  broadcaster = await createTestUser(t.app.db, { role: 'broadcaster', username: 'dj_anna' });
  member = await createTestUser(t.app.db, { username: 'lydia' });
});
afterAll(() => t.close());

const token = () => `tok_test_success_${Math.random().toString(36).slice(2, 14).padEnd(12, 'x')}`;
async function give(amount: number): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/payments/intent',
    payload: { amount, currency: 'usd', donorInfo: { email: 'giver@example.org', name: 'A Giver' } },
  });
  expect(res.statusCode, res.body).toBe(200);
  const done = await t.app.inject({
    method: 'POST',
    url: `/api/payments/intent/${res.json().id}/confirm`,
    payload: { token: token(), brand: 'Visa', last4: '4242' },
    // The checkout's cookie, as the donor's browser keeps it (only that browser may confirm).
    headers: { cookie: String(res.headers['set-cookie']).split(';')[0]! },
  });
  expect(done.statusCode, done.body).toBe(200);
  const list = await t.app.inject({ url: '/api/admin/payments/gifts?email=giver@', headers: admin.auth });
  return (list.json() as { gifts: Array<{ id: string }> }).gifts[0]!.id;
}
const createDrive = (body: Record<string, unknown>, user = admin) =>
  t.app.inject({ method: 'POST', url: '/api/admin/fund-drives', headers: user.auth, payload: body });
const current = async () => {
  const res = await t.app.inject({ url: '/api/fund-drives/current' });
  expect(res.statusCode).toBe(200);
  return res.json() as { id: string; raisedCents: number; goalCents: number } | null;
};

describe('fund drives', () => {
  it('answers null while no drive is on', async () => {
    expect(await current()).toBeNull();
  });

  it('is created by admins only, ends after it starts, and every refusal says why', async () => {
    const bad = await createDrive({
      title: 'Spring Drive',
      goalCents: 500000,
      startsAt: '2030-03-10T00:00:00Z',
      endsAt: '2030-03-05T00:00:00Z',
    });
    expect([bad.statusCode, bad.json().message]).toEqual([400, fundDriveMessages.badTimes]);
    const goal = await createDrive({
      title: 'Spring Drive',
      goalCents: 5,
      startsAt: '2030-03-01T00:00:00Z',
      endsAt: '2030-03-05T00:00:00Z',
    });
    expect([goal.statusCode, goal.json().message]).toEqual([400, fundDriveMessages.badGoal]);
    const body = { title: 'Spring Drive', goalCents: 500000, startsAt: '2030-03-01T00:00:00Z', endsAt: '2030-03-31T00:00:00Z' };
    expect((await createDrive(body, member)).statusCode).toBe(403);
    expect((await createDrive(body, broadcaster)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/fund-drives', payload: body })).statusCode).toBe(401);
  });

  it('counts the gifts paid in its window, less refunds', async () => {
    // A gift before the drive does not count.
    clock.set('2030-02-20T12:00:00.000Z');
    await give(9900);
    clock.set('2030-03-01T12:00:00.000Z');
    const res = await createDrive({
      title: 'Spring Drive',
      goalCents: 500000,
      startsAt: '2030-03-01T00:00:00Z',
      endsAt: '2030-03-31T00:00:00Z',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ title: 'Spring Drive', goalCents: 500000, raisedCents: 0 });
    const first = await give(5000);
    await give(2500);
    expect(await current()).toMatchObject({ id: res.json().id, goalCents: 500000, raisedCents: 7500 });
    const refund = await t.app.inject({
      method: 'POST',
      url: `/api/admin/payments/gifts/${first}/refund`,
      payload: { amount: 1000 },
      headers: admin.auth,
    });
    expect(refund.statusCode, refund.body).toBe(200);
    expect((await current())?.raisedCents).toBe(6500);
    const audit = (await t.app.inject({ url: '/api/admin/audit?action=giving.drive', headers: admin.auth })).json().entries;
    expect(audit.map((e: { summary: string }) => e.summary)).toContain('Started the fund drive “Spring Drive”');

    // Once it ended, there is none on.
    clock.set('2030-03-31T00:00:00.000Z');
    expect(await current()).toBeNull();
  });
});
