// The station comes from media.fixtures.ts (createTestApp), so this file runs on both databases.
import { describe, expect, it } from 'vitest';
import crypto from 'node:crypto';
import fs from 'node:fs';
import type { Episode, EpisodePage } from '@selah/contracts/media';
import {
  t,
  admin,
  dj,
  member,
  fixture,
  ffprobeDuration,
  mediaStation,
  upload,
  storedFiles,
  rowCount,
  storedPath,
} from './media.fixtures.ts';

mediaStation();

describe('uploading episodes', () => {
  let uploaded: Episode;

  it('a broadcaster uploads an MP3: duration read from the file, title, host and artwork from its tags; ffprobe reads it back', async () => {
    const res = await upload('/api/episodes', dj, { name: 'grace.mp3', bytes: fixture('tagged.mp3') }, { category: 'Worship' });
    expect(res.statusCode, res.body).toBe(201);
    uploaded = res.json();
    expect(uploaded).toMatchObject({
      title: 'Grace Notes',
      host: 'Pastor Ruth Ellis',
      category: 'Worship',
      duration: 6,
      status: 'published',
    });
    expect(uploaded.audioType).toBe('audio/mpeg');
    expect(uploaded.artworkUrl).toMatch(/^\/media\/artwork\/[0-9a-f-]{36}\.jpg$/);
    const file = storedPath(uploaded.audioUrl);
    expect(uploaded.audioBytes).toBe(fs.statSync(file).size);
    expect(await ffprobeDuration(file)).toBeCloseTo(6, 0);
    const art = await t.app.inject({ url: uploaded.artworkUrl! });
    expect(art.headers['content-type']).toBe('image/jpeg');
    expect(art.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
  });

  it('an M4A with the form fields after the file; the form wins over tags', async () => {
    const res = await upload('/api/episodes', admin, { name: 'x.m4a', bytes: fixture('plain.m4a') }, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.title).toBe('Please give it a title.');
    const ok = await upload(
      '/api/episodes',
      admin,
      { name: 'x.m4a', bytes: fixture('plain.m4a') },
      {
        title: 'Morning Prayer for Families',
        host: 'Sister Grace',
        category: 'Prayer',
        description: 'We pray for our homes every Friday night.',
      },
    );
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json()).toMatchObject({ audioType: 'audio/mp4', duration: 5, host: 'Sister Grace', category: 'Prayer' });
  });

  it.each([
    [
      'a text file renamed .mp3',
      'notes.mp3',
      () => Buffer.from('These are my sermon notes, not audio at all.\n'.repeat(50)),
      415,
      'not_audio',
    ],
    [
      'a truncated MP3',
      'cut.mp3',
      () => fixture('tagged.mp3').subarray(0, Math.floor(fixture('tagged.mp3').length * 0.6)),
      422,
      'broken_audio',
    ],
    ['a video posing as an episode', 'clip.mp3', () => fixture('clip.mp4'), 415, 'not_audio'],
    ['an oversized file', 'big.mp3', () => Buffer.concat([fixture('tagged.mp3'), crypto.randomBytes(450_000)]), 413, 'too_large'],
  ])('refuses %s with a clear 4xx and stores nothing', async (_what, name, bytes, status, code) => {
    const before = { files: storedFiles().length, rows: await rowCount('media_episodes') };
    const res = await upload('/api/episodes', dj, { name, bytes: bytes() }, { title: 'Should not be kept' });
    expect(res.statusCode).toBe(status);
    expect(res.json().error).toBe(code);
    expect(res.json().message).toMatch(/[A-Z].+\./);
    expect(storedFiles().length).toBe(before.files);
    expect(await rowCount('media_episodes')).toBe(before.rows);
  });

  it('members and visitors may not upload; nothing is stored', async () => {
    const before = storedFiles().length;
    expect((await upload('/api/episodes', member, { name: 'a.mp3', bytes: fixture('short.mp3') }, { title: 'Mine' })).statusCode).toBe(403);
    expect((await upload('/api/episodes', null, { name: 'a.mp3', bytes: fixture('short.mp3') }, { title: 'Mine' })).statusCode).toBe(401);
    expect(storedFiles().length).toBe(before);
  });

  it('refuses a request without a file, or not multipart', async () => {
    expect((await upload('/api/episodes', dj, null, { title: 'No file' })).json().fields.file).toBe('Please choose a file to upload.');
    const json = await t.app.inject({ method: 'POST', url: '/api/episodes', headers: dj.auth, payload: { title: 'x' } });
    expect(json.statusCode).toBe(415);
  });

  it('serves the audio with Range: 206 with the right bytes, Accept-Ranges, Content-Length, and 416 past the end', async () => {
    const file = fs.readFileSync(storedPath(uploaded.audioUrl));
    const whole = await t.app.inject({ url: uploaded.audioUrl, headers: { 'accept-encoding': 'gzip' } });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(Number(whole.headers['content-length'])).toBe(file.length);
    expect(whole.headers['content-encoding']).toBeUndefined();
    const part = await t.app.inject({ url: uploaded.audioUrl, headers: { range: 'bytes=1000-1999' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 1000-1999/${file.length}`);
    expect(Number(part.headers['content-length'])).toBe(1000);
    expect(part.rawPayload.equals(file.subarray(1000, 2000))).toBe(true);
    const tail = await t.app.inject({ url: uploaded.audioUrl, headers: { range: 'bytes=-500' } });
    expect(tail.rawPayload.equals(file.subarray(file.length - 500))).toBe(true);
    const head = await t.app.inject({ method: 'HEAD', url: uploaded.audioUrl });
    expect(Number(head.headers['content-length'])).toBe(file.length);
    expect((await t.app.inject({ url: uploaded.audioUrl, headers: { range: `bytes=${file.length + 10}-` } })).statusCode).toBe(416);
    expect((await t.app.inject({ url: '/media/episodes/../../secret.mp3' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/media/episodes/${crypto.randomUUID()}.mp3` })).statusCode).toBe(404);
  });
});

