import { afterAll, beforeAll, expect, it } from 'vitest';
import { execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { LiveAdminStatus } from '@selah/contracts/admin-people';
import { liveAdminMessages } from '@selah/contracts/admin-people';
import { createTestUser, type TestUser } from '../../test/fixtures.ts';
import { human } from '../../test/requests.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'selah-live-admin-'));
let t: TestApp;
let port: number;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp({ dataDir, radioEnabled: true });
  admin = await createTestUser(t.app.db, { role: 'admin' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
}, 120_000);
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const live = async () => (await t.app.inject({ url: '/api/admin/live', headers: admin.auth })).json<LiveAdminStatus>();
const waitFor = async (check: () => Promise<boolean>, ms: number) => {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
};

it('a member made broadcaster in the console feeds the live mount with their own login; an admin kicks them off', async () => {
  const password = 'miriam-sings-1234';
  const signup = await t.app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { username: 'miriam', email: 'miriam@example.org', password, confirmPassword: password, country: 'US', city: '', ...human() },
  });
  expect(signup.statusCode, signup.body).toBe(201);
  const miriam = signup.json<{ user: { id: string } }>().user.id;
  const role = await t.app.inject({
    method: 'PUT',
    url: `/api/admin/users/${miriam}/role`,
    headers: admin.auth,
    payload: { role: 'broadcaster' },
  });
  expect(role.statusCode).toBe(200);
  expect((await live()).keys.find((k) => k.userId === miriam)).toMatchObject({ username: 'miriam', keyHint: null });

  const file = path.join(dataDir, 'miriam.mp3');
  await promisify(execFile)('ffmpeg', [
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=330:duration=30',
    '-c:a',
    'libmp3lame',
    '-b:a',
    '128k',
    '-ar',
    '44100',
    '-y',
    file,
  ]);
  const ffmpeg = spawn('ffmpeg', [
    '-loglevel',
    'error',
    '-re',
    '-i',
    file,
    '-c',
    'copy',
    '-content_type',
    'audio/mpeg',
    '-f',
    'mp3',
    `icecast://miriam:${password}@127.0.0.1:${port}/live`,
  ]);
  let stderr = '';
  ffmpeg.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  try {
    expect(await waitFor(async () => (await live()).mount.onAir, 15_000), stderr).toBe(true);
    expect(await waitFor(async () => (await live()).mount.onAir, 15_000)).toBe(true);
    expect((await live()).mount).toMatchObject({ connected: true, dj: 'miriam' });
    const kicked = await t.app.inject({ method: 'POST', url: '/api/admin/live/kick', headers: admin.auth });
    expect(kicked.statusCode).toBe(200);
    expect(kicked.json<LiveAdminStatus>().mount.connected).toBe(false);
    const audit = (await t.app.inject({ url: '/api/admin/audit?action=live.', headers: admin.auth })).json<{
      entries: Array<{ action: string; summary: string }>;
    }>();
    expect(audit.entries[0]).toMatchObject({ action: 'live.kick', summary: 'Disconnected miriam from the live mount' });
    const nobody = await t.app.inject({ method: 'POST', url: '/api/admin/live/kick', headers: admin.auth });
    expect(nobody.statusCode).toBe(409);
    expect(nobody.json<{ message: string }>().message).toBe(liveAdminMessages.noSource);
  } finally {
    ffmpeg.kill('SIGKILL');
  }
}, 60_000);

