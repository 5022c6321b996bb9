// The station comes from payments.fixtures.ts (createTestApp), so this file runs on both databases.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { JobScheduler } from '../../platform/jobs/scheduler.ts';
import { createTestUser, type TestUser } from '../../test/fixtures.ts';
import { clock, t, admin, quiet, givingStation, outbox, give, gifts } from './payments.fixtures.ts';

givingStation();

let rosa: TestUser;
beforeAll(async () => {
  rosa = await createTestUser(t.app.db, { username: 'rosa', displayName: 'Rosa Díaz' });
  const saved = await t.app.inject({ method: 'PATCH', url: '/api/auth/profile', headers: rosa.auth, payload: { locale: 'es' } });
  expect(saved.statusCode, saved.body).toBe(200);
});

const pdfText = (pdf: Buffer) => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'selah-pdf-')), 'statement.pdf');
  fs.writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
};

describe('receipts and statements in the donor’s language', () => {
  it('mails a Spanish member’s receipt in Spanish, with Spanish dates; an English member’s stays English', async () => {
    clock.set('2030-03-31T15:00:00.000Z');
    expect((await give({ amount: 12550, frequency: 'monthly', fundId: 'building' }, rosa.auth)).statusCode).toBe(200);
    const english = await createTestUser(t.app.db, { username: 'eli', displayName: 'Eli Stone' });
    expect((await give({ amount: 2000 }, english.auth)).statusCode).toBe(200);

    const mails = await outbox();
    const receipt = mails.find((m) => m.toAddress === 'rosa@example.test')!;
    expect(receipt.subject).toMatch(/^\[MODO DE PRUEBA\] Su ofrenda a .+: recibo n\.º \d+$/);
    expect(receipt.bodyText).toContain('Estimado(a) Rosa Díaz:');
    expect(receipt.bodyText).toMatch(/Gracias por su ofrenda mensual a /);
    expect(receipt.bodyText).toContain('Fecha: 31 de marzo de 2030');
    expect(receipt.bodyText).toContain('Ofrenda: $125.50');
    expect(receipt.bodyText).toContain('Pagado con: Visa terminada en 4242');
    expect(receipt.bodyText).toContain('No se entregaron bienes ni servicios');
    expect(receipt.bodyText).not.toMatch(/Dear|Receipt number|Thank you|Paid with|No goods/);

    const other = mails.find((m) => m.toAddress === 'eli@example.test')!;
    expect(other.subject).toMatch(/^\[TEST MODE\] Your gift to .+: receipt #\d+$/);
    expect(other.bodyText).toContain('Dear Eli Stone,');
    expect(other.bodyText).toContain('Date: March 31, 2030');
    expect(other.bodyText).toContain('Gift: $20.00');
  });

  it('mails a donor without an account in the language of the page they gave from', async () => {
    const es = { 'accept-language': 'es-MX,es;q=0.9' };
    const paid = await give({ amount: 3000, donorInfo: { email: 'marta@example.org', name: 'Marta Gómez' } }, es);
    expect(paid.statusCode).toBe(200);
    expect((await give({ amount: 3000, donorInfo: { email: 'ned@example.org', name: 'Ned Hill' } })).statusCode).toBe(200);
    const mails = await outbox();
    const marta = mails.find((m) => m.toAddress === 'marta@example.org')!;
    expect(marta.subject).toMatch(/Su ofrenda a .+: recibo n\.º \d+$/);
    expect(marta.bodyText).toContain('Estimado(a) Marta Gómez:');
    expect(marta.bodyText).toContain('Vea y administre sus ofrendas: https://radio.example.org/donate/manage?token=');
    expect(mails.find((m) => m.toAddress === 'ned@example.org')!.bodyText).toContain('Dear Ned Hill,');
  });

  it('writes a Spanish member’s year-end statement PDF and its January mail in Spanish', async () => {
    const res = await t.app.inject({ url: '/api/payments/me/statement?year=2030', headers: rosa.auth });
    expect(res.statusCode).toBe(200);
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Constancia de ofrendas de 2030');
    expect(text).toContain('31 de marzo de 2030');
    expect(text).toContain('Total ofrendado en 2030: $');
    expect(text).toContain('No se entregaron bienes ni servicios');
    expect(text).not.toMatch(/Giving statement|Total given|Receipt /);

    const jobs = new JobScheduler({ db: t.app.db, clock, log: quiet() });
    t.app.service('payments').registerJobs(jobs);
    await t.app.service('payments').start();
    clock.set('2031-01-02T15:00:01.000Z');
    await jobs.runDue();
    await jobs.stop();
    const mails = await outbox();
    const statement = mails.find((m) => m.toAddress === 'rosa@example.test' && m.subject.includes('constancia'))!;
    expect(statement.subject).toMatch(/Su constancia de ofrendas 2030 de /);
    expect(statement.bodyText).toContain('Ofrendas: 1');
    expect(statement.bodyText).toContain('Descargue su constancia (PDF): https://radio.example.org/profile');
    expect(mails.find((m) => m.toAddress === 'marta@example.org' && m.subject.includes('constancia'))).toBeTruthy();
    const english = mails.find((m) => m.toAddress === 'eli@example.test' && m.subject.includes('statement'))!;
    expect(english.subject).toMatch(/Your 2030 giving statement from /);
  });

  it('shows the console’s audit log in the reader’s language, names as written', async () => {
    const [gift] = await gifts('?email=ned@');
    const refund = await t.app.inject({ method: 'POST', url: `/api/admin/payments/gifts/${gift!.id}/refund`, headers: admin.auth });
    expect(refund.statusCode, refund.body).toBe(200);
    const read = async (headers: Record<string, string>) =>
      (await t.app.inject({ url: '/api/admin/audit?action=giving.refund', headers: { ...admin.auth, ...headers } })).json<{
        entries: Array<{ summary: string }>;
      }>().entries[0]!.summary;
    expect(await read({})).toMatch(/^Refunded 30\.00 USD of gift #\d+ from Ned Hill$/);
    expect(await read({ 'accept-language': 'es' })).toMatch(/^Reembolsó 30\.00 USD de la ofrenda n\.º \d+ de Ned Hill$/);
  });
});
