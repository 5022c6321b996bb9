import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Checklist } from '@selah/contracts/admin-people';
import { loadConfig } from '../../../config.ts';
import { createTestUser, type TestUser } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { demoTrackFile, demoTracks } from './demo-music.ts';
import { starterMusic } from './starter-music.ts';

describe('the starter music', () => {
  const { paths } = loadConfig({ NODE_ENV: 'test' });
  const dataDir = '/srv/station';
  const starter = starterMusic(dataDir, paths.content);
  const first = demoTracks(paths.content)[0]!;
  const starterTrack = { filePath: demoTrackFile(path.join(dataDir, 'music'), 0, first.title), title: first.title };
  const own = { filePath: path.join(dataDir, 'music', 'uploads', 'amazing-grace.mp3'), title: 'Amazing Grace' };

  it('plays until the station has songs of its own, which then replace it', () => {
    expect(starter.playable([starterTrack])).toEqual([starterTrack]);
    expect(starter.playable([starterTrack, own])).toEqual([own]);
    expect(starter.hasOwn([starterTrack])).toBe(false);
    expect(starter.hasOwn([starterTrack, own])).toBe(true);
  });

  it('carries no demo station’s name', () => {
    const names = demoTracks(paths.content).flatMap((t) => [t.title, t.artist]);
    expect(names.join(' ')).not.toMatch(/Harvest Light/);
  });
});

describe('the dashboard’s checklist and the live source password', () => {
  let t: TestApp;
  let admin: TestUser;
  let broadcaster: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createTestUser(t.app.db, { role: 'admin' });
    broadcaster = await createTestUser(t.app.db, { role: 'broadcaster' });
  });
  afterAll(() => t.close());
  const checklist = async () => (await t.app.inject({ url: '/api/admin/checklist', headers: admin.auth })).json<Checklist>().items;

  it('lists what a new station still has to do, the open items first, each with its page', async () => {
    const items = await checklist();
    expect(items.map((i) => [i.id, i.done, i.href])).toEqual(
      expect.arrayContaining([
        ['music', false, '/admin/music'],
        ['stream-password', false, '/admin/live'],
        ['payments', false, '/admin/delivery#payments'],
      ]),
    );
    // What is left to do comes before what is done.
    const done = items.map((i) => i.done);
    expect(done).toEqual([...done].sort((a, b) => Number(a) - Number(b)));
  });

  it('keeps the source password sealed: set, never shown, used by the live mount, then cleared', async () => {
    const put = (password: string, who = admin) =>
      t.app.inject({ method: 'PUT', url: '/api/admin/radio/source-password', headers: who.auth, payload: { password } });
    expect((await put('short')).statusCode).toBe(400);
    expect((await put('has a space')).json<{ message: string }>().message).toMatch(/spaces or colons/);
    expect((await put('broadcaster-tries', broadcaster)).statusCode).toBe(403);
    const saved = await put('sunday-service-2026');
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ set: true, fromEnvironment: false });
    expect(saved.body).not.toContain('sunday-service-2026');
    expect(await t.app.service('radio').sourcePassword.current()).toBe('sunday-service-2026');
    expect((await checklist()).find((i) => i.id === 'stream-password')!.done).toBe(true);

    const cleared = await t.app.inject({ method: 'DELETE', url: '/api/admin/radio/source-password', headers: admin.auth });
    expect(cleared.json()).toEqual({ set: false, fromEnvironment: false });
    expect(await t.app.service('radio').sourcePassword.current()).toBeUndefined();
  });

  it('leaves a source password set on the server to the server', async () => {
    const env = await createTestApp({ stationSourcePassword: 'from-the-environment' });
    try {
      const boss = await createTestUser(env.app.db, { role: 'admin' });
      const res = await env.app.inject({
        method: 'PUT',
        url: '/api/admin/radio/source-password',
        headers: boss.auth,
        payload: { password: 'something-else' },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json<{ message: string }>().message).toMatch(/STATION_SOURCE_PASSWORD/);
      expect(await env.app.service('radio').sourcePassword.current()).toBe('from-the-environment');
    } finally {
      await env.close();
    }
  });
});
