import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { commonMessages } from '@selah/contracts/common';
import { chatMessages, liveMessages, type ChatMessage, type LiveStatus } from '@selah/contracts/live';
import { queryRows } from '../../db/client.ts';
import { fixedClock } from '../../platform/time/clock.ts';
import { createTestUser, type TestUser } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let base: string;
let admin: TestUser, pastor: TestUser, ruth: TestUser;
const clock = fixedClock('2026-11-22T15:00:00Z');

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  admin = await createTestUser(t.app.db, { username: 'admin_anna', role: 'admin' });
  pastor = await createTestUser(t.app.db, { username: 'pastor_james', displayName: 'Pastor James', role: 'broadcaster' });
  ruth = await createTestUser(t.app.db, { username: 'ruth', displayName: 'Ruth Moab' });
});
afterAll(() => t.close());

type Socket = { ws: WebSocket; messages: Array<{ type: string; data?: unknown; id?: string; message?: string }> };
async function socket(): Promise<Socket> {
  const ws = new WebSocket(`ws://${base}/ws/stream`);
  const messages: Socket['messages'] = [];
  ws.on('message', (data) => messages.push(JSON.parse(String(data)) as Socket['messages'][number]));
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  return { ws, messages };
}

const post = (body: object, headers: Record<string, string> = {}, ip = '203.0.113.7') =>
  t.app.inject({ method: 'POST', url: '/api/chat/messages', payload: body, headers, remoteAddress: ip });

describe('live status and the show', () => {
  it('answers the spec shape while offline, and only broadcasters and admins start and stop a show', async () => {
    const status = (await t.app.inject({ method: 'GET', url: '/api/live/status' })).json<LiveStatus>();
    expect(status).toEqual({
      isLive: false,
      title: '',
      description: '',
      broadcaster: '',
      startTime: null,
      streamUrl: null,
      viewerCount: 0,
      source: 'builtin',
      quality: null,
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/owncast/status' })).json()).toEqual({ online: false, viewerCount: 0 });

    const body = { title: 'Sunday Service', description: 'Live from the sanctuary' };
    expect((await t.app.inject({ method: 'POST', url: '/api/live/start', payload: body })).statusCode).toBe(401);
    const member = await t.app.inject({ method: 'POST', url: '/api/live/start', payload: body, headers: ruth.auth });
    expect(member.statusCode).toBe(403);
    const blank = await t.app.inject({ method: 'POST', url: '/api/live/start', payload: { title: '  ' }, headers: pastor.auth });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ message: liveMessages.titleRequired });

    const page = await socket();
    const started = await t.app.inject({ method: 'POST', url: '/api/live/start', payload: body, headers: pastor.auth });
    expect(started.statusCode).toBe(200);
    expect(started.json()).toMatchObject({ isLive: false, title: 'Sunday Service', broadcaster: 'Pastor James' });
    await expect.poll(() => page.messages.find((m) => m.type === 'stream_status')).toMatchObject({ data: { title: 'Sunday Service' } });
    const stopped = await t.app.inject({ method: 'POST', url: '/api/live/stop', headers: admin.auth });
    expect(stopped.json()).toMatchObject({ isLive: false, title: '' });
    expect((await t.app.inject({ method: 'POST', url: '/api/live/stop', headers: ruth.auth })).statusCode).toBe(403);
    page.ws.close();
  });

  it('gives each broadcaster a stream key shown once, stored only hashed, and refuses the studio to members', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/live/studio', headers: ruth.auth })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/live/stream-key', headers: ruth.auth })).statusCode).toBe(403);
    const before = (await t.app.inject({ method: 'GET', url: '/api/live/studio', headers: pastor.auth })).json();
    expect(before).toMatchObject({ hasKey: false, keyHint: null, rtmpUrl: expect.stringMatching(/^rtmp:\/\/.+:\d+\/live$/) });
    const created = (await t.app.inject({ method: 'POST', url: '/api/live/stream-key', headers: pastor.auth })).json<{ key: string }>();
    expect(created.key).toMatch(/^live_[A-Za-z0-9_-]{32}$/);
    const after = (await t.app.inject({ method: 'GET', url: '/api/live/studio', headers: pastor.auth })).json();
    expect(after).toMatchObject({ hasKey: true, keyHint: created.key.slice(-4) });
    expect(JSON.stringify(after)).not.toContain(created.key);
    const stored = await t.database.db.execute(sql`SELECT key_hash FROM live_stream_keys`);
    expect(JSON.stringify(stored)).not.toContain(created.key);
  });
});

