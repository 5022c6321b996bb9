// The station comes from two-step.fixtures.ts (createTestApp), so this file runs on both databases.
// The passkeys are made by a software authenticator (test/software-authenticator.ts): real ES256
// keys, real authenticator data, real signatures, checked by @simplewebauthn/server.
import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { passkeyMessages } from '@selah/contracts/passkeys';
import { userPasskeys } from '../../db/schema/two-step.ts';
import { assert, newCredential } from '../../test/software-authenticator.ts';
import { PASSWORD } from './two-step.fixtures.ts';
import { passkeyStation } from './passkeys.fixtures.ts';

const { s, clock, freshIp, person, post, login, turnOn, origin, get, addPasskey, signInWithPasskey } = passkeyStation('10.36');

describe('signing in with a passkey', () => {
  it('asks for a second step after the password, with a challenge for this account’s passkeys only, and signs in', async () => {
    const user = await person();
    const { cred } = await addPasskey(user);
    const first = await login(user.username);
    expect(first.statusCode).toBe(401);
    const body = first.json<{ error: string; totp: boolean; passkey: { allowCredentials: Array<{ id: string }>; rpId: string } }>();
    expect(body).toMatchObject({ error: 'otp_required', totp: false });
    expect(body.passkey.allowCredentials.map((c) => c.id)).toEqual([cred.id.toString('base64url')]);
    // A wrong password learns nothing of the second steps.
    const wrong = await s.t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: user.username, password: 'not the password' },
      remoteAddress: freshIp(),
    });
    expect(wrong.json()).toEqual({ error: 'unauthorized', message: expect.any(String) });

    const { res } = await signInWithPasskey(user, cred);
    expect(res.statusCode, res.body).toBe(200);
    const token = res.json<{ token: string }>().token;
    expect((await s.t.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(200);
    const [listed] = (await get('/api/auth/passkeys', user)).json<{ passkeys: Array<{ lastUsedAt: string | null }> }>().passkeys;
    expect(listed!.lastUsedAt).toBe(clock.now().toISOString());
    const [row] = await s.t.app.db.select().from(userPasskeys).where(eq(userPasskeys.userId, user.id));
    expect(row!.counter).toBe(cred.counter);
  });

  it('refuses a replayed answer, an answer to another challenge, a foreign passkey, a copied one, and a late one', async () => {
    const user = await person();
    const other = await person();
    const { cred } = await addPasskey(user);
    const { cred: othersKey } = await addPasskey(other);

    const ok = await signInWithPasskey(user, cred);
    expect(ok.res.statusCode).toBe(200);
    // The same answer again: its challenge was spent.
    const replay = await s.t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: user.username, password: PASSWORD, passkey: ok.response },
      remoteAddress: freshIp(),
    });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ error: 'passkey_invalid', message: passkeyMessages.challengeGone });

    const refusals = [
      // Signed over a challenge the station never gave.
      () => signInWithPasskey(user, cred, (_c, o) => assert(cred, crypto.randomBytes(32).toString('base64url'), o)),
      // Another member's passkey, over the right challenge.
      () => signInWithPasskey(user, cred, (c, o) => assert(othersKey, c, o)),
      // A passkey the station never saw.
      () => signInWithPasskey(user, cred, (c, o) => assert(newCredential(), c, o)),
      // The right key for another site.
      () => signInWithPasskey(user, cred, (c) => assert(cred, c, 'https://evil.example', { rpId: 'evil.example' })),
      // A copy of the authenticator: its counter does not rise past the stored one.
      () => signInWithPasskey(user, cred, (c, o) => assert(cred, c, o, { counter: cred.counter })),
    ];
    for (const [i, attempt] of refusals.entries()) {
      const { res } = await attempt();
      expect(res.statusCode, `refusal ${i}`).toBe(401);
      expect(res.json(), `refusal ${i}`).toMatchObject({ error: 'passkey_invalid', message: passkeyMessages.notVerified });
      // The real key still signs in after each (and its success clears the guard's count).
      expect((await signInWithPasskey(user, cred)).res.statusCode, `after refusal ${i}`).toBe(200);
    }

    // Five minutes after the challenge, the answer is late.
    const first = await login(user.username);
    const { challenge } = first.json<{ passkey: { challenge: string } }>().passkey;
    clock.advance(5 * 60_000 + 1);
    const late = await s.t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: user.username, password: PASSWORD, passkey: assert(cred, challenge, await origin()) },
      remoteAddress: freshIp(),
    });
    expect(late.json()).toMatchObject({ error: 'passkey_invalid', message: passkeyMessages.challengeGone });
    // The real key still works afterwards.
    expect((await signInWithPasskey(user, cred)).res.statusCode).toBe(200);
  });

  it('counts wrong passkey answers under the sign-in guard: 429 after five, even from an address used before', async () => {
    const user = await person();
    const { cred } = await addPasskey(user);
    const home = freshIp();
    expect((await signInWithPasskey(user, cred, undefined, home)).res.statusCode).toBe(200);
    for (let i = 0; i < 5; i++) {
      const { res } = await signInWithPasskey(user, cred, (c, o) => assert(newCredential(), c, o), home);
      expect(res.statusCode).toBe(401);
    }
    const { res: blocked } = await signInWithPasskey(user, cred, undefined, home);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ error: 'rate_limit' });
    clock.advance(60_000);
    expect((await signInWithPasskey(user, cred, undefined, home)).res.statusCode).toBe(200);
  });

  it('works beside the app: either second step signs in, and turning the app off keeps the passkey and the codes', async () => {
    const user = await person();
    await turnOn(user);
    const { cred } = await addPasskey(user);
    const first = (await login(user.username)).json<{ totp: boolean; passkey?: unknown }>();
    expect(first.totp).toBe(true);
    expect(first.passkey).toBeDefined();
    expect((await signInWithPasskey(user, cred)).res.statusCode).toBe(200);
    expect((await post('/api/auth/totp/disable', user, { password: PASSWORD })).statusCode).toBe(204);
    expect((await get('/api/auth/totp', user)).json()).toEqual({ enabled: false, recoveryCodesLeft: 10, passkeys: 1 });
    expect((await login(user.username)).json()).toMatchObject({ error: 'otp_required', totp: false });
  });
});
