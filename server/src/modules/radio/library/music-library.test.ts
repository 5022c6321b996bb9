import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { adminRadioMessages } from '@selah/contracts/admin-radio';
import { createTestUser, type TestUser } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { multipart, songFile } from '../../../test/music.ts';
import { readTrackFile } from './library.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'selah-library-'));
let t: TestApp;
let admin: TestUser;
let broadcaster: TestUser;
beforeAll(async () => {
  t = await createTestApp({ dataDir });
  admin = await createTestUser(t.app.db, { role: 'admin' });
  broadcaster = await createTestUser(t.app.db, { role: 'broadcaster' });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

type Track = { id: string; title: string; artist: string; durationMs: number; hasArtwork: boolean };
const send = (files: Array<{ name: string; data: Buffer | string }>, user = admin) => {
  const body = multipart(files);
  return t.app.inject({ method: 'POST', url: '/api/admin/tracks', payload: body.payload, headers: { ...body.headers, ...user.auth } });
};
const list = async (query = '') =>
  (await t.app.inject({ url: `/api/admin/tracks${query ? `?query=${encodeURIComponent(query)}` : ''}`, headers: admin.auth })).json<{
    tracks: Track[];
  }>().tracks;
const uploads = () => fs.readdirSync(path.join(dataDir, 'music', 'uploads'));
const audit = async (action: string) =>
  (await t.app.inject({ url: `/api/admin/audit?action=${action}`, headers: admin.auth })).json<{ entries: Array<{ summary: string }> }>()
    .entries;

describe('the music library', () => {
  it('takes several MP3s in one upload, reads their tags, and writes one audit line', async () => {
    const res = await send([
      { name: 'one.mp3', data: await songFile('Amazing Grace', 'Anna Whitfield') },
      { name: 'two.mp3', data: await songFile('Be Thou My Vision', 'The Riverside Choir') },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const { tracks } = res.json<{ tracks: Track[] }>();
    expect(tracks.map((x) => [x.title, x.artist])).toEqual([
      ['Amazing Grace', 'Anna Whitfield'],
      ['Be Thou My Vision', 'The Riverside Choir'],
    ]);
    expect(tracks[0]!.durationMs).toBeGreaterThan(1500);
    expect(uploads().filter((f) => f.endsWith('.mp3'))).toHaveLength(2);
    // The files were mono; the library keeps them as the broadcast is, stereo 44.1 kHz, so a listener's
    // player never meets a change of shape between songs.
    for (const f of uploads().filter((x) => x.endsWith('.mp3'))) {
      expect(await readTrackFile(path.join(dataDir, 'music', 'uploads', f))).toMatchObject({ sampleRate: 44100, channels: 2 });
    }
    expect((await audit('music.track.upload'))[0]!.summary).toBe('Added 2 songs: "Amazing Grace", "Be Thou My Vision" to the library');
  });

  it('refuses a file that is not an MP3 by its content, whatever its name, and keeps nothing of the upload', async () => {
    const before = await list();
    const res = await send([
      { name: 'good.mp3', data: await songFile('Great Is Thy Faithfulness', 'Cornerstone Worship') },
      { name: 'sermon-notes.mp3', data: 'Sunday: Psalm 23, then announcements' },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: adminRadioMessages.notMp3('sermon-notes.mp3'), error: 'not_mp3' });
    expect(await list()).toEqual(before);
    expect(uploads().filter((f) => !f.endsWith('.mp3'))).toEqual([]);
    expect(uploads()).toHaveLength(2);
  });

  it('lets a broadcaster upload, and answers a request without files with a sentence', async () => {
    expect((await send([{ name: 'x.mp3', data: await songFile('It Is Well', 'Daniel Reyes') }], broadcaster)).statusCode).toBe(201);
    const empty = await send([], broadcaster);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(adminRadioMessages.noFile);
  });

  it('finds songs by title or artist, edits them, and deletes one with its file', async () => {
    expect((await list('riverside')).map((x) => x.title)).toEqual(['Be Thou My Vision']);
    expect((await list('grace')).map((x) => x.title)).toEqual(['Amazing Grace']);
    expect(await list('100%')).toEqual([]);
    const [grace] = await list('grace');
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/tracks/${grace!.id}`,
      headers: admin.auth,
      payload: { title: 'Amazing Grace (live)' },
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toMatchObject({ title: 'Amazing Grace (live)', artist: 'Anna Whitfield' });
    expect((await audit('music.track.update'))[0]!.summary).toBe(
      'Renamed the song "Amazing Grace" by Anna Whitfield to "Amazing Grace (live)" by Anna Whitfield',
    );
    const blank = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/tracks/${grace!.id}`,
      headers: admin.auth,
      payload: { artist: ' ' },
    });
    expect(blank.statusCode).toBe(400);

    const files = uploads().length;
    const del = await t.app.inject({ method: 'DELETE', url: `/api/admin/tracks/${grace!.id}`, headers: admin.auth });
    expect(del.statusCode).toBe(204);
    expect(await list('grace')).toEqual([]);
    expect(uploads()).toHaveLength(files - 1);
    const again = await t.app.inject({ method: 'DELETE', url: `/api/admin/tracks/${grace!.id}`, headers: admin.auth });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(adminRadioMessages.trackNotFound);
  });
});

describe('playlists and AutoDJ rules', () => {
  it('makes, reorders and deletes a playlist; a name is not taken twice', async () => {
    const ids = (await list()).map((x) => x.id);
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/admin/playlists',
      headers: broadcaster.auth,
      payload: { name: 'Sunday Morning', mode: 'ordered', trackIds: ids },
    });
    expect(made.statusCode, made.body).toBe(201);
    const playlist = made.json<{ id: string; tracks: Track[] }>();
    expect(playlist.tracks.map((x) => x.id)).toEqual(ids);

    const dup = await t.app.inject({
      method: 'POST',
      url: '/api/admin/playlists',
      headers: admin.auth,
      payload: { name: 'sunday morning' },
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe(adminRadioMessages.nameTaken('sunday morning'));

    const reversed = [...ids].reverse();
    const moved = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/playlists/${playlist.id}`,
      headers: admin.auth,
      payload: { trackIds: reversed, mode: 'shuffled' },
    });
    expect(moved.json()).toMatchObject({ mode: 'shuffled', tracks: reversed.map((id) => ({ id })) });
    const unknown = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/playlists/${playlist.id}`,
      headers: admin.auth,
      payload: { trackIds: [...ids, '00000000-0000-4000-8000-000000000000'] },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(adminRadioMessages.unknownTracks);

    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/playlists/${playlist.id}`, headers: admin.auth })).statusCode).toBe(
      204,
    );
    const lists = await t.app.inject({ url: '/api/admin/playlists', headers: admin.auth });
    expect(lists.json().playlists).toEqual([]);
    expect((await audit('music.playlist')).map((e) => e.summary)).toEqual([
      'Deleted the playlist "Sunday Morning"',
      'Changed the playlist "Sunday Morning" (2 songs, shuffled)',
      'Made the playlist "Sunday Morning" with 2 songs',
    ]);
  });

  it('keeps the AutoDJ rules, with a jingle playlist that must exist', async () => {
    expect((await t.app.inject({ url: '/api/admin/autodj', headers: admin.auth })).json()).toEqual({
      songGapMinutes: 60,
      artistGapMinutes: 15,
      jinglePlaylistId: null,
      jingleEverySongs: 0,
      jingleTopOfHour: false,
    });
    const ids = [(await list())[0]!.id];
    const jingles = (
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/playlists',
        headers: admin.auth,
        payload: { name: 'Station IDs', trackIds: ids },
      })
    ).json<{ id: string }>();
    const rules = { songGapMinutes: 90, artistGapMinutes: 20, jinglePlaylistId: jingles.id, jingleEverySongs: 4, jingleTopOfHour: true };
    const saved = await t.app.inject({ method: 'PUT', url: '/api/admin/autodj', headers: broadcaster.auth, payload: rules });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await t.app.inject({ url: '/api/admin/autodj', headers: admin.auth })).json()).toEqual(rules);
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/autodj',
      headers: admin.auth,
      payload: { ...rules, songGapMinutes: -1 },
    });
    expect(bad.statusCode).toBe(400);
    expect((await audit('music.rules'))[0]!.summary).toBe('Changed the AutoDJ rules');
  });
});