describe('listing episodes', () => {
  it('answers the spec shape, newest first, with category, search (word prefix) and a cursor', async () => {
    const all = (await t.app.inject({ url: '/api/episodes' })).json() as EpisodePage;
    expect(all.episodes.length).toBeGreaterThanOrEqual(2);
    expect(all.episodes[0]).toMatchObject({
      id: expect.any(String),
      title: expect.any(String),
      duration: expect.any(Number),
      host: expect.any(String),
    });
    const prayer = (await t.app.inject({ url: '/api/episodes?category=Prayer' })).json() as EpisodePage;
    expect(prayer.episodes.map((e) => e.title)).toEqual(['Morning Prayer for Families']);
    const search = (await t.app.inject({ url: '/api/episodes?search=famil' })).json() as EpisodePage;
    expect(search.episodes.map((e) => e.title)).toEqual(['Morning Prayer for Families']);
    const byHost = (await t.app.inject({ url: '/api/episodes?search=ellis' })).json() as EpisodePage;
    expect(byHost.episodes.map((e) => e.title)).toEqual(['Grace Notes']);
    const first = (await t.app.inject({ url: '/api/episodes?limit=1' })).json() as EpisodePage;
    expect(first.nextCursor).toBeTruthy();
    const second = (await t.app.inject({ url: `/api/episodes?limit=1&cursor=${first.nextCursor}` })).json() as EpisodePage;
    expect(second.episodes[0]!.id).not.toBe(first.episodes[0]!.id);
    expect((await t.app.inject({ url: '/api/episodes?cursor=garbage' })).statusCode).toBe(400);
    expect((await t.app.inject({ url: `/api/episodes/${crypto.randomUUID()}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/episodes/not-a-uuid' })).statusCode).toBe(400);
  });
});
