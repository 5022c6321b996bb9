import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { createTestDatabase } from '../../test/test-db.ts';
import type { Database } from '../../db/client.ts';
import { OutboxMailer, SmtpMailer } from './mailer.ts';
import { readOutbox } from './outbox.repo.ts';

let database: Database;
let smtp: SMTPServer;
let port: number;
const received: Array<{ to: string; data: string }> = [];

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (c: Buffer) => (data += c.toString()));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), data });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  port = (smtp.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await database.close();
});

describe('mailers', () => {
  it('the outbox keeps mail for the station team', async () => {
    await new OutboxMailer(database.db).send({ to: 'a@example.org', subject: 'Kept', text: 'Hello' });
    const [mail] = await readOutbox(database.db, 1);
    expect(mail).toMatchObject({ toAddress: 'a@example.org', subject: 'Kept', status: 'kept' });
  });

  it('SMTP delivers through a real server and records it as sent', async () => {
    const mailer = new SmtpMailer(database.db, `smtp://127.0.0.1:${port}`, 'Harvest Light <radio@example.org>');
    await mailer.send({ to: 'b@example.org', subject: 'Reset your password', text: 'Open this link: https://x/reset' });
    mailer.close();
    expect(received.at(-1)?.to).toBe('b@example.org');
    expect(received.at(-1)?.data).toContain('Subject: Reset your password');
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
