// The station comes from two-step.fixtures.ts (createTestApp), so this file runs on both databases.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { twoStepMessages } from '@selah/contracts/two-step';
import { userTotp } from '../../db/schema/two-step.ts';
import { PASSWORD, twoStepStation } from './two-step.fixtures.ts';

const { s, clock, freshIp, person, post, login, code, nextStep, turnOn } = twoStepStation('10.34');

describe('setting up two-step sign-in', () => {
  it('answers a secret and an otpauth address, stores the secret sealed, and changes nothing until a code confirms it', async () => {
    const user = await person();
    const res = await post('/api/auth/totp/setup', user);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { secret, otpauthUrl } = res.json<{ secret: string; otpauthUrl: string }>();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toContain(`secret=${secret}`);
    expect(otpauthUrl).toMatch(new RegExp(`^otpauth://totp/.+%3A${user.username}\\?`));
    const [row] = await s.t.app.db.select().from(userTotp).where(eq(userTotp.userId, user.id));
    expect(row!.secretSealed.startsWith('enc:v1:')).toBe(true);
    expect(row!.secretSealed).not.toContain(secret);
    expect(row!.enabledAt).toBeNull();
    // Not on yet: the password alone still signs in.
    expect((await login(user.username)).statusCode).toBe(200);
    expect((await s.t.app.inject({ url: '/api/auth/totp', headers: user.auth })).json()).toEqual({
      enabled: false,
      recoveryCodesLeft: 0,
      passkeys: 0,
    });
  });

  it('refuses a wrong code, a malformed code, and enabling before setting up', async () => {
    const user = await person();
    const early = await post('/api/auth/totp/enable', user, { code: '123456' });
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({ error: 'not_set_up', message: twoStepMessages.notSetUp });
    const { secret } = (await post('/api/auth/totp/setup', user)).json<{ secret: string }>();
    const wrong = await post('/api/auth/totp/enable', user, { code: code(secret, 5) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error: 'code_wrong', fields: { code: twoStepMessages.codeWrong } });
    for (const bad of ['12ab56', '12345', '1234567', '']) {
      const res = await post('/api/auth/totp/enable', user, { code: bad });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json<{ message: string }>().message).toBe(twoStepMessages.codeFormat);
    }
    expect((await post('/api/auth/totp/enable', user, {})).statusCode).toBe(400);
  });

  it('asks a visitor to sign in', async () => {
    for (const url of ['/api/auth/totp/setup', '/api/auth/totp/enable', '/api/auth/totp/disable']) {
      expect((await post(url, null, { code: '123456', password: PASSWORD })).statusCode, url).toBe(401);
    }
    expect((await s.t.app.inject({ url: '/api/auth/totp' })).statusCode).toBe(401);
  });

  it('once on, answers ten recovery codes and refuses a second setup or enable', async () => {
    const user = await person();
    const { secret, recoveryCodes } = await turnOn(user);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect((await post('/api/auth/totp/setup', user)).statusCode).toBe(409);
    expect((await post('/api/auth/totp/enable', user, { code: code(secret, 1) })).json()).toMatchObject({ error: 'two_step_on' });
    expect((await s.t.app.inject({ url: '/api/auth/totp', headers: user.auth })).json()).toEqual({
      enabled: true,
      recoveryCodesLeft: 10,
      passkeys: 0,
    });
  });
});

