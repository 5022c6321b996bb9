// Two real `selah start` processes on one PostgreSQL database and one Redis, on loopback (issue 15).
// Runs in the PostgreSQL test project only (vitest.config.ts): it needs TEST_DATABASE_URL and Redis.
// The database, the music and the helpers come from two-instances.fixtures.ts.
import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testRedisUrl } from './config.ts';
import { openDatabase } from './db/client.ts';
import { createTestUser, type TestUser } from './test/fixtures.ts';
import { firstIcyTitle, listenTo, runSelah, startInstance, until, type InstanceProcess } from './test/instance-process.ts';
import { dbName, dbUrl, tmp, sourcePassword, admin, leaderRow, status, makeTrack, socket } from './two-instances.fixtures.ts';

let a: InstanceProcess;
let b: InstanceProcess;
let ruth: TestUser, naomi: TestUser;

beforeAll(async () => {
  await admin((c) => c.query(`CREATE DATABASE ${dbName}`));
  const env = () => ({
    DATABASE_URL: dbUrl,
    REDIS_URL: testRedisUrl(),
    REDIS_NAMESPACE: dbName,
    // One data folder for every instance, as the deployment guide says (uploads, recordings).
    DATA_DIR: path.join(tmp, 'data'),
    LOG_LEVEL: 'warn',
    FORM_MIN_MS: '0',
    RTMP_PORT: '0',
    STATION_SOURCE_PASSWORD: sourcePassword,
  });
  // The station's music, imported as an operator would (this migrates the new database too).
  fs.mkdirSync(path.join(tmp, 'music'));
  for (const n of [1, 2, 3]) await makeTrack(n);
  await runSelah(['import-music', path.join(tmp, 'music')], env());
  const database = await openDatabase({ kind: 'postgres', url: dbUrl, poolSize: 2 });
  ruth = await createTestUser(database.db, { username: 'ruth', displayName: 'Ruth Moab' });
  naomi = await createTestUser(database.db, { username: 'naomi', displayName: 'Naomi Bethlehem' });
  await database.close();
  // One after the other, as the deployment guide says: the first start migrates and seeds.
  a = await startInstance(env());
  b = await startInstance(env());
}, 240_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await admin((c) => c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`));
  fs.rmSync(tmp, { recursive: true, force: true });
}, 60_000);

describe('two instances on PostgreSQL and Redis', () => {
  it('a chat message posted on one reaches a socket on the other within 1 s', async () => {
    const viewer = await socket(`${b.url.replace('http', 'ws')}/ws/stream`);
    const text = `Amen from the first instance ${crypto.randomUUID()}`;
    const sent = Date.now();
    const res = await fetch(`${a.url}/api/chat/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${ruth.token}` },
      body: JSON.stringify({ message: text }),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const arrived = () => viewer.messages.some((m) => m.type === 'chat_message' && (m.data as { message: string }).message === text);
    expect(await until(arrived, 1000 - (Date.now() - sent), 10)).toBe(true);
    viewer.ws.close();
  });

  it("a notification created on one reaches the member's socket on the other", async () => {
    const page = await socket(`${b.url.replace('http', 'ws')}/ws/notifications`, { type: 'auth', token: naomi.token });
    expect(await until(() => page.messages.some((m) => m.type === 'unread_count'), 5000)).toBe(true);
    const post = (url: string, user: TestUser, body?: unknown) =>
      fetch(`${a.url}${url}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${user.token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
    const thread = await post('/api/community/threads', naomi, {
      title: 'Pray for the harvest',
      category: 'prayer',
      content: 'A hard season.',
    });
    expect(thread.status, await thread.clone().text()).toBe(201);
    const { id } = (await thread.json()) as { id: string };
    expect((await post(`/api/community/threads/${id}/pray`, ruth)).status).toBe(200);
    const pushed = () => page.messages.find((m) => m.type === 'notification') as { notification: { title: string } } | undefined;
    expect(await until(() => pushed() !== undefined, 5000)).toBe(true);
    expect(pushed()!.notification.title).toBe('Ruth Moab prayed for your request');
    page.ws.close();
  });

  it('exactly one AutoDJ plays: the follower relays the leader, same audio and same ICY title', async () => {
    expect(await leaderRow()).toBe(a.url);
    const agree = async () => {
      const [la, lb] = [listenTo(`${a.url}/stream.mp3`, { 'icy-metadata': '1' }), listenTo(`${b.url}/stream.mp3`, { 'icy-metadata': '1' })];
      await until(() => firstIcyTitle(la.data()) !== null && firstIcyTitle(lb.data()) !== null, 5000);
      la.close();
      lb.close();
      const [ta, tb] = [firstIcyTitle(la.data()), firstIcyTitle(lb.data())];
      return ta !== null && ta.startsWith('The Two Instances - Cluster Song') && ta === tb;
    };
    // A song may change between the two reads: they agree within a few tries.
    expect(await until(agree, 15_000, 0)).toBe(true);
    expect((await status(b)).song).toEqual((await status(a)).song);
    // The follower's bytes are the leader's own frames: a piece of its stream is found in the leader's.
    const [la, lb] = [listenTo(`${a.url}/stream.mp3`), listenTo(`${b.url}/stream.mp3`)];
    await until(() => lb.bytes() > 80_000, 10_000);
    lb.close();
    const piece = lb.data().subarray(lb.bytes() - 6000, lb.bytes() - 2000);
    expect(await until(() => la.data().indexOf(piece) >= 0, 5000)).toBe(true);
    la.close();
  });

  it('a DJ connecting to the follower goes on air through the leader', async () => {
    // The follower passes a source on to the leader it relays.
    expect(await until(async () => (await status(b)).song.title !== '', 10_000, 100)).toBe(true);
    const nowPlaying = await socket(`${b.url.replace('http', 'ws')}/ws/now-playing`);
    const dj = execFile('ffmpeg', [
      ...['-loglevel', 'error', '-re', '-f', 'lavfi', '-i', 'sine=frequency=660:duration=20'],
      ...['-ac', '2', '-ar', '44100', '-b:a', '128k', '-content_type', 'audio/mpeg', '-ice_name', 'Cluster Live', '-f', 'mp3'],
      `icecast://source:${sourcePassword}@127.0.0.1:${b.port}/live`,
    ]);
    try {
      expect(await until(async () => (await status(a)).station.isLive && (await status(b)).station.isLive, 15_000, 200)).toBe(true);
      expect((await status(b)).song.title).toBe('Cluster Live');
      // The follower's page hears the change pushed by the leader, over Redis.
      const pushed = (m: Record<string, unknown>) =>
        (m.status as { song?: { title?: string } } | undefined)?.song?.title === 'Cluster Live';
      expect(await until(() => nowPlaying.messages.some(pushed), 5000)).toBe(true);
      // The DJ names the song through the follower: it asks the leader, which holds the source, and both say it.
      const named = await fetch(`${b.url}/admin/metadata?mode=updinfo&mount=/live&song=Cluster%20Hymn`, {
        headers: { authorization: `Basic ${Buffer.from(`source:${sourcePassword}`).toString('base64')}` },
      });
      expect(named.status).toBe(200);
      expect(await named.text()).toContain('<message>Metadata update successful</message><return>1</return>');
      const bothSay = async () => (await status(a)).song.title === 'Cluster Hymn' && (await status(b)).song.title === 'Cluster Hymn';
      expect(await until(bothSay, 5000, 100)).toBe(true);
    } finally {
      dj.kill('SIGKILL');
    }
    expect(await until(async () => !(await status(a)).station.isLive && !(await status(b)).station.isLive, 15_000, 200)).toBe(true);
    nowPlaying.ws.close();
  }, 40_000);

  it('kill -9 of the leader: the follower takes the radio within 5 s, and its listener hears audio again without reconnecting', async () => {
    const listener = listenTo(`${b.url}/stream.mp3`);
    expect(await until(() => listener.bytes() > 32_000, 10_000)).toBe(true);
    await a.stop(true);
    const killed = Date.now();
    expect(await until(async () => (await leaderRow()) === b.url, 5000, 50)).toBe(true);
    const tookOver = Date.now() - killed;
    expect(tookOver).toBeLessThanOrEqual(5000);
    const before = listener.bytes();
    // Its own AutoDJ now fills the same hub: a second of audio arrives on the same connection.
    expect(await until(() => listener.bytes() >= before + 16_000, 5000)).toBe(true);
    expect(listener.closed).toBe(false);
    expect((await status(b)).song.title).toMatch(/^Cluster Song/);
    listener.close();
  }, 30_000);
});