describe('live chat', () => {
  it('stores messages, pushes them to every viewer, marks members verified and names visitors Faith Friend', async () => {
    const a = await socket();
    const b = await socket();
    const member = await post({ message: 'Amen! Blessings from Bowling Green', username: 'ignored', isVerified: false }, ruth.auth);
    expect(member.statusCode).toBe(200);
    expect(member.json()).toMatchObject({ username: 'Ruth Moab', isVerified: true, userId: ruth.id });
    const visitor = await post({ message: 'Hello church <script>alert(1)</script>', isVerified: true, userId: ruth.id });
    expect(visitor.json()).toMatchObject({ username: chatMessages.defaultName, isVerified: false, userId: null });
    expect(visitor.json<ChatMessage>().message).toBe('Hello church <script>alert(1)</script>');
    for (const page of [a, b]) {
      await expect.poll(() => page.messages.filter((m) => m.type === 'chat_message').length, { timeout: 5000 }).toBe(2);
    }
    const list = (await t.app.inject({ method: 'GET', url: '/api/chat/messages?limit=50' })).json<ChatMessage[]>();
    expect(list.map((m) => m.username).slice(-2)).toEqual(['Ruth Moab', 'Faith Friend']);

    // Deleting pushes a delete to everyone and takes it out of the list.
    const id = visitor.json<ChatMessage>().id;
    expect((await t.app.inject({ method: 'DELETE', url: `/api/chat/messages/${id}`, headers: ruth.auth })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/chat/messages/${id}`, headers: pastor.auth })).statusCode).toBe(204);
    for (const page of [a, b]) {
      await expect.poll(() => page.messages.some((m) => m.type === 'chat_deleted' && m.id === id), { timeout: 5000 }).toBe(true);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/chat/messages' })).json<ChatMessage[]>().some((m) => m.id === id)).toBe(false);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/chat/messages/${id}`, headers: pastor.auth })).statusCode).toBe(404);
    a.ws.close();
    b.ws.close();
  });

  it('refuses empty, long and flooding messages with a sentence, and mutes a visitor by address', async () => {
    const empty = await post({ message: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ message: chatMessages.empty });
    expect((await post({ message: 'x'.repeat(501) })).json()).toMatchObject({ message: chatMessages.tooLong });

    const flooder = '198.51.100.9';
    const codes: number[] = [];
    for (let i = 0; i < 7; i++) codes.push((await post({ message: `spam ${i}`, username: 'Spammer' }, {}, flooder)).statusCode);
    expect(codes.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(codes.slice(5)).toEqual([429, 429]);
    expect((await post({ message: 'once more' }, {}, flooder)).json()).toMatchObject({ message: chatMessages.flood });
    // Another address is not held back by the flooder.
    expect((await post({ message: 'Peace be with you' }, {}, '198.51.100.10')).statusCode).toBe(200);

    clock.advance(60_000);
    const last = (await post({ message: 'back again' }, {}, flooder)).json<ChatMessage>();
    const mute = await t.app.inject({
      method: 'POST',
      url: `/api/chat/messages/${last.id}/mute`,
      payload: { minutes: 10 },
      headers: admin.auth,
    });
    expect(mute.statusCode).toBe(200);
    expect(mute.json()).toEqual({ until: new Date(clock.now().getTime() + 600_000).toISOString() });
    const muted = await post({ message: 'let me talk' }, {}, flooder);
    expect(muted.statusCode).toBe(403);
    expect(muted.json()).toMatchObject({ message: chatMessages.muted });
    clock.advance(11 * 60_000);
    expect((await post({ message: 'thank you' }, {}, flooder)).statusCode).toBe(200);
  });

  it('applies slow mode to members and the visitors setting, both set by staff only', async () => {
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/chat/settings', payload: { slowModeSeconds: 30 }, headers: ruth.auth })).statusCode,
    ).toBe(403);
    const set = await t.app.inject({ method: 'PUT', url: '/api/chat/settings', payload: { slowModeSeconds: 30 }, headers: pastor.auth });
    expect(set.json()).toEqual({ visitorsMayPost: true, slowModeSeconds: 30 });
    clock.advance(60_000);
    expect((await post({ message: 'first' }, ruth.auth)).statusCode).toBe(200);
    const slow = await post({ message: 'second' }, ruth.auth);
    expect(slow.statusCode).toBe(429);
    expect(slow.json()).toMatchObject({ message: chatMessages.slowMode });
    // Staff are not slowed.
    expect((await post({ message: 'Welcome all' }, pastor.auth)).statusCode).toBe(200);
    expect((await post({ message: 'Service starts soon' }, pastor.auth)).statusCode).toBe(200);
    clock.advance(31_000);
    expect((await post({ message: 'second' }, ruth.auth)).statusCode).toBe(200);

    await t.app.inject({
      method: 'PUT',
      url: '/api/chat/settings',
      payload: { slowModeSeconds: 0, visitorsMayPost: false },
      headers: admin.auth,
    });
    const visitor = await post({ message: 'hi' }, {}, '192.0.2.44');
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ message: chatMessages.visitorsOff });
    expect((await t.app.inject({ method: 'GET', url: '/api/chat/settings' })).json()).toEqual({
      visitorsMayPost: false,
      slowModeSeconds: 0,
    });
    await t.app.inject({ method: 'PUT', url: '/api/chat/settings', payload: { visitorsMayPost: true }, headers: admin.auth });
  });

  it('answers get_status and takes a chat_message over the socket; unknown /ws paths are refused', async () => {
    clock.advance(60_000);
    const page = await socket();
    page.ws.send(JSON.stringify({ type: 'get_status' }));
    await expect.poll(() => page.messages.find((m) => m.type === 'stream_status')).toMatchObject({ data: { isLive: false } });
    page.ws.send(JSON.stringify({ type: 'chat_message', username: 'Grace', message: 'Sent over the socket' }));
    await expect
      .poll(() => page.messages.find((m) => m.type === 'chat_message'))
      .toMatchObject({ data: { username: 'Grace', message: 'Sent over the socket', isVerified: false } });
    page.ws.send(JSON.stringify({ type: 'chat_message', username: 'Grace', message: '' }));
    await expect.poll(() => page.messages.find((m) => m.type === 'error')).toMatchObject({ message: chatMessages.empty });
    page.ws.send('not json');
    // A lone surrogate is not text: refused with a sentence, not stored.
    page.ws.send(JSON.stringify({ type: 'chat_message', username: 'Grace', message: 'broken \ud800 text' }));
    await expect.poll(() => page.messages.filter((m) => m.type === 'error').map((m) => m.message)).toContain(commonMessages.brokenText);
    page.ws.close();

    const unknown = new WebSocket(`ws://${base}/ws/nothing-here`);
    const outcome = await new Promise<string>((resolve) => {
      unknown.once('open', () => resolve('open'));
      unknown.once('unexpected-response', (_req, res) => resolve(`refused ${res.statusCode}`));
      unknown.once('error', () => resolve('error'));
    });
    expect(outcome).toBe('refused 404');
    // A plain GET of an unknown socket path is a 404 too.
    expect((await t.app.inject({ method: 'GET', url: '/ws/nothing-here' })).statusCode).toBe(404);
  });
});

