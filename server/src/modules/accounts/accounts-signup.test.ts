// The station comes from accounts.fixtures.ts (createTestApp), so this file runs on both databases.
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema/accounts.ts';
import { queryRows } from '../../db/client.ts';
import { t, accountsStation, signupBody, signup, login, bearer } from './accounts.fixtures.ts';

accountsStation();

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
