// The station comes from payments.fixtures.ts (createTestApp), so this file runs on both databases.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { paymentMessages } from '@selah/contracts/payments';
import { JobScheduler } from '../../platform/jobs/scheduler.ts';
import { createTestUser } from '../../test/fixtures.ts';
import { clock, t, admin, member, quiet, givingStation, outbox, gifts, give, checkoutGifts } from './payments.fixtures.ts';

givingStation();
beforeAll(checkoutGifts);

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