describe('the Owncast adapter', () => {
  it('reads Owncast’s documented /api/status and reports it as the live status', async () => {
    let owncast = {
      online: true,
      viewerCount: 12,
      streamTitle: 'Sunday Service',
      lastConnectTime: '2026-11-22T14:58:00Z',
      versionNumber: '0.2.0',
    };
    let fail = false;
    const fake = http.createServer((req, res) => {
      if (req.url !== '/api/status' || fail) return res.writeHead(fail ? 500 : 404).end();
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(owncast));
    });
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
    const clock = fixedClock('2026-11-22T15:10:00Z');
    const station = await createTestApp({ owncastUrl: url }, { clock });
    try {
      const status = (await station.app.inject({ method: 'GET', url: '/api/live/status' })).json<LiveStatus>();
      expect(status).toMatchObject({
        isLive: true,
        title: 'Sunday Service',
        startTime: '2026-11-22T14:58:00Z',
        viewerCount: 12,
        source: 'owncast',
        streamUrl: `${url}/embed/video`,
      });
      expect((await station.app.inject({ method: 'GET', url: '/api/owncast/status' })).json()).toEqual({ online: true, viewerCount: 12 });
      owncast = { ...owncast, online: false, viewerCount: 0 };
      // The adapter asks Owncast at most every 2 s: the station's clock moves past that.
      clock.advance(2100);
      expect((await station.app.inject({ method: 'GET', url: '/api/live/status' })).json()).toMatchObject({
        isLive: false,
        viewerCount: 0,
      });
      fail = true;
      clock.advance(2100);
      const down = await station.app.inject({ method: 'GET', url: '/api/owncast/status' });
      expect(down.statusCode).toBe(502);
      expect(down.json<{ message: string }>().message).toContain('Owncast');
      expect((await station.app.inject({ method: 'GET', url: '/api/live/status' })).json()).toMatchObject({ isLive: false });
    } finally {
      await station.close();
      fake.close();
    }
  });
});

describe('a taken RTMP port', () => {
  it('turns the video ingest off and leaves the station running', async () => {
    const net = await import('node:net');
    const holder = net.createServer();
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
    const taken = (holder.address() as AddressInfo).port;
    try {
      const station = await createTestApp({ rtmpPort: taken, host: '127.0.0.1' });
      try {
        expect((await station.app.inject({ url: '/api/health' })).json()).toMatchObject({ ok: true });
        expect((await station.app.inject({ url: '/api/live/status' })).json<LiveStatus>().isLive).toBe(false);
      } finally {
        await station.close();
      }
    } finally {
      holder.close();
    }
  });
});