describe('signing in with two steps', () => {
  it('asks for the code, takes a fresh one once, and refuses a code already used', async () => {
    const user = await person();
    const { secret } = await turnOn(user);
    const first = await login(user.username);
    expect(first.statusCode).toBe(401);
    // Which second steps the account has (the app, no passkey): told only after the right password.
    expect(first.json()).toEqual({ error: 'otp_required', message: twoStepMessages.otpRequired, totp: true });
    expect(first.headers['cache-control']).toBe('no-store');
    // The code that turned it on was used: it does not sign in.
    expect((await login(user.username, code(secret))).json()).toMatchObject({ error: 'otp_invalid' });
    nextStep();
    const fresh = code(secret);
    const ok = await login(user.username, fresh);
    expect(ok.statusCode, ok.body).toBe(200);
    const token = ok.json<{ token: string }>().token;
    expect((await s.t.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(200);
    const again = await login(user.username, fresh);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ error: 'otp_invalid', message: twoStepMessages.otpWrong });
    // A phone 30 s fast still works; one a minute out does not.
    expect((await login(user.username, code(secret, 1))).statusCode).toBe(200);
    nextStep();
    expect((await login(user.username, code(secret, 2))).statusCode).toBe(401);
    // A wrong password with a right code is still a wrong password.
    const badPassword = await s.t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: user.username, password: 'not the password', otp: code(secret, 1) },
      remoteAddress: freshIp(),
    });
    expect(badPassword.json()).toMatchObject({ error: 'unauthorized' });
  });

  it('takes each recovery code once, however it is typed', async () => {
    const user = await person();
    const { recoveryCodes } = await turnOn(user);
    const typed = recoveryCodes[3]!.toUpperCase().replace('-', ' ');
    expect((await login(user.username, typed)).statusCode).toBe(200);
    expect((await login(user.username, recoveryCodes[3]!)).json()).toMatchObject({ error: 'otp_invalid' });
    expect((await login(user.username, recoveryCodes[4]!)).statusCode).toBe(200);
    expect((await s.t.app.inject({ url: '/api/auth/totp', headers: user.auth })).json()).toEqual({
      enabled: true,
      recoveryCodesLeft: 8,
      passkeys: 0,
    });
  });

  it('answers 401, not 500, when the settings key that sealed the secret is gone, and the recovery codes still work', async () => {
    const user = await person();
    const { secret, recoveryCodes } = await turnOn(user);
    const otherKey = `enc:v1:${Buffer.alloc(60, 7).toString('base64')}`;
    await s.t.app.db.update(userTotp).set({ secretSealed: otherKey }).where(eq(userTotp.userId, user.id));
    nextStep();
    expect((await login(user.username, code(secret))).json()).toMatchObject({ error: 'otp_invalid' });
    expect((await login(user.username, recoveryCodes[0]!)).statusCode).toBe(200);
  });

  it('refuses a malformed second step with a 400', async () => {
    const user = await person();
    await turnOn(user);
    for (const bad of ['12345', 'abc', '1234567', 'aaaa-bbbb-cccc', '<script>']) {
      const res = await login(user.username, bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json<{ message: string }>().message).toBe(twoStepMessages.otpFormat);
    }
  });

  it('counts wrong codes under the sign-in guard: 429 after five, even from an address the member used before', async () => {
    const user = await person();
    const { secret } = await turnOn(user);
    const home = freshIp();
    nextStep();
    expect((await login(user.username, code(secret), home)).statusCode).toBe(200);
    const wrong = String((Number(code(secret)) + 500_000) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i++) expect((await login(user.username, wrong, home)).statusCode).toBe(401);
    // The sixth try waits, right code or not (the guard's delay doubles with each failure).
    const blocked = await login(user.username, code(secret, 1), home);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ error: 'rate_limit' });
    // The wait passes on the clock; then the right code signs in and the count starts again.
    clock.advance(60_000);
    expect((await login(user.username, code(secret), home)).statusCode).toBe(200);
  });

  it('turns off with the password only, and then the password alone signs in', async () => {
    const user = await person();
    await turnOn(user);
    const wrong = await post('/api/auth/totp/disable', user, { password: 'not it' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ error: 'password_wrong', message: twoStepMessages.passwordWrong });
    expect((await post('/api/auth/totp/disable', user, {})).statusCode).toBe(400);
    expect((await post('/api/auth/totp/disable', user, { password: PASSWORD })).statusCode).toBe(204);
    expect((await login(user.username)).statusCode).toBe(200);
    expect((await post('/api/auth/totp/disable', user, { password: PASSWORD })).json()).toMatchObject({ error: 'two_step_off' });
  });
});
