import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpCapture } from '../../test/smtp-capture.ts';
import { createTestDatabase } from '../../test/test-db.ts';
import type { Database } from '../../db/client.ts';
import { OutboxMailer, SmtpMailer } from './mailer.ts';
import { readOutbox } from './outbox.repo.ts';

let database: Database;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startSmtpCapture();
});
afterAll(async () => {
  await smtp.close();
  await database.close();
});

describe('mailers', () => {
  it('the outbox keeps mail for the station team', async () => {
    await new OutboxMailer(database.db).send({ to: 'a@example.org', subject: 'Kept', text: 'Hello' });
    const [mail] = await readOutbox(database.db, 1);
    expect(mail).toMatchObject({ toAddress: 'a@example.org', subject: 'Kept', status: 'kept' });
  });

  it('SMTP delivers through a real server and records it as sent', async () => {
    const mailer = new SmtpMailer(database.db, smtp.url, 'Harvest Light <radio@example.org>');
    await mailer.send({ to: 'b@example.org', subject: 'Reset your password', text: 'Open this link: https://x/reset' });
    mailer.close();
    expect(smtp.received.at(-1)?.to).toBe('b@example.org');
    expect(smtp.received.at(-1)?.data).toContain('Subject: Reset your password');
    const [mail] = await readOutbox(database.db, 1);
    expect(mail).toMatchObject({ toAddress: 'b@example.org', status: 'sent' });
  });

  it('an unreachable SMTP server is recorded as failed, and the caller still succeeds', async () => {
    const mailer = new SmtpMailer(database.db, 'smtp://127.0.0.1:1', 'radio@example.org');
    await expect(mailer.send({ to: 'c@example.org', subject: 'Hi', text: 'x' })).resolves.toHaveProperty('id');
    mailer.close();
    const [mail] = await readOutbox(database.db, 1);
    expect(mail).toMatchObject({ toAddress: 'c@example.org', status: 'failed' });
    expect(mail!.error).toBeTruthy();
  });
});
