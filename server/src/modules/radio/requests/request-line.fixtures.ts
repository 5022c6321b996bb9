import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { type StudioInbox } from '@selah/contracts/requests';
import { fixedClock, type TestClock } from '../../../platform/time/clock.ts';
import { createTestUser, type TestUser } from '../../../test/fixtures.ts';
import { multipart, songFile } from '../../../test/music.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
// Each file's own, made in its beforeAll.
export let clock: TestClock;
// Each file's own, made in its beforeAll.
export let dataDir: string;
export let t: TestApp;
export let admin: TestUser, broadcaster: TestUser, member: TestUser;
export const songs = new Map<string, string>();

/** A station on a hand-moved clock with four songs of its own, an admin, a broadcaster and a member (made before the file's tests, closed after). */
export function requestLineStation() {
  beforeAll(async () => {
    songs.clear();
    // Wednesday 21:30 in Chicago: "Meditation & Relaxation", an AutoDJ program that takes requests.
    clock = fixedClock('2026-11-26T03:30:00Z');
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'selah-requests-'));
    t = await createTestApp({ dataDir }, { clock });
    admin = await createTestUser(t.app.db, { role: 'admin' });
    broadcaster = await createTestUser(t.app.db, { role: 'broadcaster' });
    member = await createTestUser(t.app.db);
    const body = multipart([
      { name: 'grace.mp3', data: await songFile('Amazing Grace', 'Anna Whitfield', 40) },
      { name: 'vision.mp3', data: await songFile('Be Thou My Vision', 'The Riverside Choir', 40, 550) },
      { name: 'well.mp3', data: await songFile('It Is Well', 'Grace Chapel', 40, 660) },
      { name: 'assurance.mp3', data: await songFile('Blessed Assurance', 'Ruth Okafor', 40, 770) },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/tracks',
      payload: body.payload,
      headers: { ...body.headers, ...admin.auth },
    });
    expect(res.statusCode, res.body).toBe(201);
    for (const track of res.json<{ tracks: Array<{ id: string; title: string }> }>().tracks) songs.set(track.title, track.id);
  });
  afterAll(async () => {
    t.app.service('radio').radio.station.stopEngine();
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
}

export let address = 0;
/** A listener who is not signed in, known by their address. */
export const listener = () => `10.27.0.${++address}`;
export const ask = (songId: string, from: string | TestUser) =>
  t.app.inject({
    method: 'POST',
    url: '/api/requests',
    payload: { songId },
    ...(typeof from === 'string' ? { remoteAddress: from } : { headers: from.auth }),
  });
export const write = (payload: Record<string, unknown>, from: string) =>
  t.app.inject({ method: 'POST', url: '/api/requests/messages', payload, remoteAddress: from });
export const inbox = async (user = broadcaster) =>
  (await t.app.inject({ url: '/api/admin/studio/inbox', headers: user.auth })).json<StudioInbox>();
