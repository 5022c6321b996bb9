import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { human, multipartFile } from '../../test/requests.ts';
import { users } from '../../db/schema/accounts.ts';
import { queryRows } from '../../db/client.ts';
import { publicAddressPart } from '../../platform/public-address.ts';

let t: TestApp;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'selah-accounts-'));
beforeAll(async () => {
  t = await createTestApp({ dataDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

let ipCounter = 0;
const freshIp = () => `10.2.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
const signupBody = (name: string, extra: Record<string, unknown> = {}) => ({
  username: name,
  email: `${name.toLowerCase()}@example.org`,
  password: 'correct horse battery',
  confirmPassword: 'correct horse battery',
  country: 'US',
  city: 'bowling-green-ky',
  ...human(),
  ...extra,
});
const signup = (body: Record<string, unknown>, ip = freshIp()) =>
  t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: body, remoteAddress: ip });
const login = (username: string, password: string, ip = freshIp()) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password }, remoteAddress: ip });
const accounts = () => t.app.service('accounts').accounts;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('sign-up', () => {
  it('creates a member and answers { token, user } without secrets', async () => {
    const res = await signup(signupBody('Ruth_Ann'));
    expect(res.statusCode).toBe(201);
    const { token, user } = res.json();
    expect(token.length).toBeGreaterThanOrEqual(43);
    expect(user).toMatchObject({
      username: 'Ruth_Ann',
      displayName: 'Ruth_Ann',
      email: 'ruth_ann@example.org',
      role: 'member',
      country: 'US',
      city: 'bowling-green-ky',
    });
    expect(JSON.stringify(user)).not.toMatch(/password|hash|argon/i);
  });

  it('stores an argon2id hash, never the password', async () => {
    await signup(signupBody('hash_check'));
    const [row] = await t.app.db.select().from(users).where(eq(users.username, 'hash_check'));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row!.passwordHash).not.toContain('correct horse battery');
  });

  it('refuses a username or email taken in another case with 409', async () => {
    await signup(signupBody('Gideon'));
    const sameName = await signup(signupBody('gIDEON', { email: 'other@example.org' }));
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json().message).toBe('That username is already taken');
    const sameEmail = await signup(signupBody('gideon2', { email: 'GIDEON@EXAMPLE.ORG' }));
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().message).toBe('An account with that email already exists');
  });

  it.each([
    ['username', { username: 'ab' }, 'Username must be 3-30 characters: letters, numbers and underscores'],
    ['username', { username: 'no spaces!' }, 'Username must be 3-30 characters: letters, numbers and underscores'],
    ['username', { username: 'x'.repeat(31) }, 'Username must be 3-30 characters: letters, numbers and underscores'],
    ['email', { email: 'not-an-email' }, 'Please enter a valid email address'],
    ['password', { password: 'short', confirmPassword: 'short' }, 'Password must be at least 8 characters'],
    ['password', { password: 'p'.repeat(129), confirmPassword: 'p'.repeat(129) }, 'Password must be at most 128 characters'],
    ['confirmPassword', { confirmPassword: 'something else' }, 'Passwords do not match'],
    ['country', { country: 'XX' }, 'Please choose a country from the list'],
    ['city', { city: '<script>' }, 'Please write your town or city in letters (up to 80)'],
    ['city', { city: 'x'.repeat(81) }, 'Please write your town or city in letters (up to 80)'],
    ['displayName', { displayName: 'n'.repeat(61) }, 'Your name can be up to 60 letters, spaces included'],
  ])('refuses a bad %s: %s', async (field, change, message) => {
    const res = await signup(signupBody('valid_name', change));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
  });

  it("takes the town in the member's own words and a display name with spaces", async () => {
    const res = await signup(signupBody('grove_friend', { country: 'US', city: 'Smiths Grove', displayName: 'Grace  Hall' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({ username: 'grove_friend', displayName: 'Grace  Hall', city: 'Smiths Grove', country: 'US' });
    const kenya = await signup(signupBody('kenya_friend', { country: 'KE', city: 'Kisumu' }));
    expect(kenya.statusCode).toBe(201);
  });

  it('refuses a filled honeypot (captcha) and a form sent too fast (too_fast)', async () => {
    const bot = await signup(signupBody('bot_one', { hp: 'I am a bot' }));
    expect(bot.statusCode).toBe(400);
    expect(bot.json()).toMatchObject({ error: 'captcha', message: 'Security verification failed. Please reload the page and try again.' });
    const fast = await signup(signupBody('bot_two', { renderAt: Date.now() - 500 }));
    expect(fast.statusCode).toBe(400);
    // The code is for programs; the person reads a sentence without it.
    expect(fast.json()).toMatchObject({ error: 'too_fast', message: 'Please wait a moment and try again.' });
    const rows = await queryRows<{ n: number }>(t.app.db, sql`SELECT count(*)::int AS n FROM users WHERE username LIKE 'bot_%'`);
    expect(rows[0]!.n).toBe(0);
  });

  it('allows five sign-ups per client per hour, then answers 429 rate_limit', async () => {
    const ip = '10.99.0.1';
    for (let i = 0; i < 5; i++) expect((await signup(signupBody(`burst_${i}`), ip)).statusCode).toBe(201);
    const res = await signup(signupBody('burst_6'), ip);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ error: 'rate_limit' });
    expect(res.json().message).toBe('Too many sign-ups from this connection. Please wait an hour and try again.');
  });
});

describe('sign-in, session and sign-out', () => {
  it('signs in by username (any case) or email; /me answers the user', async () => {
    await signup(signupBody('Naomi'));
    const byName = await login('NAOMI', 'correct horse battery');
    expect(byName.statusCode).toBe(200);
    const byEmail = await login('naomi@example.org', 'correct horse battery');
    expect(byEmail.statusCode).toBe(200);
    const me = await t.app.inject({ url: '/api/auth/me', headers: bearer(byName.json().token) });
    expect(me.json()).toMatchObject({ username: 'Naomi', email: 'naomi@example.org' });
  });

  it('answers a wrong password and an unknown user the same way', async () => {
    await signup(signupBody('Boaz'));
    const wrong = await login('Boaz', 'wrong password here');
    const unknown = await login('nobody_here', 'wrong password here');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe('Invalid username or password');
  });

  it('ends the session on logout: the token no longer works', async () => {
    const { token } = (await signup(signupBody('Lydia'))).json();
    expect((await t.app.inject({ url: '/api/auth/me', headers: bearer(token) })).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect(out.statusCode).toBe(204);
    const after = await t.app.inject({ url: '/api/auth/me', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
  });

  it('slows guessing on one account from anywhere, whatever identifier is typed, without locking out the owner', async () => {
    await signup(signupBody('Target_user'));
    expect((await login('target_user', 'correct horse battery', '10.9.0.1')).statusCode).toBe(200); // the owner's own device
    for (let i = 0; i < 5; i++) expect((await login('target_user', `guess-${i}-guess`)).statusCode).toBe(401);
    // Strangers must now wait, by username or by email alike: one counter per account.
    const byName = await login('TARGET_USER', 'guess-5-guess');
    expect(byName.statusCode).toBe(429);
    expect(byName.json().message).toMatch(/wait \d+ seconds/);
    expect((await login('target_user@example.org', 'guess-6-guess')).statusCode).toBe(429);
    // The owner, from a device that signed in before, is not locked out.
    expect((await login('target_user', 'correct horse battery', '10.9.0.1')).statusCode).toBe(200);
  });

  it('blocks an address that keeps failing, whichever accounts it tries', async () => {
    await signup(signupBody('Other_user'));
    const attacker = '10.9.9.9';
    for (let i = 0; i < 30; i++) expect((await login(`nobody_${i}`, 'wrong password here', attacker)).statusCode).toBe(401);
    const blocked = await login('other_user', 'correct horse battery', attacker);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toBe('rate_limit');
    expect((await login('other_user', 'correct horse battery')).statusCode).toBe(200);
  });
});

describe('profile', () => {
  it('updates bio, country and city; validates them', async () => {
    const { token } = (await signup(signupBody('Priscilla'))).json();
    const ok = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/profile',
      headers: bearer(token),
      payload: { bio: 'Grandmother of five.', country: 'CA', city: 'toronto-on' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ bio: 'Grandmother of five.', country: 'CA', city: 'toronto-on' });
    const long = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/profile',
      headers: bearer(token),
      payload: { bio: 'x'.repeat(501) },
    });
    expect(long.json().fields.bio).toBe('Bio must be at most 500 characters');
    const city = await t.app.inject({ method: 'PATCH', url: '/api/auth/profile', headers: bearer(token), payload: { city: '12 <b>' } });
    expect(city.statusCode).toBe(400);
    const town = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/profile',
      headers: bearer(token),
      payload: { city: 'Smiths Grove' },
    });
    expect(town.json()).toMatchObject({ city: 'Smiths Grove' });
  });

  it('has no way to change another member: the token decides whose profile it is', async () => {
    const a = (await signup(signupBody('Member_a'))).json();
    const b = (await signup(signupBody('Member_b'))).json();
    await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/profile',
      headers: bearer(a.token),
      payload: { bio: 'I am A', id: b.user.id, username: 'Member_b' },
    });
    const bNow = await t.app.inject({ url: '/api/auth/me', headers: bearer(b.token) });
    expect(bNow.json().bio).toBe('');
    expect((await t.app.inject({ method: 'PATCH', url: '/api/auth/profile', payload: { bio: 'anon' } })).statusCode).toBe(401);
  });

  it('refuses an admin-only route to a member with 403', async () => {
    const { token } = (await signup(signupBody('Curious'))).json();
    expect((await t.app.inject({ url: '/api/admin/outbox', headers: bearer(token) })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/admin/forms/contact', headers: bearer(token) })).statusCode).toBe(403);
  });

  it('stores an avatar checked by content, resized to 256 px WebP, and refuses other files', async () => {
    const { token } = (await signup(signupBody('Picture_me'))).json();
    const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#c2410c' } })
      .png()
      .toBuffer();
    const upload = (bytes: Buffer, filename: string) => {
      const { payload, contentType } = multipartFile('avatar', filename, bytes, 'image/png');
      return t.app.inject({ method: 'POST', url: '/api/auth/avatar', headers: { ...bearer(token), 'content-type': contentType }, payload });
    };
    const res = await upload(png, 'me.png');
    expect(res.statusCode).toBe(200);
    const avatar: string = res.json().avatar;
    expect(avatar).toMatch(/^\/media\/avatars\/.+\.webp$/);
    const served = await t.app.inject(avatar);
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 256]);
    const fake = await upload(Buffer.from('<script>alert(1)</script>'), 'evil.png');
    expect(fake.statusCode).toBe(400);
    expect(fake.json().message).toBe('Please choose a PNG, JPEG or WebP image.');
    const huge = await upload(Buffer.alloc(2 * 1024 * 1024 + 10, 1), 'huge.png');
    expect(huge.statusCode).toBe(400);
    expect(huge.json().message).toContain('larger than 2 MB');
  });

  it('answers real zero stats for a new member', async () => {
    const { user } = (await signup(signupBody('Newcomer'))).json();
    expect((await t.app.inject(`/api/users/${user.id}/stats`)).json()).toEqual({ discussions: 0, comments: 0, prayers: 0 });
  });
});

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

describe('roles', () => {
  it('create-admin creates or promotes; broadcasters and admins may feed the live mount', async () => {
    await signup(signupBody('Dj_samuel'));
    expect(await accounts().verifyBroadcasterCredentials('dj_samuel', 'correct horse battery')).toBe(false);
    await t.app.db.update(users).set({ role: 'broadcaster' }).where(eq(users.username, 'Dj_samuel'));
    expect(await accounts().verifyBroadcasterCredentials('dj_samuel', 'correct horse battery')).toBe(true);
    expect(await accounts().verifyBroadcasterCredentials('dj_samuel', 'wrong')).toBe(false);
    const made = await accounts().createAdmin('station_admin');
    expect(made.created).toBe(true);
    expect(made.password).toMatch(/^[\w-]{16}$/);
    expect((await login('station_admin', made.password!)).json().user.role).toBe('admin');
    expect((await accounts().createAdmin('Dj_samuel')).created).toBe(false);
    expect((await login('dj_samuel', 'correct horse battery')).json().user.role).toBe('admin');
  });
});
