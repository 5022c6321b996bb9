// The station comes from two-step.fixtures.ts (createTestApp), so this file runs on both databases.
// Issue 29: the console's "staff must use two-step sign-in" covers every place staff act, not only
// /api/admin: the studio, the live show, chat moderation, the studio's socket, the RTMP stream key
// and the radio's live mount (where DJ software cannot type a second step: a personal source key).
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { twoStepMessages } from '@selah/contracts/two-step';
import type { TestUser } from '../../test/fixtures.ts';
import { PASSWORD, twoStepStation } from './two-step.fixtures.ts';

const { s, person, post, turnOn } = twoStepStation('10.37');

const setRule = async (admin: TestUser, staffRequired: boolean) => {
  const res = await s.t.app.inject({ method: 'PUT', url: '/api/admin/two-step', headers: admin.auth, payload: { staffRequired } });
  expect(res.json()).toEqual({ staffRequired });
};
const mount = (username: string, secret: string, ip = '10.37.200.1') =>
  s.t.app.inject({
    method: 'PUT',
    url: '/live',
    headers: { authorization: `Basic ${Buffer.from(`${username}:${secret}`).toString('base64')}`, 'content-type': 'audio/mpeg' },
    payload: Buffer.alloc(0),
    remoteAddress: ip,
  });
/** Past the login: with no radio engine in tests the mount then answers 503 (no leader), never 401. */
const OPENS = 503;

async function studioAuth(token: string): Promise<{ type: string; message?: string }> {
  if (!s.t.app.server.listening) await s.t.app.listen({ port: 0, host: '127.0.0.1' });
  const ws = new WebSocket(`ws://127.0.0.1:${(s.t.app.server.address() as AddressInfo).port}/ws/stream`);
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  const answer = new Promise<{ type: string; message?: string }>((resolve) =>
    ws.on('message', (data) => {
      const m = JSON.parse(String(data)) as { type: string; message?: string };
      if (m.type === 'studio_ready' || m.type === 'error') resolve(m);
    }),
  );
  ws.send(JSON.stringify({ type: 'studio_auth', token }));
  const result = await answer;
  ws.close();
  return result;
}