it('starts and stops the live show, and makes a new stream key for a broadcaster (shown once, then only its hint)', async () => {
  const dj = await createTestUser(t.app.db, { role: 'broadcaster', username: 'dj_asaph' });
  const started = await t.app.inject({
    method: 'POST',
    url: '/api/admin/live/start',
    headers: dj.auth,
    payload: { title: 'Evening worship' },
  });
  expect(started.statusCode).toBe(200);
  expect((await t.app.inject({ url: '/api/live/status' })).json<{ title: string }>().title).toBe('Evening worship');
  const bad = await t.app.inject({ method: 'POST', url: '/api/admin/live/start', headers: dj.auth, payload: { title: '' } });
  expect(bad.statusCode).toBe(400);
  expect((await t.app.inject({ method: 'POST', url: '/api/admin/live/stop', headers: dj.auth })).statusCode).toBe(200);
  expect((await t.app.inject({ url: '/api/live/status' })).json<{ title: string }>().title).not.toBe('Evening worship');

  const key = await t.app.inject({ method: 'POST', url: `/api/admin/live/keys/${dj.id}`, headers: admin.auth });
  const body = key.json<{ key: string; keyHint: string }>();
  expect(body.key).toMatch(/^live_/);
  expect((await live()).keys.find((k) => k.userId === dj.id)!.keyHint).toBe(body.key.slice(-4));
  const member = await createTestUser(t.app.db);
  const notBroadcaster = await t.app.inject({ method: 'POST', url: `/api/admin/live/keys/${member.id}`, headers: admin.auth });
  expect(notBroadcaster.statusCode).toBe(404);
  expect(notBroadcaster.json<{ message: string }>().message).toBe(liveAdminMessages.keyUserNotFound);
  const actions = (await t.app.inject({ url: '/api/admin/audit?action=live.', headers: admin.auth })).json<{
    entries: Array<{ action: string }>;
  }>();
  expect(actions.entries.slice(0, 3).map((e) => e.action)).toEqual(['live.key.regenerate', 'live.stop', 'live.start']);
});

it('suspending a DJ who is on the live mount cuts them off, and they cannot connect again', async () => {
  const password = 'jonah-sings-1234';
  const signup = await t.app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { username: 'jonah', email: 'jonah@example.org', password, confirmPassword: password, country: 'US', city: '', ...human() },
    remoteAddress: '198.51.100.31',
  });
  expect(signup.statusCode, signup.body).toBe(201);
  const jonah = signup.json<{ user: { id: string } }>().user.id;
  const role = await t.app.inject({
    method: 'PUT',
    url: `/api/admin/users/${jonah}/role`,
    headers: admin.auth,
    payload: { role: 'broadcaster' },
  });
  expect(role.statusCode).toBe(200);
  const file = path.join(dataDir, 'jonah.mp3');
  await promisify(execFile)('ffmpeg', [
    ...['-loglevel', 'error', '-f', 'lavfi', '-i', 'sine=frequency=220:duration=30'],
    ...['-c:a', 'libmp3lame', '-b:a', '128k', '-ar', '44100', '-y', file],
  ]);
  const source = () =>
    spawn('ffmpeg', [
      ...['-loglevel', 'error', '-re', '-i', file, '-c', 'copy', '-content_type', 'audio/mpeg', '-f', 'mp3'],
      `icecast://JONAH:${password}@127.0.0.1:${port}/live`,
    ]);
  const ffmpeg = source();
  const exited = new Promise((resolve) => ffmpeg.once('exit', resolve));
  try {
    expect(await waitFor(async () => (await live()).mount.onAir, 15_000)).toBe(true);
    expect((await live()).mount).toMatchObject({ connected: true, dj: 'JONAH' });
    const suspended = await t.app.inject({ method: 'POST', url: `/api/admin/users/${jonah}/suspend`, headers: admin.auth });
    expect(suspended.statusCode).toBe(200);
    expect(await waitFor(async () => !(await live()).mount.connected, 10_000)).toBe(true);
    await exited;
    // Their login no longer opens the mount.
    const again = await fetch(`http://127.0.0.1:${port}/live`, {
      method: 'PUT',
      headers: { authorization: `Basic ${Buffer.from(`jonah:${password}`).toString('base64')}`, 'content-type': 'audio/mpeg' },
      body: Buffer.alloc(0),
    });
    expect(again.status).toBe(401);
  } finally {
    ffmpeg.kill('SIGKILL');
  }
}, 60_000);
