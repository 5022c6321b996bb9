// Issue 30 on the test processor: every frequency, bank (ACH) gifts, matching, live progress and thanks on air.
// The station comes from giving.fixtures.ts (createTestApp), so this file runs on both databases.
import { describe, expect, it } from 'vitest';
import { fundDriveMessages, paymentMessages } from '@selah/contracts/payments';
import { clock, t, admin, jobs, pushed, pushedSoon, givingDriveStation, give, gifts, drive, outbox, runAt } from './giving.fixtures.ts';

givingDriveStation();

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
