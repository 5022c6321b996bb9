import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { loadConfig } from '../../config.ts';
import { createTestUser } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { cardLikeRuns } from './log-redact.ts';

// A realistic run (issue 29, hole 6): real reset, manage and unsubscribe links the station mailed,
// followed as a member's browser and mail client would, and a card number typed where it must not
// be. Everything the server logs (requests, responses, errors, modules' own lines) is captured at
// trace level and searched for each secret.
const lines: string[] = [];
let t: TestApp;
const password = 'morning has broken anew';
const newPassword = 'evening falls softly now';
const pan = '4242424242424242';
const cardForms = [pan, '4242 4242 4242 4242', '4242-4242-4242-4242', '4242.4242.4242.4242'];

beforeAll(async () => {
  t = await createTestApp(
    { publicUrl: 'https://radio.example.org', limits: { ...loadConfig({ NODE_ENV: 'test' }).limits, minFormMs: 0 } },
    { logStream: { write: (line: string) => void lines.push(line) } },
  );
});
afterAll(() => t.close());

const mailTo = async (address: string) =>
  queryRows<{ bodyText: string; headers: Record<string, string> | null }>(
    t.app.db,
    sql`SELECT body_text AS "bodyText", headers FROM mail_outbox WHERE to_address = ${address} ORDER BY created_at`,
  );

describe('the log of a realistic run', () => {
  it('holds no token, signature, password or card-like number', async () => {
    const inject = t.app.inject.bind(t.app);
    const secrets: string[] = [password, newPassword];

    // A member signs up and signs in (their session token travels in a header).
    const signup = await inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { username: 'hannah', email: 'hannah@example.org', password, confirmPassword: password, hp: '', renderAt: 0 },
    });
    expect(signup.statusCode, signup.body).toBe(201);
    const token = signup.json<{ token: string }>().token;
    secrets.push(token);
    let auth = { authorization: `Bearer ${token}` };
    await inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'hannah', password: 'a wrong guess of hers' } });
    secrets.push('a wrong guess of hers');

    // The password-reset link, opened and used.
    expect((await inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email: 'hannah@example.org' } })).statusCode).toBe(
      202,
    );
    const resetToken = /\/reset-password\?token=([\w-]+)/.exec((await mailTo('hannah@example.org')).at(-1)!.bodyText)![1]!;
    secrets.push(resetToken);
    await inject({ url: `/reset-password?token=${resetToken}` });
    const reset = await inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: { token: resetToken, password: newPassword, confirmPassword: newPassword },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    // A reset ends the other sessions: she goes on with the new one.
    secrets.push(reset.json<{ token: string }>().token);
    auth = { authorization: `Bearer ${reset.json<{ token: string }>().token}` };

    // A visitor's monthly gift: the mailed manage link, opened on the page and by its API.
    const intent = await inject({
      method: 'POST',
      url: '/api/payments/intent',
      payload: { amount: 3000, currency: 'usd', frequency: 'monthly', donorInfo: { email: 'vera@example.org', name: 'Vera' } },
    });
    expect(intent.statusCode, intent.body).toBe(200);
    const paymentToken = `tok_test_success_${'v'.repeat(12)}`;
    const paid = await inject({
      method: 'POST',
      url: `/api/payments/intent/${intent.json<{ id: string }>().id}/confirm`,
      headers: { cookie: String(intent.headers['set-cookie']).split(';')[0]! },
      payload: { token: paymentToken, brand: 'Visa', last4: '4242' },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const manage = /\/donate\/manage\?token=([\w-]+)/.exec((await mailTo('vera@example.org')).map((m) => m.bodyText).join('\n'))![1]!;
    secrets.push(manage, paymentToken);
    await inject({ url: `/donate/manage?token=${manage}` });
    expect((await inject({ url: `/api/payments/manage?token=${manage}` })).statusCode).toBe(200);

    // A notification mail's one-click unsubscribe link, signed.
    const praying = await createTestUser(t.app.db, { username: 'peninnah' });
    await inject({
      method: 'PUT',
      url: '/api/notification-preferences',
      headers: auth,
      payload: { type: 'prayer_joined', preferences: { email: true } },
    });
    const thread = await inject({
      method: 'POST',
      url: '/api/community/threads',
      headers: auth,
      payload: { title: 'Pray for our village', category: 'prayer', content: 'A hard harvest this year.', hp: '', renderAt: 0 },
    });
    expect(thread.statusCode, thread.body).toBe(201);
    await inject({ method: 'POST', url: `/api/community/threads/${thread.json<{ id: string }>().id}/pray`, headers: praying.auth });
    await t.app.service('notifications').idle();
    const unsubscribe = (await mailTo('hannah@example.org'))
      .map((m) => m.headers?.['List-Unsubscribe'] ?? '')
      .find((h) => h.includes('/api/notifications/unsubscribe'));
    const path = /<https:\/\/radio\.example\.org(\/api\/notifications\/unsubscribe\?[^>]+)>/.exec(unsubscribe ?? '')![1]!;
    const signature = new URLSearchParams(path.split('?')[1]).get('s')!;
    expect(signature.length).toBeGreaterThan(10);
    secrets.push(signature, praying.token);
    await inject({ url: path });
    const pressed = await inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(pressed.statusCode, pressed.body).toBe(200);

    // A DJ's source key, made in the studio and sent by their software on the live mount (Basic auth),
    // and an authenticator app's secret as the profile shows it.
    const dj = await createTestUser(t.app.db, { username: 'asaph', role: 'broadcaster' });
    const sourceKey = (await inject({ method: 'POST', url: '/api/admin/radio/source-key', headers: dj.auth })).json<{ key: string }>().key;
    await inject({
      method: 'PUT',
      url: '/live',
      headers: { authorization: `Basic ${Buffer.from(`asaph:${sourceKey}`).toString('base64')}`, 'content-type': 'audio/mpeg' },
      payload: Buffer.alloc(0),
    });
    const totpSecret = (await inject({ method: 'POST', url: '/api/auth/totp/setup', headers: dj.auth })).json<{ secret: string }>().secret;
    secrets.push(sourceKey, totpSecret, dj.token);

    // A card number where it does not belong: in a query string, in a gift's message, in a body.
    for (const card of cardForms) {
      await inject({ url: `/api/payments/config?note=${encodeURIComponent(card)}` });
      await inject({ url: `/donate?card=${encodeURIComponent(card)}` });
      await inject({
        method: 'POST',
        url: '/api/payments/intent',
        payload: { amount: 2500, currency: 'usd', donorInfo: { email: 'c@example.org', message: `my card ${card} exp 12/30` } },
      });
      await inject({ method: 'POST', url: '/api/nowhere', payload: { card, note: `card ${card}` } });
    }

    const log = lines.join('\n');
    expect(lines.length).toBeGreaterThan(50);
    expect(log).toContain('/api/notifications/unsubscribe');
    for (const secret of secrets) {
      expect(log, secret).not.toContain(secret);
      expect(log, secret).not.toContain(encodeURIComponent(secret));
    }
    expect(log).toContain('[REDACTED]');
    for (const line of lines) {
      const decoded = (() => {
        try {
          return decodeURIComponent(line);
        } catch {
          return line;
        }
      })();
      expect(
        cardLikeRuns(line)
          .concat(cardLikeRuns(decoded))
          .filter((run) => run.includes('42424242')),
        line,
      ).toEqual([]);
    }
  });
});
