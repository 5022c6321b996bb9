import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages } from '@selah/contracts/accounts';
import { deliveryMessages } from '@selah/contracts/admin-delivery';
import { readOutbox } from '../../platform/mailer/outbox.repo.ts';
import { createTestUser, type TestUser } from '../../test/fixtures.ts';
import { startSmtpCapture } from '../../test/smtp-capture.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const PASSWORD = 'correct-horse-battery-staple-7f3a';
const WRONG = 'wrong-password-d41d8cd98f00';

let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let t: TestApp;
let admin: TestUser;
const log: string[] = [];

beforeAll(async () => {
  smtp = await startSmtpCapture({ login: { user: 'radio@example.org', password: PASSWORD } });
  t = await createTestApp({}, { logStream: { write: (line: string) => void log.push(line) } });
  admin = await createTestUser(t.app.db, { role: 'admin' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: admin.auth, ...(payload ? { payload } : {}) });
const checklist = async () =>
  (await call('GET', '/api/admin/checklist')).json<{ items: Array<{ id: string; title: string; href: string }> }>().items;
const settings = (password?: string) => ({
  host: '127.0.0.1',
  port: smtp.port,
  secure: false,
  user: 'radio@example.org',
  ...(password !== undefined ? { password } : {}),
  from: 'Harvest Light <radio@example.org>',
});

describe('outgoing mail in the console', () => {
  it('starts with no server: mail waits in the outbox and the checklist says how much', async () => {
    await t.app.mailer.send({ to: 'waiting@example.org', subject: 'Kept', text: 'x' });
    const res = await call('GET', '/api/admin/mail');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      host: '',
      passwordSet: false,
      fromEnvironment: [],
      status: { configured: false, delivering: false },
    });
    const item = (await checklist()).find((i) => i.id === 'mail');
    expect(item).toMatchObject({ href: '/admin/delivery#mail' });
    expect(item!.title).toMatch(/^Mail is not being delivered — \d+ messages? waits? in the outbox$/);
    // Password resets do not say "check your inbox" when no mail leaves: they say whom to ask.
    const reset = await t.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email: 'nobody@example.org' } });
    expect(reset.statusCode).toBe(202);
    expect(reset.json()).toEqual({ message: accountMessages.resetNoMail('hello@harvestlight.example') });
    expect(reset.body).not.toMatch(/we have sent/);
    // A test email without a server is a sentence, not a 500.
    const test = await call('POST', '/api/admin/mail/test', { to: 'me@example.org' });
    expect(test.statusCode).toBe(409);
    expect(test.json()).toMatchObject({ message: deliveryMessages.mailNotConfigured });
  });

  it('refuses bad input with sentences', async () => {
    const cases: Array<[object, string]> = [
      [{ ...settings(), host: '  ' }, deliveryMessages.hostBlank],
      [{ ...settings(), host: 'smtp://mail.example.org' }, deliveryMessages.hostInvalid],
      [{ ...settings(), port: 70000 }, deliveryMessages.portInvalid],
      [{ ...settings(), from: 'not an address' }, deliveryMessages.fromInvalid],
    ];
    for (const [body, message] of cases) {
      const res = await call('PUT', '/api/admin/mail', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json<{ message: string }>().message).toBe(message);
    }
    const to = await call('POST', '/api/admin/mail/test', { to: 'nobody' });
    expect(to.statusCode).toBe(400);
    expect(to.json()).toMatchObject({ message: deliveryMessages.toInvalid });
  });

  it('a server that refuses the login: the test email says so with the server’s answer, and mail is not delivering', async () => {
    const saved = await call('PUT', '/api/admin/mail', settings(WRONG));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ host: '127.0.0.1', port: smtp.port, user: 'radio@example.org', passwordSet: true });
    const test = await call('POST', '/api/admin/mail/test', { to: 'me@example.org' });
    expect(test.statusCode).toBe(400);
    const { message } = test.json<{ message: string }>();
    expect(message).toMatch(/^The mail server refused the login: .*535/);
    expect(smtp.logins).toContain('radio@example.org');
    const view = (await call('GET', '/api/admin/mail')).json<{ status: { configured: boolean; delivering: boolean; lastError: string } }>();
    expect(view.status).toMatchObject({ configured: true, delivering: false });
    expect(view.status.lastError).toMatch(/535/);
    expect((await checklist()).find((i) => i.id === 'mail')?.title).toMatch(/Mail is not being delivered/);
  });

  it('the right password: the test email arrives, and the station’s mail is delivered at once (no restart)', async () => {
    // The password is sent only when typed: the host changes, the stored password stays until replaced.
    expect((await call('PUT', '/api/admin/mail', settings())).json()).toMatchObject({ passwordSet: true });
    expect((await call('PUT', '/api/admin/mail', settings(PASSWORD))).statusCode).toBe(200);
    const test = await call('POST', '/api/admin/mail/test', { to: 'me@example.org' });
    expect(test.statusCode, test.body).toBe(200);
    expect(test.json<{ message: string }>().message).toMatch(/^The mail server accepted the test email for me@example.org \(250/);
    expect(smtp.received.at(-1)).toMatchObject({ to: 'me@example.org' });
    expect(smtp.received.at(-1)!.data).toContain('From: Harvest Light <radio@example.org>');

    await t.app.mailer.send({ to: 'listener@example.org', subject: 'Hello', text: 'Delivered' });
    expect(smtp.received.at(-1)).toMatchObject({ to: 'listener@example.org' });
    const [last] = await readOutbox(t.app.db, 1);
    expect(last).toMatchObject({ toAddress: 'listener@example.org', status: 'sent' });
    expect((await call('GET', '/api/admin/mail')).json()).toMatchObject({ status: { configured: true, delivering: true } });
    expect((await checklist()).find((i) => i.id === 'mail')).toBeUndefined();
    const reset = await t.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email: 'nobody@example.org' } });
    expect(reset.json()).toEqual({ message: accountMessages.resetSent });
  });

  it('a From without a name of its own goes out under the station’s name', async () => {
    await call('PUT', '/api/admin/mail', { ...settings(PASSWORD), from: 'radio@example.org' });
    await t.app.mailer.send({ to: 'listener@example.org', subject: 'Hello', text: 'Signed' });
    const station = (await t.app.inject({ url: '/api/station' })).json<{ name: string }>();
    expect(smtp.received.at(-1)!.data).toContain(`From: ${station.name} <radio@example.org>`);
    await call('PUT', '/api/admin/mail', settings(PASSWORD));
  });

  it('an unreachable server is a clear 502, never a 500', async () => {
    await call('PUT', '/api/admin/mail', { ...settings(), port: 1 });
    const test = await call('POST', '/api/admin/mail/test', { to: 'me@example.org' });
    expect(test.statusCode).toBe(502);
    expect(test.json<{ message: string }>().message).toMatch(/^Could not reach the mail server at 127\.0\.0\.1:1: /);
    await call('PUT', '/api/admin/mail', settings());
  });

  it('each change is audited, and no answer and no log line holds the password', async () => {
    const audit = (await call('GET', '/api/admin/audit?action=delivery.mail')).json<{ entries: Array<{ action: string }> }>();
    expect(audit.entries.map((e) => e.action)).toEqual(expect.arrayContaining(['delivery.mail.set', 'delivery.mail.test']));
    const all = [
      (await call('GET', '/api/admin/mail')).body,
      (await call('PUT', '/api/admin/mail', settings())).body,
      JSON.stringify(audit),
      log.join('\n'),
    ].join('\n');
    expect(log.length).toBeGreaterThan(0);
    expect(all).not.toContain(PASSWORD);
    expect(all).not.toContain(WRONG);
  });

  it('clearing the server keeps mail in the outbox again', async () => {
    expect((await call('DELETE', '/api/admin/mail')).json()).toMatchObject({ host: '', status: { configured: false } });
  });
});

