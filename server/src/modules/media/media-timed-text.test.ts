// The station comes from media.fixtures.ts (createTestApp), so this file runs on both databases.
import crypto from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseFeed } from 'podcast-partytime';
import { WebVTTParser } from 'webvtt-parser';
import type { Episode, Video } from '@selah/contracts/media';
import { t, admin, dj, member, fixture, mediaStation, upload } from './media.fixtures.ts';

mediaStation();

let episode: Episode;
let video: Video;
beforeAll(async () => {
  // The tagged MP3 lasts 6 s: every chapter must start within it.
  episode = (await upload('/api/episodes', dj, { name: 'grace.mp3', bytes: fixture('tagged.mp3') }, { title: 'Grace Notes' })).json();
  video = (await upload('/api/videos', admin, { name: 'clip.mp4', bytes: fixture('clip.mp4') }, { title: 'Sunday Service' })).json();
});

const put = (url: string, text: string, user = dj) => t.app.inject({ method: 'PUT', url, headers: user.auth, payload: { text } });

const VTT = `WEBVTT

intro
00:00:00.000 --> 00:00:02.500
<v Pastor Ruth>Welcome, friends &amp; neighbours.

NOTE the reading follows

00:00:02.500 --> 00:00:05.000 align:start
The Lord is my shepherd.
`;
const SRT = `1\r\n00:00:00,000 --> 00:00:02,000\r\n{\\an8}Grace to you.\r\n\r\n2\r\n00:00:02,000 --> 00:00:04,250\r\n<i>And peace.</i>\r\n`;

describe('transcripts', () => {
  it('a WebVTT transcript is kept as sent: the page reads its cues as plain words, the file is text/vtt', async () => {
    const res = await put(`/api/episodes/${episode.id}/transcript`, VTT);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().cues).toEqual([
      { start: 0, end: 2.5, text: 'Welcome, friends & neighbours.' },
      { start: 2.5, end: 5, text: 'The Lord is my shepherd.' },
    ]);
    const got = (await t.app.inject({ url: `/api/episodes/${episode.id}` })).json<Episode>();
    expect(got.transcriptUrl).toBe(`/media/transcripts/episode-${episode.id}.vtt`);
    const file = await t.app.inject({ url: got.transcriptUrl! });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/^text\/vtt/);
    expect(file.body).toBe(VTT);
    const read = new WebVTTParser().parse(file.body);
    expect(read.errors).toEqual([]);
    expect(read.cues.map((c) => c.startTime)).toEqual([0, 2.5]);
  });

  it('an SRT transcript is turned into WebVTT (a validator reads it without errors) for a video, which gets its captions', async () => {
    const res = await put(`/api/videos/${video.id}/transcript`, SRT, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().cues).toEqual([
      { start: 0, end: 2, text: 'Grace to you.' },
      { start: 2, end: 4.25, text: 'And peace.' },
    ]);
    const got = (await t.app.inject({ url: `/api/videos/${video.id}` })).json<Video>();
    expect(got.captionsUrl).toBe(`/media/transcripts/video-${video.id}.vtt`);
    const vtt = (await t.app.inject({ url: got.captionsUrl! })).body;
    expect(vtt.startsWith('WEBVTT\n\n1\n00:00:00.000 --> 00:00:02.000\nGrace to you.')).toBe(true);
    const read = new WebVTTParser().parse(vtt);
    expect(read.errors).toEqual([]);
    expect(read.cues.map((c) => [c.startTime, c.endTime, c.text])).toEqual([
      [0, 2, 'Grace to you.'],
      [2, 4.25, '<i>And peace.</i>'],
    ]);
    expect((await t.app.inject({ url: `/api/videos/${video.id}/transcript` })).json().cues).toHaveLength(2);
  });

  it('a file that is neither WebVTT nor SRT, or a cue whose times do not read, is a 400 with a sentence; nothing is kept', async () => {
    const fresh = (
      await upload('/api/episodes', dj, { name: 'short.mp3', bytes: fixture('short.mp3') }, { title: 'Short' })
    ).json<Episode>();
    const url = `/api/episodes/${fresh.id}/transcript`;
    const garbage = await put(url, '%PDF-1.7\n1 0 obj << /Type /Catalog >>');
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json().message).toMatch(/not a WebVTT or SRT transcript/);
    const badTime = await put(url, 'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nFine\n\n00:00:03 --> soon\nBroken\n');
    expect(badTime.statusCode).toBe(400);
    expect(badTime.json().message).toBe('Line 6: the cue times must read like 00:01:02.500 --> 00:01:05.000.');
    const backwards = await put(url, '1\n00:00:03,000 --> 00:00:01,000\nBackwards\n');
    expect(backwards.json().message).toBe('Line 2: the cue ends before it starts.');
    expect((await put(url, '   ')).json().message).toMatch(/empty/);
    expect((await put(url, 'WEBVTT\n\nNOTE nothing here\n')).json().message).toMatch(/no cues/);
    expect((await t.app.inject({ url })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/episodes/${fresh.id}` })).json<Episode>().transcriptUrl).toBeNull();
  });

  it('only staff put or remove one: a visitor 401, a member 403; removing twice is a 404 the second time', async () => {
    const url = `/api/episodes/${episode.id}/chapters`;
    expect((await t.app.inject({ method: 'PUT', url, payload: { text: '00:00:00 Start' } })).statusCode).toBe(401);
    expect((await put(url, '00:00:00 Start', member)).statusCode).toBe(403);
    const other = (
      await upload('/api/episodes', dj, { name: 'short.mp3', bytes: fixture('short.mp3') }, { title: 'Gone' })
    ).json<Episode>();
    const tUrl = `/api/episodes/${other.id}/transcript`;
    expect((await put(tUrl, VTT)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: tUrl, headers: member.auth })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: tUrl, headers: dj.auth })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'DELETE', url: tUrl, headers: dj.auth })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/media/transcripts/episode-${other.id}.vtt` })).statusCode).toBe(404);
  });
});

