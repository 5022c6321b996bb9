// The station comes from accounts.fixtures.ts (createTestApp), so this file runs on both databases.
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { publicAddressPart } from '../../platform/public-address.ts';
import { t, accountsStation, freshIp, signupBody, signup, login, accounts, bearer } from './accounts.fixtures.ts';

accountsStation();

describe('password reset', () => {
  const outboxLinkFor = async (email: string) => {
    await accounts().createAdmin('outbox_reader', { password: 'outbox-reader-pw' });
    const { token } = (await login('outbox_reader', 'outbox-reader-pw')).json();
    const mails = (await t.app.inject({ url: '/api/admin/outbox', headers: bearer(token) })).json();
    const mail = mails.find((m: { toAddress: string }) => m.toAddress === email);
    return mail ? (/token=([\w-]+)/.exec(mail.bodyText)?.[1] ?? null) : null;
  };

  it('always answers 202 and mails a single-use link only to a real account', async () => {
    const first = (await signup(signupBody('Hannah'))).json();
    const known = await t.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email: 'HANNAH@example.org' } });
    const unknown = await t.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email: 'ghost@example.org' } });
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.json()).toEqual(unknown.json());
    expect(await outboxLinkFor('ghost@example.org')).toBeNull();
    const resetToken = await outboxLinkFor('hannah@example.org');
    expect(resetToken).toBeTruthy();

    const confirm = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/password-reset/confirm',
        payload: { token: resetToken, password, confirmPassword: password },
      });
    const done = await confirm('a brand new password');
    expect(done.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/auth/me', headers: bearer(first.token) })).statusCode).toBe(401);
    expect((await login('hannah', 'a brand new password')).statusCode).toBe(200);
    expect((await login('hannah', 'correct horse battery')).statusCode).toBe(401);
    const again = await confirm('another new password');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('This reset link is invalid or has expired. Please ask for a new one.');
  });

  it('builds the emailed link from the station address, never from a forged Host header', async () => {
    await signup(signupBody('Host_victim'));
    const mailText = async () => {
      const rows = await queryRows<{ body_text: string }>(
        t.app.db,
        sql`SELECT body_text FROM mail_outbox WHERE to_address = 'host_victim@example.org' ORDER BY created_at`,
      );
      return rows.map((m) => m.body_text);
    };
    const ask = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/password-reset',
        payload: { email: 'host_victim@example.org' },
        headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
        remoteAddress: freshIp(),
      });
    expect((await ask()).statusCode).toBe(202);
    let texts = await mailText();
    expect(texts).toHaveLength(1);
    expect(texts[0]).not.toContain('evil.example');
    expect(texts[0]).toContain(`http://localhost:${t.app.config.port}/reset-password?token=`);
    // The address recorded at setup is used once there is one.
    await t.app.settings.write(publicAddressPart, { url: 'https://radio.example.org/' });
    expect((await ask()).statusCode).toBe(202);
    texts = await mailText();
    expect(texts).toHaveLength(2);
    expect(texts.join('\n')).not.toContain('evil.example');
    expect(texts.some((x) => x.includes('https://radio.example.org/reset-password?token='))).toBe(true);
  });

  it('voids every other outstanding link of the account when one is confirmed', async () => {
    await signup(signupBody('Two_links'));
    for (let i = 0; i < 2; i++) {
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/password-reset',
        payload: { email: 'two_links@example.org' },
        remoteAddress: freshIp(),
      });
    }
    await accounts().createAdmin('outbox_reader', { password: 'outbox-reader-pw' });
    const { token } = (await login('outbox_reader', 'outbox-reader-pw')).json();
    const mails = (await t.app.inject({ url: '/api/admin/outbox', headers: bearer(token) })).json() as Array<{
      toAddress: string;
      bodyText: string;
    }>;
    const links = mails.filter((m) => m.toAddress === 'two_links@example.org').map((m) => /token=([\w-]+)/.exec(m.bodyText)![1]);
    expect(links).toHaveLength(2);
    const confirm = (resetToken: string, password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/password-reset/confirm',
        payload: { token: resetToken, password, confirmPassword: password },
      });
    expect((await confirm(links[0]!, 'first new password')).statusCode).toBe(200);
    const older = await confirm(links[1]!, 'second new password');
    expect(older.statusCode).toBe(400);
    expect((await login('two_links', 'first new password')).statusCode).toBe(200);
  });
});
