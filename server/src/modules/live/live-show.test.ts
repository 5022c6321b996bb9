// The station comes from live.fixtures.ts (createTestApp), so this file runs on both databases.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { liveMessages, type LiveStatus } from '@selah/contracts/live';
import { fixedClock } from '../../platform/time/clock.ts';
import { createTestApp } from '../../test/test-app.ts';
import { t, admin, liveStation, socket, pastor, ruth } from './live.fixtures.ts';

liveStation();

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