describe('chat under attack', () => {
  const countOf = async (name: string) => {
    const [row] = await queryRows<{ n: number }>(t.app.db, sql`SELECT count(*)::int AS n FROM chat_messages WHERE username = ${name}`);
    return row!.n;
  };

  it('holds the 5-per-10-s limit when 300 frames arrive at once on one socket', async () => {
    clock.advance(60_000);
    const page = await socket();
    for (let i = 0; i < 300; i++) page.ws.send(JSON.stringify({ type: 'chat_message', username: 'Burst Sender', message: `burst ${i}` }));
    await expect
      .poll(
        () =>
          page.messages.filter(
            (m) => m.type === 'error' || (m.type === 'chat_message' && (m.data as ChatMessage).username === 'Burst Sender'),
          ).length,
        {
          timeout: 30_000,
          interval: 200,
        },
      )
      .toBe(300);
    expect(await countOf('Burst Sender')).toBe(5);
    page.ws.close();
  });

  it('holds the limit for a member posting 50 times at once over HTTP', async () => {
    clock.advance(60_000);
    const member = await createTestUser(t.app.db, { username: 'eager_eli', displayName: 'Eager Eli' });
    const codes = await Promise.all(Array.from({ length: 50 }, (_, i) => post({ message: `hi ${i}` }, member.auth)));
    expect(codes.filter((r) => r.statusCode === 200)).toHaveLength(5);
    expect(await countOf('Eager Eli')).toBe(5);
  });

  it('closes a socket that sends a frame over 16 KiB, signed in or not', async () => {
    const page = await socket();
    const closed = new Promise<number>((resolve) => page.ws.once('close', (code) => resolve(code)));
    page.ws.send(JSON.stringify({ type: 'chat_message', message: 'x'.repeat(64 * 1024) }));
    expect(await closed).toBe(1009);
  });

  it('keeps members’ names and staff words from visitors; a muted member signed out is still muted', async () => {
    clock.advance(60_000);
    const ip = '203.0.113.80';
    for (const name of [
      'Ruth Moab',
      'ruth',
      'R u t h',
      'ＲＵＴＨ',
      'pastor_james',
      'Pastor James',
      'admin',
      'Admin1',
      'The Moderator',
      'boss',
      'BOSS!',
    ]) {
      const res = await post({ message: 'hello', username: name }, {}, ip);
      expect(res.statusCode, name).toBe(400);
      expect(res.json()).toMatchObject({ message: chatMessages.nameReserved });
    }
    expect((await post({ message: 'hello', username: 'Bossy Bessie' }, {}, ip)).statusCode).toBe(200);

    // A member muted by a moderator signs out and tries again as a visitor from the same address.
    const naomi = await createTestUser(t.app.db, { username: 'naomi', displayName: 'Naomi' });
    const said = (await post({ message: 'something rude' }, naomi.auth, '203.0.113.81')).json<ChatMessage>();
    const mute = await t.app.inject({
      method: 'POST',
      url: `/api/chat/messages/${said.id}/mute`,
      payload: { minutes: 10 },
      headers: admin.auth,
    });
    expect(mute.statusCode).toBe(200);
    expect((await post({ message: 'still here' }, naomi.auth, '203.0.113.81')).statusCode).toBe(403);
    expect((await post({ message: 'still here', username: 'Naomi' }, {}, '203.0.113.81')).statusCode).toBe(400);
    expect((await post({ message: 'still here', username: 'Someone Else' }, {}, '203.0.113.81')).statusCode).toBe(403);
    clock.advance(11 * 60_000);
  });

  it('caps the sockets one address may hold open, answering 429', async () => {
    const opened: WebSocket[] = [];
    const outcomes: string[] = [];
    for (let i = 0; i < 30; i++) {
      const ws = new WebSocket(`ws://${base}/ws/stream`);
      outcomes.push(
        await new Promise<string>((resolve) => {
          ws.once('open', () => {
            opened.push(ws);
            resolve('open');
          });
          ws.once('unexpected-response', (req, res) => {
            req.destroy();
            resolve(`refused ${res.statusCode}`);
          });
          ws.once('error', () => resolve('error'));
        }),
      );
    }
    expect(outcomes.filter((o) => o === 'open')).toHaveLength(20);
    expect(outcomes.slice(20)).toEqual(Array(10).fill('refused 429'));
    await Promise.all(opened.map((ws) => new Promise((resolve) => (ws.once('close', resolve), ws.close()))));
    // Once closed, the address may connect again.
    await expect
      .poll(async () => {
        const page = await socket().catch(() => null);
        page?.ws.close();
        return page !== null;
      })
      .toBe(true);
  });
});