describe('chapters', () => {
  it('a "HH:MM:SS Title" list becomes Podcasting 2.0 JSON chapters, served as application/json+chapters', async () => {
    const res = await put(
      `/api/episodes/${episode.id}/chapters`,
      '# Grace Notes\n00:00:00 Welcome\n00:00:02.5 – The reading\n0:05 Blessing\n',
    );
    expect(res.statusCode, res.body).toBe(200);
    const want = {
      version: '1.2.0',
      chapters: [
        { startTime: 0, title: 'Welcome' },
        { startTime: 2.5, title: 'The reading' },
        { startTime: 5, title: 'Blessing' },
      ],
    };
    expect(res.json()).toEqual(want);
    const file = await t.app.inject({ url: `/media/chapters/${episode.id}.json` });
    expect(file.headers['content-type']).toMatch(/^application\/json\+chapters/);
    expect(file.json()).toEqual(want);
    expect((await t.app.inject({ url: `/api/episodes/${episode.id}/chapters` })).json()).toEqual(want);
  });

  it('JSON chapters are read too; a time past the episode’s end or out of order is a 400 naming its line', async () => {
    const url = `/api/episodes/${episode.id}/chapters`;
    const json = JSON.stringify(
      {
        version: '1.2.0',
        chapters: [
          { startTime: 0, title: 'Start' },
          { startTime: 4, title: 'Psalm' },
        ],
      },
      null,
      2,
    );
    expect((await put(url, json)).json().chapters).toHaveLength(2);
    const past = await put(url, '00:00:00 Welcome\n\n00:00:09 After the end\n');
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe('Line 3: 0:09 is past the end of the episode (0:06).');
    const pastJson = await put(
      url,
      JSON.stringify(
        {
          version: '1.2.0',
          chapters: [
            { startTime: 0, title: 'A' },
            { startTime: 3600, title: 'B' },
          ],
        },
        null,
        1,
      ),
    );
    expect(pastJson.json().message).toMatch(/^Line \d+: 1:00:00 is past the end of the episode/);
    const order = await put(url, '00:00:04 Later\n00:00:01 Earlier\n');
    expect(order.json().message).toBe('Line 2: 0:01 comes before the chapter above it; list chapters in order.');
    expect((await put(url, 'Welcome at the start\n')).json().message).toBe(
      'Line 1: write a time and a title, like "00:05:30 The reading".',
    );
    expect((await put(url, '{"chapters": "no"}')).json().message).toMatch(/not a chapters file/);
    expect((await put(`/api/episodes/${crypto.randomUUID()}/chapters`, '00:00:00 A')).statusCode).toBe(404);
    // The good chapters stand after the refusals.
    expect((await t.app.inject({ url })).json().chapters.map((c: { title: string }) => c.title)).toEqual(['Start', 'Psalm']);
  });

  it('the feed carries podcast:transcript and podcast:chapters for the episode that has them, and a podcast parser reads them', async () => {
    const xml = (await t.app.inject({ url: '/podcasts/feed.xml' })).body;
    const feed = parseFeed(xml);
    expect(feed).not.toBeNull();
    const withTexts = feed!.items.find((i) => i.guid === episode.id)!;
    const origin = feed!.link.replace(/\/podcasts$/, '');
    expect(withTexts.podcastTranscripts).toEqual([
      // The parser gives it the feed's language, as podcast apps do.
      { url: `${origin}/media/transcripts/episode-${episode.id}.vtt`, type: 'text/vtt', language: 'en-us' },
    ]);
    expect(withTexts.podcastChapters).toEqual({ url: `${origin}/media/chapters/${episode.id}.json`, type: 'application/json+chapters' });
    const others = feed!.items.filter((i) => i.guid !== episode.id);
    expect(others.length).toBeGreaterThan(0);
    for (const item of others) expect(item.podcastChapters).toBeUndefined();
  });
});
