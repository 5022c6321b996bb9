import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { EpisodePage, Show, VideoPage } from '@selah/contracts/media';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createDemoMarks } from '../../platform/demo-marks.ts';
import { seedDemoMedia } from './media.seed.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'selah-media-seed-'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ dataDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the demo station’s podcasts and videos', () => {
  it('are synthesized once: featured shows with playable episodes and a video with a poster', async () => {
    const marks = createDemoMarks(t.app.db);
    await seedDemoMedia(t.app.service('media'), marks);
    await seedDemoMedia(t.app.service('media'), marks);
    const shows = (await t.app.inject({ url: '/api/podcasts/shows' })).json() as { shows: Show[] };
    expect(shows.shows).toHaveLength(3);
    expect(shows.shows.every((s) => s.featured && s.episodeCount >= 1)).toBe(true);
    const episodes = (await t.app.inject({ url: '/api/episodes' })).json() as EpisodePage;
    expect(episodes.episodes).toHaveLength(4);
    expect(episodes.episodes.every((e) => e.duration >= 8 && e.host && e.showTitle)).toBe(true);
    const audio = await t.app.inject({ url: episodes.episodes[0]!.audioUrl, headers: { range: 'bytes=0-3' } });
    expect(audio.statusCode).toBe(206);
    const videos = (await t.app.inject({ url: '/api/videos' })).json() as VideoPage;
    expect(videos.videos).toEqual([
      expect.objectContaining({ title: 'Sunday Worship Highlights', duration: 6, posterUrl: expect.any(String) }),
    ]);
  }, 60_000);
});
