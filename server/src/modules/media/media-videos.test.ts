// The station comes from media.fixtures.ts (createTestApp), so this file runs on both databases.
import { beforeAll, describe, expect, it } from 'vitest';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Video, VideoPage } from '@selah/contracts/media';
import type { SearchResult } from '@selah/contracts/search';
import { queryRows } from '../../db/client.ts';
import {
  dataDir,
  fixtures,
  t,
  admin,
  dj,
  member,
  fixture,
  mediaStation,
  upload,
  storedFiles,
  rowCount,
  uploadEpisodes,
} from './media.fixtures.ts';

mediaStation();
beforeAll(uploadEpisodes);

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