describe('SMTP_URL and MAIL_FROM win', () => {
  let e: TestApp;
  let boss: TestUser;
  beforeAll(async () => {
    e = await createTestApp({ smtpUrl: `smtp://radio%40example.org:${PASSWORD}@127.0.0.1:${smtp.port}` });
    boss = await createTestUser(e.app.db, { role: 'admin' });
  });
  afterAll(() => e.close());

  it('shows the environment’s server read-only (never its password), and the console sets only the From address', async () => {
    const res = await e.app.inject({ url: '/api/admin/mail', headers: boss.auth });
    expect(res.json()).toMatchObject({
      host: '127.0.0.1',
      port: smtp.port,
      user: 'radio@example.org',
      passwordSet: true,
      fromEnvironment: ['host', 'port', 'secure', 'user', 'password'],
      status: { configured: true },
    });
    expect(res.body).not.toContain(PASSWORD);
    const saved = await e.app.inject({
      method: 'PUT',
      url: '/api/admin/mail',
      headers: boss.auth,
      payload: { host: 'elsewhere.example.org', port: 25, from: 'Grace Chapel <office@example.org>' },
    });
    expect(saved.json()).toMatchObject({ host: '127.0.0.1', from: 'Grace Chapel <office@example.org>' });
    const test = await e.app.inject({
      method: 'POST',
      url: '/api/admin/mail/test',
      headers: boss.auth,
      payload: { to: 'env@example.org' },
    });
    expect(test.statusCode, test.body).toBe(200);
    expect(smtp.received.at(-1)!.data).toContain('From: Grace Chapel <office@example.org>');
  });
});
