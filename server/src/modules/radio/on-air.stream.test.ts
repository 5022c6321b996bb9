import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { adminRadioMessages } from '@selah/contracts/admin-radio';
import { createTestUser, type TestUser } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { multipart, songFile } from '../../test/music.ts';
import { zonedNow } from './schedule/schedule.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'selah-onair-'));
let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp({ dataDir, radioEnabled: true });
  admin = await createTestUser(t.app.db, { role: 'admin' });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const onAir = async () => (await t.app.inject({ url: '/api/stream/status' })).json<{ song: { title: string } }>().song.title;
const waitFor = async (check: () => Promise<boolean>, ms: number) => {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 200));
  }
  return false;
};
const upload = async (title: string, frequency: number) => {
  const body = multipart([{ name: `${title}.mp3`, data: await songFile(title, 'Test Choir', 300, frequency) }]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/tracks',
    payload: body.payload,
    headers: { ...body.headers, ...admin.auth },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ tracks: Array<{ id: string }> }>().tracks[0]!.id;
};

describe('the console and what is on air', () => {
  it('refuses to delete the song on air, then a new program starting now plays its playlist at once', async () => {
    // Five-minute songs: anything on air within seconds came from a switch, not from a song ending.
    const first = await upload('Still Waters', 440);
    expect(await waitFor(async () => (await onAir()) === 'Still Waters', 20_000)).toBe(true);

    const del = await t.app.inject({ method: 'DELETE', url: `/api/admin/tracks/${first}`, headers: admin.auth });
    expect(del.statusCode).toBe(409);
    expect(del.json()).toMatchObject({ message: adminRadioMessages.onAir('Still Waters'), error: 'on_air' });
    const tracks = await t.app.inject({ url: '/api/admin/tracks', headers: admin.auth });
    expect(tracks.json<{ tracks: Array<{ id: string; onAir: boolean }> }>().tracks).toEqual([
      expect.objectContaining({ id: first, onAir: true }),
    ]);

    const second = await upload('Morning Mercy', 330);
    const playlist = await t.app.inject({
      method: 'POST',
      url: '/api/admin/playlists',
      headers: admin.auth,
      payload: { name: 'Right Now', trackIds: [second] },
    });
    // The program on air now makes way for a new one, this hour, playing the new playlist.
    const { weekday, hour } = zonedNow(t.app.time.zone(), new Date());
    const all = (await t.app.inject({ url: '/api/admin/programs', headers: admin.auth })).json<{
      programs: Array<{ id: string; weekday: number; startHour: number; endHour: number }>;
    }>().programs;
    const current = all.find((p) => p.weekday === weekday && p.startHour <= hour && hour < p.endHour)!;
    await t.app.inject({ method: 'DELETE', url: `/api/admin/programs/${current.id}`, headers: admin.auth });
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/admin/programs',
      headers: admin.auth,
      payload: {
        title: 'Right Now Show',
        host: 'AutoDJ',
        weekdays: [weekday],
        startHour: hour,
        endHour: hour + 1,
        playlistId: playlist.json().id,
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(await waitFor(async () => (await onAir()) === 'Morning Mercy', 30_000)).toBe(true);
    // The song that was cut is no longer on air, so it may go now.
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/tracks/${first}`, headers: admin.auth })).statusCode).toBe(204);
  }, 120_000);
});
