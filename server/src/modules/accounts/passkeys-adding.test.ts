// The station comes from two-step.fixtures.ts (createTestApp), so this file runs on both databases.
// The passkeys are made by a software authenticator (test/software-authenticator.ts): real ES256
// keys, real authenticator data, real signatures, checked by @simplewebauthn/server.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { passkeyMessages } from '@selah/contracts/passkeys';
import { userPasskeys } from '../../db/schema/two-step.ts';
import { attest, newCredential } from '../../test/software-authenticator.ts';
import type { TestUser } from '../../test/fixtures.ts';
import { relyingPartyOf } from './relying-party.ts';
import { PASSWORD } from './two-step.fixtures.ts';
import { passkeyStation } from './passkeys.fixtures.ts';

const { s, clock, person, post, login, turnOn, origin, get, addPasskey, auditOf } = passkeyStation('10.36');

describe('adding a passkey in the profile', () => {
  it('offers a fresh challenge for this station, keeps the passkey, and answers recovery codes for a first second step', async () => {
    const user = await person();
    const options = await post('/api/auth/passkeys/options', user);
    expect(options.statusCode).toBe(200);
    expect(options.headers['cache-control']).toBe('no-store');
    const body = options.json<{ challenge: string; rp: { id: string; name: string }; user: { name: string }; attestation: string }>();
    expect(body.rp.id).toBe(new URL(await origin()).hostname);
    expect(body.user.name).toBe(user.username);
    expect(body.attestation).toBe('none');
    expect(Buffer.from(body.challenge, 'base64url').length).toBeGreaterThanOrEqual(32);
    // Challenges are random: a second request gives another.
    const again = (await post('/api/auth/passkeys/options', user)).json<{ challenge: string }>();
    expect(again.challenge).not.toBe(body.challenge);

    const { res } = await addPasskey(user, '  Kitchen laptop ');
    expect(res.statusCode, res.body).toBe(201);
    const added = res.json<{ passkey: { id: string; name: string; lastUsedAt: string | null }; recoveryCodes: string[] }>();
    expect(added.passkey).toMatchObject({ name: 'Kitchen laptop', lastUsedAt: null });
    expect(added.recoveryCodes).toHaveLength(10);
    expect((await get('/api/auth/passkeys', user)).json()).toEqual({ passkeys: [added.passkey] });
    expect((await get('/api/auth/totp', user)).json()).toEqual({ enabled: false, recoveryCodesLeft: 10, passkeys: 1 });
    // Only the public key is stored.
    const [row] = await s.t.app.db.select().from(userPasskeys).where(eq(userPasskeys.userId, user.id));
    expect(row!.publicKey.length).toBeGreaterThan(60);

    // A second passkey: no new recovery codes (two steps were already on).
    const second = await addPasskey(user, 'My phone');
    expect(second.res.json<{ recoveryCodes: null }>().recoveryCodes).toBeNull();
  });

  it('refuses a replayed answer, an answer for another origin, the same authenticator twice, a bad name, and visitors', async () => {
    const user = await person();
    const cred = newCredential();
    const options = (await post('/api/auth/passkeys/options', user)).json<{ challenge: string; rp: { id: string } }>();
    const response = attest(cred, options, await origin());
    expect((await post('/api/auth/passkeys', user, { name: 'Key', response })).statusCode).toBe(201);
    // The challenge was spent by the first answer.
    const replay = await post('/api/auth/passkeys', user, { name: 'Key again', response });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ error: 'challenge_gone', message: passkeyMessages.challengeGone });

    // Another site's page (a phishing copy) gets an answer for its own origin: refused.
    const fresh = (await post('/api/auth/passkeys/options', user)).json<{ challenge: string; rp: { id: string } }>();
    const phished = attest(newCredential(), fresh, 'https://evil.example', { rpId: 'evil.example' });
    expect((await post('/api/auth/passkeys', user, { name: 'Phished', response: phished })).json()).toMatchObject({
      error: 'passkey_invalid',
    });

    // The same authenticator again (a browser would exclude it): 409.
    const dup = await addPasskey(user, 'Same key', cred);
    expect(dup.res.statusCode).toBe(409);
    expect(dup.res.json()).toMatchObject({ message: passkeyMessages.alreadyAdded });

    // An expired challenge: five minutes pass before the answer.
    const late = (await post('/api/auth/passkeys/options', user)).json<{ challenge: string; rp: { id: string } }>();
    clock.advance(5 * 60_000 + 1);
    const lateRes = await post('/api/auth/passkeys', user, { name: 'Late', response: attest(newCredential(), late, await origin()) });
    expect(lateRes.json()).toMatchObject({ error: 'challenge_gone' });

    for (const name of ['', '   ', 'x'.repeat(61)]) {
      const bad = await post('/api/auth/passkeys', user, { name, response: attest(newCredential(), late, await origin()) });
      expect(bad.statusCode, name).toBe(400);
    }
    expect((await post('/api/auth/passkeys', user, { name: 'Junk', response: { id: 'x' } })).statusCode).toBe(400);
    expect((await post('/api/auth/passkeys/options', null)).statusCode).toBe(401);
    expect((await s.t.app.inject({ url: '/api/auth/passkeys' })).statusCode).toBe(401);
  });
});

