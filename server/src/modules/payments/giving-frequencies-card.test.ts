// Issue 30 on the test processor: every frequency, bank (ACH) gifts, matching, live progress and thanks on air.
// The station comes from giving.fixtures.ts (createTestApp), so this file runs on both databases.
import { describe, expect, it } from 'vitest';
import { paymentMessages } from '@selah/contracts/payments';
import { nextCharge } from './index.ts';
import { clock, t, jobs, pushedSoon, givingDriveStation, give, gifts, outbox, runAt, host, member } from './giving.fixtures.ts';

givingDriveStation();

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
