import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { XMLParser } from 'fast-xml-parser';
import type { Episode, EpisodePage, Video, VideoPage } from '@selah/contracts/media';
import type { SearchResult } from '@selah/contracts/search';
import { queryRows } from '../../db/client.ts';
import { createTestUser, type TestUser } from '../../test/fixtures.ts';
import { publicAddressPart } from '../../platform/public-address.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const run = promisify(execFile);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'selah-media-'));
const fixtures = path.join(dataDir, 'fixtures');
let t: TestApp;
let admin: TestUser;
let dj: TestUser;
let member: TestUser;

const ffmpeg = (...args: string[]) => run('ffmpeg', ['-v', 'error', '-y', ...args], { timeout: 60_000 });
const fixture = (name: string) => fs.readFileSync(path.join(fixtures, name));
const ffprobeDuration = async (file: string) =>
  Number((await run('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file])).stdout.trim());

beforeAll(async () => {
  fs.mkdirSync(fixtures);
  const f = (n: string) => path.join(fixtures, n);
  await Promise.all([
    // A tagged MP3 with cover art, as a podcast editor exports it.
    ffmpeg(
      ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=6', '-f', 'lavfi', '-i', 'color=c=orange:s=64x64:d=1'],
      ...['-map', '0:a', '-map', '1:v', '-frames:v', '1', '-c:a', 'libmp3lame', '-b:a', '64k', '-c:v', 'mjpeg', '-id3v2_version', '3'],
      ...[
        '-metadata',
        'title=Grace Notes',
        '-metadata',
        'artist=Pastor Ruth Ellis',
        '-metadata:s:v',
        'comment=Cover (front)',
        f('tagged.mp3'),
      ],
    ),
    ffmpeg('-f', 'lavfi', '-i', 'sine=frequency=330:duration=5', '-c:a', 'aac', f('plain.m4a')),
    ffmpeg('-f', 'lavfi', '-i', 'sine=frequency=550:duration=4', '-c:a', 'libmp3lame', '-b:a', '64k', f('short.mp3')),
    ffmpeg(
      ...['-f', 'lavfi', '-i', 'testsrc2=size=320x240:rate=25:duration=3', '-c:v', 'libx264', '-preset', 'ultrafast'],
      ...['-pix_fmt', 'yuv420p', '-movflags', '+faststart', f('clip.mp4')],
    ),
  ]);
  t = await createTestApp({
    dataDir,
    limits: {
      threadsPer10Min: 1000,
      repliesPer10Min: 1000,
      signupsPerHour: 5,
      minFormMs: 0,
      episodeMaxBytes: 400_000,
      videoMaxBytes: 2_000_000,
    },
  });
  admin = await createTestUser(t.app.db, { username: 'elder_admin', role: 'admin' });
  dj = await createTestUser(t.app.db, { username: 'dj_samuel', role: 'broadcaster', displayName: 'Samuel' });
  member = await createTestUser(t.app.db, { username: 'ruth_member', displayName: 'Ruth' });
}, 60_000);
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A multipart body: text fields first or last, and one file. */
function form(file: { name: string; bytes: Buffer; type?: string } | null, fields: Record<string, string> = {}) {
  const boundary = `----selah${crypto.randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = (url: string, user: TestUser | null, file: { name: string; bytes: Buffer } | null, fields: Record<string, string> = {}) => {
  const body = form(file, fields);
  return t.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, ...(user?.auth ?? {}) } });
};

/** Every file under DATA_DIR/media (episodes, artwork, posters, videos, incoming). */
const storedFiles = () => {
  const root = path.join(dataDir, 'media');
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => path.join(d.parentPath, d.name));
};
const rowCount = async (table: 'media_episodes' | 'media_videos') =>
  (await queryRows<{ n: number }>(t.app.db, sql`SELECT count(*)::int AS n FROM ${sql.raw(table)}`))[0]!.n;
const storedPath = (url: string) => {
  const [, , kind, file] = url.split('?')[0]!.split('/');
  return path.join(dataDir, 'media', kind!, file!);
};

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

describe('shows, drafts and feeds', () => {
  let showId: string;
  let draft: Episode;

  it('a recorded show arrives as a draft: hidden from the public lists, published with one click', async () => {
    const media = t.app.service('media').media;
    showId = await media.createShow({
      title: 'Kingdom Teachings',
      description: 'Teaching <daily>',
      category: 'Teaching',
      host: 'Pastor James',
      featured: true,
    });
    const file = path.join(dataDir, 'recording.mp3');
    fs.copyFileSync(path.join(fixtures, 'short.mp3'), file);
    draft = await media.createDraftEpisode({
      file,
      title: 'Kingdom Teachings',
      host: 'Pastor James',
      recordedAt: new Date(),
      uploadedBy: dj.id,
    });
    expect(draft).toMatchObject({ status: 'draft', origin: 'recording', duration: 4, showId });
    expect(fs.existsSync(file)).toBe(false);
    expect((await t.app.inject({ url: `/api/episodes/${draft.id}` })).statusCode).toBe(404);
    expect(((await t.app.inject({ url: '/api/episodes' })).json() as EpisodePage).episodes.map((e) => e.id)).not.toContain(draft.id);
    // Its file answers only by its unguessable name (the studio previews it before publishing).
    expect((await t.app.inject({ url: draft.audioUrl, headers: { range: 'bytes=0-1' } })).statusCode).toBe(206);
    // The draft's audio is not public: its bare file name (leaked in a log or a shared link) is not enough.
    const bare = draft.audioUrl.split('?')[0]!;
    expect((await t.app.inject({ url: bare })).statusCode).toBe(404);
    expect(draft.audioUrl).toMatch(/\?preview=/);
    expect((await t.app.inject({ url: bare, headers: member.auth })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `${bare}?preview=zzzzzzzz.forged` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: bare, headers: { ...dj.auth, range: 'bytes=0-1' } })).statusCode).toBe(206);
    expect((await t.app.inject({ url: '/api/episodes?status=draft', headers: member.auth })).statusCode).toBe(403);
    const drafts = (await t.app.inject({ url: '/api/episodes?status=draft', headers: dj.auth })).json() as EpisodePage;
    expect(drafts.episodes.map((e) => e.id)).toEqual([draft.id]);
    const refused = await t.app.inject({ method: 'POST', url: `/api/episodes/${draft.id}/publish`, headers: member.auth, payload: {} });
    expect(refused.statusCode).toBe(403);
    const published = await t.app.inject({
      method: 'POST',
      url: `/api/episodes/${draft.id}/publish`,
      headers: dj.auth,
      payload: { title: 'Kingdom Teachings: Faith at Work' },
    });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({ status: 'published', title: 'Kingdom Teachings: Faith at Work' });
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/episodes/${draft.id}/publish`, headers: dj.auth, payload: {} })).statusCode,
    ).toBe(409);
    const show = (await t.app.inject({ url: `/api/podcasts/shows/${showId}` })).json();
    expect(show).toMatchObject({ title: 'Kingdom Teachings', episodeCount: 1, featured: true, feedUrl: `/podcasts/${showId}/feed.xml` });
    const shows = (await t.app.inject({ url: '/api/podcasts/shows' })).json();
    expect(shows.shows.map((s: { id: string }) => s.id)).toContain(showId);
  });

  it('the station feed is valid podcast RSS (iTunes + Podcasting 2.0) and its enclosures answer Range with 206', async () => {
    // The station's address as the setup recorded it; a request's Host header never leads its links elsewhere.
    await t.app.settings.write(publicAddressPart, { url: 'https://radio.example.org' });
    const res = await t.app.inject({ url: '/podcasts/feed.xml', headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('evil.example');
    expect(res.headers['content-type']).toMatch(/^application\/rss\+xml/);
    const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', parseTagValue: false });
    const doc = parser.parse(res.body);
    const ch = doc.rss.channel;
    expect(doc.rss['@xmlns:itunes']).toBe('http://www.itunes.com/dtds/podcast-1.0.dtd');
    expect(doc.rss['@xmlns:podcast']).toBe('https://podcastindex.org/namespace/1.0');
    // Apple's required channel tags.
    expect(ch.title).toMatch(/Podcasts$/);
    expect(ch.description).toBeTruthy();
    expect(ch['itunes:image']['@href']).toMatch(/^https:\/\/radio\.example\.org\/.+\.png$/);
    // Directories verify ownership by the owner's email; listeners find where to give.
    const station = (await t.app.inject({ url: '/api/station' })).json<{ name: string; contact: { email: string } }>();
    expect(station.contact.email).toBeTruthy();
    expect(ch['itunes:owner']).toEqual({ 'itunes:name': station.name, 'itunes:email': station.contact.email });
    expect(ch['podcast:locked']['@owner']).toBe(station.contact.email);
    expect(ch['podcast:funding']).toEqual({ '@url': 'https://radio.example.org/donate', '#text': `Support ${station.name}` });
    expect(ch.language).toBe('en-us');
    expect(ch['itunes:category']['@text']).toBeTruthy();
    expect(ch['itunes:explicit']).toBe('false');
    expect(ch['podcast:guid']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const items = [ch.item].flat();
    expect(items.length).toBe(3);
    for (const item of items) {
      expect(item.title).toBeTruthy();
      expect(item.guid['#text']).toMatch(/^[0-9a-f-]{36}$/);
      expect(item['itunes:duration']).toMatch(/^\d+:\d{2}:\d{2}$/);
      expect(['true', 'false']).toContain(item['itunes:explicit']);
      expect(Number.isNaN(Date.parse(item.pubDate))).toBe(false);
      expect(['audio/mpeg', 'audio/mp4']).toContain(item.enclosure['@type']);
      if (item['itunes:author']) expect(item['podcast:person']).toEqual({ '@role': 'host', '#text': item['itunes:author'] });
    }
    expect(items.some((i: Record<string, unknown>) => i['podcast:person'])).toBe(true);
    const art = await t.app.inject({ url: new URL(ch['itunes:image']['@href']).pathname });
    expect(art.statusCode).toBe(200);
    const png = art.rawPayload;
    expect(png.readUInt32BE(16)).toBe(1400); // IHDR width: Apple asks for 1400–3000 px squares
    expect(png.readUInt32BE(20)).toBe(1400);
    const enclosure = items[0].enclosure;
    const url = new URL(enclosure['@url']);
    const file = fs.readFileSync(path.join(dataDir, 'media', url.pathname.split('/')[2]!, url.pathname.split('/')[3]!));
    expect(Number(enclosure['@length'])).toBe(file.length);
    const ranged = await t.app.inject({ url: url.pathname, headers: { range: 'bytes=0-99' } });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.rawPayload.equals(file.subarray(0, 100))).toBe(true);
  });

  it("a show's own feed carries only its episodes and its stable podcast:guid; text is escaped by the XML library", async () => {
    const res = await t.app.inject({ url: `/podcasts/${showId}/feed.xml` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Teaching &lt;daily&gt;');
    const ch = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', parseTagValue: false }).parse(res.body).rss.channel;
    expect([ch.item].flat().map((i: { title: string }) => i.title)).toEqual(['Kingdom Teachings: Faith at Work']);
    const again = new XMLParser().parse((await t.app.inject({ url: `/podcasts/${showId}/feed.xml` })).body).rss.channel;
    expect(again['podcast:guid']).toBe(ch['podcast:guid']);
    expect((await t.app.inject({ url: `/podcasts/${crypto.randomUUID()}/feed.xml` })).statusCode).toBe(404);
  });

  it('staff delete an episode and its file; members may not', async () => {
    expect((await t.app.inject({ method: 'DELETE', url: `/api/episodes/${draft.id}`, headers: member.auth })).statusCode).toBe(403);
    const file = storedPath(draft.audioUrl);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/episodes/${draft.id}`, headers: admin.auth })).statusCode).toBe(204);
    expect(fs.existsSync(file)).toBe(false);
    expect((await t.app.inject({ url: `/api/episodes/${draft.id}` })).statusCode).toBe(404);
  });
});

describe('videos', () => {
  let clip: Video;

  it('a broadcaster uploads an MP4: duration and a poster frame from ffmpeg, the NEW badge, Range on the file', async () => {
    const res = await upload(
      '/api/videos',
      dj,
      { name: 'clip.mp4', bytes: fixture('clip.mp4') },
      {
        title: 'Youth Night Worship',
        category: 'Youth',
        description: 'Highlights from Friday night.',
      },
    );
    expect(res.statusCode, res.body).toBe(201);
    clip = res.json();
    expect(clip).toMatchObject({ duration: 3, category: 'Youth', views: 0, likes: 0, isNew: true, videoType: 'video/mp4' });
    const poster = await t.app.inject({ url: clip.posterUrl! });
    expect(poster.headers['content-type']).toBe('image/jpeg');
    expect(poster.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    const part = await t.app.inject({ url: clip.videoUrl, headers: { range: 'bytes=0-1023' } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(fixture('clip.mp4').subarray(0, 1024))).toBe(true);
  });

  it.each([
    ['a text file renamed .mp4', 'x.mp4', () => Buffer.from('not a video '.repeat(100)), 415],
    ['audio posing as video', 'x.mp4', () => fixture('plain.m4a'), 415],
    ['a cut-short MP4', 'x.mp4', () => fixture('clip.mp4').subarray(0, 2000), 422],
    ['an oversized file', 'x.mp4', () => crypto.randomBytes(2_100_000), 413],
  ])('refuses %s and stores nothing', async (_what, name, bytes, status) => {
    const before = { files: storedFiles().length, rows: await rowCount('media_videos') };
    const res = await upload('/api/videos', admin, { name, bytes: bytes() }, { title: 'Nope' });
    expect(res.statusCode).toBe(status);
    expect(storedFiles().length).toBe(before.files);
    expect(await rowCount('media_videos')).toBe(before.rows);
  });

  it('counts a view once per viewer per day, and likes once per member; visitors cannot like', async () => {
    const view = (headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url: `/api/videos/${clip.id}/view`, headers }).then((r) => r.json());
    expect(await view(member.auth)).toEqual({ views: 1, counted: true });
    expect(await view(member.auth)).toEqual({ views: 1, counted: false });
    expect(await view({ 'user-agent': 'visitor-browser' })).toEqual({ views: 2, counted: true });
    expect(await view({ 'user-agent': 'visitor-browser' })).toEqual({ views: 2, counted: false });
    const visitor = await t.app.inject({ method: 'POST', url: `/api/videos/${clip.id}/like` });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().message).toMatch(/Please Login First/);
    const like = () => t.app.inject({ method: 'POST', url: `/api/videos/${clip.id}/like`, headers: member.auth }).then((r) => r.json());
    expect(await like()).toEqual({ likes: 1, isLiked: true });
    expect(await like()).toEqual({ likes: 1, isLiked: true });
    const unlike = await t.app.inject({ method: 'DELETE', url: `/api/videos/${clip.id}/like`, headers: member.auth });
    expect(unlike.json()).toEqual({ likes: 0, isLiked: false });
    await like();
    const mine = (await t.app.inject({ url: `/api/videos/${clip.id}`, headers: member.auth })).json();
    expect(mine).toMatchObject({ views: 2, likes: 1, isLiked: true });
  });

  it('lists with category, search and every sort; categories with counts; a video page with related videos', async () => {
    const media = t.app.service('media').media;
    const file = path.join(dataDir, 'service.mp4');
    fs.copyFileSync(path.join(fixtures, 'clip.mp4'), file);
    const old = await media.createDraftVideo({
      file,
      title: 'Healing Service',
      category: 'Healing',
      recordedAt: new Date(Date.now() - 30 * 86_400_000),
    });
    await media.publishVideo({ id: admin.id, role: 'admin' }, old.id, {});
    await queryRows(t.app.db, sql`UPDATE media_videos SET published_at = now() - interval '30 days' WHERE id = ${old.id}::uuid`);
    const list = async (q: string) => ((await t.app.inject({ url: `/api/videos?${q}` })).json() as VideoPage).videos;
    expect((await list('sortBy=recent')).map((v) => v.title)).toEqual(['Youth Night Worship', 'Healing Service']);
    expect((await list('sortBy=recent')).map((v) => v.isNew)).toEqual([true, false]);
    for (const sortBy of ['popular', 'trending', 'views', 'likes'])
      expect((await list(`sortBy=${sortBy}`))[0]!.title).toBe('Youth Night Worship');
    await queryRows(t.app.db, sql`UPDATE media_videos SET views = 50 WHERE id = ${old.id}::uuid`);
    expect((await list('sortBy=views'))[0]!.title).toBe('Healing Service');
    expect((await list('sortBy=trending'))[0]!.title).toBe('Youth Night Worship'); // its views are this week's
    expect((await list('category=Healing')).map((v) => v.title)).toEqual(['Healing Service']);
    expect((await list('search=worsh')).map((v) => v.title)).toEqual(['Youth Night Worship']);
    expect((await t.app.inject({ url: '/api/videos?sortBy=random' })).statusCode).toBe(400);
    const cats = (await t.app.inject({ url: '/api/videos/categories' })).json();
    expect(cats).toEqual([
      { name: 'Healing', count: 1 },
      { name: 'Youth', count: 1 },
    ]);
    const page = (await t.app.inject({ url: `/api/videos/${clip.id}` })).json();
    expect(page.related.map((v: Video) => v.title)).toEqual(['Healing Service']);
    expect((await t.app.inject({ url: `/api/videos/${crypto.randomUUID()}` })).statusCode).toBe(404);
  });
});

describe('search', () => {
  const search = async (q: string) => {
    const res = await t.app.inject({ url: `/api/search?${q}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as SearchResult[];
  };

  beforeAll(async () => {
    const insert = (title: string, content: string, opts: { anonymous?: boolean; hidden?: boolean } = {}) =>
      queryRows(
        t.app.db,
        sql`INSERT INTO threads (author_id, category, title, content, is_anonymous, is_hidden)
            VALUES (${member.id}::uuid, 'prayer', ${title}, ${content}, ${opts.anonymous ?? false}, ${opts.hidden ?? false})`,
      );
    await insert('Help with the week ahead', 'Please pray we can afford groceries <b>this</b> month.');
    await insert('A private struggle', 'Pray for my groceries budget, I am ashamed to ask.', { anonymous: true });
    await insert('Hidden post', 'Groceries spam that moderators hid.', { hidden: true });
  });

  it('finds a thread by the prefix of a word in its body, never hidden ones, and never names an anonymous author', async () => {
    const results = await search('query=grocer&type=community');
    expect(results.map((r) => r.title).sort()).toEqual(['A private struggle', 'Help with the week ahead']);
    const named = results.find((r) => r.title === 'Help with the week ahead')!;
    expect(named).toMatchObject({ type: 'community', category: 'Prayer Requests', author: 'Ruth', url: `/community?thread=${named.id}` });
    expect(named.snippet).toContain('<mark>groceries</mark>');
    // Markup in a post never reaches the snippet as markup: only <mark> does.
    expect(named.snippet.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/);
    expect(named.description).toContain('<b>this</b>'); // plain text, rendered as text by the page
    const anonymous = results.find((r) => r.title === 'A private struggle')!;
    expect(anonymous.author).toBe('Anonymous Member');
    expect(JSON.stringify(anonymous)).not.toContain(member.id);
    expect(JSON.stringify(anonymous)).not.toContain('ruth');
  });

  it('one ranked list across types; an episode found by its host; type filters; the live programs', async () => {
    const byHost = await search('query=ruth%20ellis');
    expect(byHost[0]).toMatchObject({ type: 'episode', title: 'Grace Notes', author: 'Pastor Ruth Ellis', duration: 6 });
    expect(byHost[0]!.url).toBe(`/podcasts/episodes/${byHost[0]!.id}`);
    expect(byHost[0]!.timestamp).toMatch(/^\d{4}-/);
    const friday = await search('query=friday');
    expect(new Set(friday.map((r) => r.type))).toEqual(new Set(['episode', 'video']));
    expect((await search('query=friday&type=video')).map((r) => r.type)).toEqual(['video']);
    expect((await search('query=friday&type=videos,episodes')).length).toBe(friday.length);
    // The weekly schedule (seeded from content/schedule.json) airs "Wake Up Y'all" on five days: found once.
    const live = await search('query=wake%20up&type=live');
    expect(live.filter((r) => r.title === "Wake Up Y'all")).toEqual([expect.objectContaining({ type: 'live', url: '/live' })]);
    expect(live.every((r) => r.type === 'live')).toBe(true);
  });

  it('answers nothing for a blank query, limits, and refuses unknown types', async () => {
    expect(await search('query=%20%20')).toEqual([]);
    expect(await search('query=%2B%2B%2B')).toEqual([]);
    expect((await search('query=a&limit=1')).length).toBeLessThanOrEqual(1);
    const bad = await t.app.inject({ url: '/api/search?query=grace&type=sermons' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/Search types are/);
  });
});