describe('removing passkeys, and the audit log', () => {
  it('removes a passkey with the password only; the last one turns two steps off and takes the codes; every change is audited', async () => {
    const admin = await person('admin');
    const user = await person();
    const { res } = await addPasskey(user, 'Old phone');
    const { id } = res.json<{ passkey: { id: string } }>().passkey;
    const del = (payload: Record<string, unknown>, who: TestUser = user, key = id) =>
      s.t.app.inject({ method: 'DELETE', url: `/api/auth/passkeys/${key}`, headers: who.auth, payload });

    const wrong = await del({ password: 'not it' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ error: 'password_wrong', message: passkeyMessages.passwordWrong });
    expect((await del({})).statusCode).toBe(400);
    // Someone else's passkey is not theirs to remove, whatever their password.
    expect((await del({ password: PASSWORD }, admin)).statusCode).toBe(404);
    expect((await del({ password: PASSWORD }, user, 'not-a-uuid')).statusCode).toBe(400);
    expect((await del({ password: PASSWORD })).statusCode).toBe(204);
    expect((await del({ password: PASSWORD })).statusCode).toBe(404);
    expect((await get('/api/auth/totp', user)).json()).toEqual({ enabled: false, recoveryCodesLeft: 0, passkeys: 0 });
    expect((await login(user.username)).statusCode).toBe(200);

    // The app on and off is audited too.
    await turnOn(user);
    expect((await post('/api/auth/totp/disable', user, { password: PASSWORD })).statusCode).toBe(204);
    // (One clock moment for all four: compared as a set.)
    const mine = (await auditOf(admin, 'people.')).filter((e) => e.targetId === user.id).map((e) => e.summary);
    expect(mine.sort()).toEqual(
      [
        `${user.username} turned off two-step sign-in`,
        `${user.username} turned on two-step sign-in with an authenticator app`,
        `${user.username} removed a passkey (“Old phone”); two-step sign-in is off`,
        `${user.username} added a passkey (“Old phone”)`,
      ].sort(),
    );
  });

  it('an admin resets a member’s two steps from the console (app, passkeys and codes), audited; nothing to reset is a 409', async () => {
    const admin = await person('admin');
    const user = await person();
    await turnOn(user);
    await addPasskey(user);
    const reset = () => post(`/api/admin/users/${user.id}/two-step/reset`, admin);
    expect((await post(`/api/admin/users/${user.id}/two-step/reset`, user)).statusCode).toBe(403);
    expect((await reset()).statusCode).toBe(204);
    expect((await get('/api/auth/totp', user)).json()).toEqual({ enabled: false, recoveryCodesLeft: 0, passkeys: 0 });
    expect((await login(user.username)).statusCode).toBe(200);
    expect((await reset()).statusCode).toBe(409);
    const [line] = await auditOf(admin, 'people.two-step.reset');
    expect(line).toMatchObject({ targetId: user.id, summary: `${admin.username} reset two-step sign-in for ${user.username}` });
  });

  it('a passkey alone meets the console’s rule that staff use two steps', async () => {
    const admin = await person('admin');
    const broadcaster = await person('broadcaster');
    await addPasskey(admin);
    const rule = await s.t.app.inject({ method: 'PUT', url: '/api/admin/two-step', headers: admin.auth, payload: { staffRequired: true } });
    expect(rule.json()).toEqual({ staffRequired: true });
    expect((await get('/api/admin/playlists', broadcaster)).json()).toMatchObject({ error: 'two_step_required' });
    await addPasskey(broadcaster);
    expect((await get('/api/admin/playlists', broadcaster)).statusCode).toBe(200);
    await s.t.app.inject({ method: 'PUT', url: '/api/admin/two-step', headers: admin.auth, payload: { staffRequired: false } });
  });
});

it('belongs to the station’s public address; a loopback IP is “localhost” to passkeys', () => {
  expect(relyingPartyOf('https://radio.example.org', 'Harvest Light')).toEqual({
    rpID: 'radio.example.org',
    origin: 'https://radio.example.org',
    rpName: 'Harvest Light',
  });
  expect(relyingPartyOf('http://127.0.0.1:8080', 'X')).toMatchObject({ rpID: 'localhost', origin: 'http://localhost:8080' });
  expect(relyingPartyOf('http://[::1]:8080', 'X')).toMatchObject({ rpID: 'localhost', origin: 'http://localhost:8080' });
});