describe('the staff rule outside /api/admin', () => {
  it('holds staff without a second step back in the studio, the live show, chat moderation and the studio socket', async () => {
    const admin = await person('admin');
    const dj = await person('broadcaster');
    await turnOn(admin);
    const streamKey = (await post('/api/live/stream-key', dj)).json<{ key: string }>().key;
    expect((await s.t.app.inject({ url: '/api/live/studio', headers: dj.auth })).statusCode).toBe(200);
    await setRule(admin, true);

    const calls: Array<[string, string, Record<string, unknown>?]> = [
      ['POST', '/api/live/start', { title: 'Evening Prayer' }],
      ['POST', '/api/live/stop'],
      ['GET', '/api/live/studio'],
      ['POST', '/api/live/stream-key'],
      ['PUT', '/api/live/studio/settings', { feedRadio: true }],
      ['PUT', '/api/chat/settings', { slowModeSeconds: 0 }],
      ['DELETE', '/api/chat/messages/4b9a3f0e-8d0c-4e8e-9a51-2f7a1b8c9d10'],
      ['GET', '/api/studio/thanks'],
      ['GET', '/api/admin/radio/source-key'],
    ];
    for (const [method, url, payload] of calls) {
      const res = await s.t.app.inject({ method: method as 'GET', url, headers: dj.auth, ...(payload ? { payload } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json(), `${method} ${url}`).toEqual({ error: 'two_step_required', message: twoStepMessages.staffRequired });
    }
    // The studio's socket says why, and hears no requests.
    const token = dj.auth.authorization.replace('Bearer ', '');
    expect(await studioAuth(token)).toEqual({ type: 'error', message: twoStepMessages.staffRequired });
    // A stream key made with one step does not go live meanwhile.
    const { live } = s.t.app.service('live');
    expect(await live.streamKeyOwner(streamKey)).toBeNull();
    // As a member they still chat and use their profile, where they turn two steps on.
    expect((await s.t.app.inject({ url: '/api/auth/me', headers: dj.auth })).json()).toMatchObject({ role: 'broadcaster' });

    await turnOn(dj);
    expect((await s.t.app.inject({ url: '/api/live/studio', headers: dj.auth })).statusCode).toBe(200);
    expect((await post('/api/live/start', dj, { title: 'Evening Prayer' })).statusCode).toBe(200);
    expect((await post('/api/live/stop', dj)).statusCode).toBe(200);
    expect(await studioAuth(token)).toEqual({ type: 'studio_ready' });
    expect(await live.streamKeyOwner(streamKey)).toMatchObject({ userId: dj.id });
    await setRule(admin, false);
  });
});

describe('the radio’s live mount: a personal source key', () => {
  it('opens with the password while the rule is off, then only with the key of an account that uses two steps', async () => {
    const admin = await person('admin');
    const dj = await person('broadcaster');
    const other = await person('broadcaster');
    await turnOn(admin);
    const key = (path = '/api/admin/radio/source-key', who: TestUser = dj) => s.t.app.inject({ url: path, headers: who.auth });

    expect((await mount(dj.username, PASSWORD)).statusCode).toBe(OPENS);
    expect((await key()).json()).toEqual({ hasKey: false, keyHint: null, createdAt: null, lastUsedAt: null, passwordAccepted: true });
    const made = await post('/api/admin/radio/source-key', dj);
    expect(made.statusCode).toBe(200);
    expect(made.headers['cache-control']).toBe('no-store');
    const sourceKey = made.json<{ key: string }>().key;
    expect(sourceKey).toMatch(/^src_[\w-]{32}$/);
    expect((await mount(dj.username, sourceKey)).statusCode).toBe(OPENS);
    // The key is theirs alone: another name with it is refused.
    expect((await mount(other.username, sourceKey, '10.37.200.2')).statusCode).toBe(401);
    expect((await key()).json()).toMatchObject({ hasKey: true, keyHint: sourceKey.slice(-4), lastUsedAt: expect.any(String) });

    await setRule(admin, true);
    // The password alone no longer opens the mount; the key of an account without two steps neither.
    expect((await mount(dj.username, PASSWORD)).statusCode).toBe(401);
    expect((await mount(dj.username, sourceKey)).statusCode).toBe(401);
    expect((await key()).json()).toMatchObject({ error: 'two_step_required' });
    await turnOn(dj);
    expect((await mount(dj.username, sourceKey)).statusCode).toBe(OPENS);
    expect((await mount(dj.username, PASSWORD)).statusCode).toBe(401);
    expect((await key()).json()).toMatchObject({ hasKey: true, passwordAccepted: false });

    // A new key stops the old one; a revoked key opens nothing; both are in the audit log.
    const newer = (await post('/api/admin/radio/source-key', dj)).json<{ key: string }>().key;
    expect((await mount(dj.username, sourceKey)).statusCode).toBe(401);
    expect((await mount(dj.username, newer)).statusCode).toBe(OPENS);
    const del = () => s.t.app.inject({ method: 'DELETE', url: '/api/admin/radio/source-key', headers: dj.auth });
    expect((await del()).statusCode).toBe(204);
    expect((await del()).statusCode).toBe(404);
    expect((await mount(dj.username, newer)).statusCode).toBe(401);
    const audit = (await key(`/api/admin/audit?action=live.source-key`, admin)).json<{ entries: Array<{ summary: string }> }>();
    expect(audit.entries.map((e) => e.summary)).toEqual(
      expect.arrayContaining([`${dj.username} made a new live source key`, `${dj.username} revoked their live source key`]),
    );

    // A suspended DJ's key opens nothing.
    const last = (await post('/api/admin/radio/source-key', dj)).json<{ key: string }>().key;
    expect((await post(`/api/admin/users/${dj.id}/suspend`, admin)).statusCode).toBe(200);
    expect((await mount(dj.username, last)).statusCode).toBe(401);
    // A member has no source key to make.
    expect((await post('/api/admin/radio/source-key', await person())).statusCode).toBe(403);
    await setRule(admin, false);
  });
});
