import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpCapture } from '../../test/smtp-capture.ts';
import { createTestDatabase } from '../../test/test-db.ts';
import type { Database } from '../../db/client.ts';
import { MemoryBus } from '../bus/memory-bus.ts';
import { secretBox } from '../settings/secret-box.ts';
import { createSettings } from '../settings/settings.ts';
import { fixedClock } from '../time/clock.ts';
import { StationMailer } from './mailer.ts';
import { readOutbox } from './outbox.repo.ts';

/** The station's mailer with only SMTP_URL (or nothing) set, on a clock that says when. */
const mailerWith = (smtpUrl: string | undefined, at = new Date('2026-11-26T18:00:00Z')) =>
  new StationMailer(
    database.db,
    { smtpUrl, mailFrom: 'Harvest Light <radio@example.org>' },
    createSettings({ db: database.db, box: secretBox(crypto.randomBytes(32)), bus: new MemoryBus() }),
    fixedClock(at),
  );

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
    const mailer = mailerWith(undefined);
    await mailer.send({ to: 'a@example.org', subject: 'Kept', text: 'Hello' });
    const [mail] = await readOutbox(database.db, 1);
    expect(mail).toMatchObject({ toAddress: 'a@example.org', subject: 'Kept', status: 'kept' });
    expect(await mailer.status()).toMatchObject({ configured: false, delivering: false, waiting: 1 });
  });

  it('SMTP delivers through a real server and records it as sent', async () => {
    const mailer = mailerWith(smtp.url);
    await mailer.send({ to: 'b@example.org', subject: 'Reset your password', text: 'Open this link: https://x/reset' });
    await mailer.close();
    expect(smtp.received.at(-1)?.to).toBe('b@example.org');
    expect(smtp.received.at(-1)?.data).toContain('Subject: Reset your password');
    const [mail] = await readOutbox(database.db, 1);
    expect(mail).toMatchObject({ toAddress: 'b@example.org', status: 'sent' });
    // Sent when the station's clock says.
    expect(mail!.sentAt!.toISOString()).toBe('2026-11-26T18:00:00.000Z');
  });

  it('an unreachable SMTP server is recorded as failed, and the caller still succeeds', async () => {
    const mailer = mailerWith('smtp://127.0.0.1:1');
    await expect(mailer.send({ to: 'c@example.org', subject: 'Hi', text: 'x' })).resolves.toHaveProperty('id');
    await mailer.close();
    const [mail] = await readOutbox(database.db, 1);
    expect(mail).toMatchObject({ toAddress: 'c@example.org', status: 'failed' });
    expect(mail!.error).toBeTruthy();
    expect(await mailer.status()).toMatchObject({ configured: true, delivering: false, lastError: mail!.error });
  });
});
