import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { AddressInfo } from 'node:net';
import type { EpisodePage } from '@selah/contracts/media';
import { createTestUser, type TestUser } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const run = promisify(execFile);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'selah-recording-'));
const livePassword = 'live-secret-456';
let t: TestApp;
let port: number;
let dj: TestUser;

beforeAll(async () => {
  t = await createTestApp({ dataDir, radioEnabled: true, stationSourcePassword: livePassword });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  dj = await createTestUser(t.app.db, { username: 'dj_recorder', role: 'broadcaster' });
}, 60_000);
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const waitFor = async <T>(check: () => Promise<T | null>, ms: number): Promise<T | null> => {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const v = await check();
    if (v) return v;
    await new Promise((r) => setTimeout(r, 200));
  }
  return null;
};

describe('recorded live shows', () => {
  it('a live DJ show (ffmpeg on the live mount) ends as a draft episode whose audio ffprobe reads with the show’s duration ± 2 s', async () => {
    const show = path.join(dataDir, 'show.mp3');
    const seconds = 10;
    await run('ffmpeg', [
      '-v',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      `sine=frequency=392:duration=${seconds}`,
      '-c:a',
      'libmp3lame',
      '-b:a',
      '128k',
      show,
    ]);
    const started = Date.now();
    const ffmpeg = spawn('ffmpeg', [
      ...['-loglevel', 'error', '-re', '-i', show, '-c', 'copy', '-content_type', 'audio/mpeg', '-ice_name', 'Evening Prayer Live'],
      ...['-f', 'mp3', `icecast://source:${livePassword}@127.0.0.1:${port}/live`],
    ]);
    await new Promise((resolve) => ffmpeg.on('exit', resolve));
    expect(Date.now() - started).toBeGreaterThan((seconds - 1) * 1000);
    const drafts = await waitFor(async () => {
      const page = (await t.app.inject({ url: '/api/episodes?status=draft', headers: dj.auth })).json() as EpisodePage;
      return page.episodes.length ? page.episodes : null;
    }, 15_000);
    expect(drafts).toHaveLength(1);
    const draft = drafts![0]!;
    const day = new Intl.DateTimeFormat('en-US', {
      timeZone: t.app.time.zone(),
      month: 'long',
      day: 'numeric',
      year: 'numeric',
    }).format(new Date(started));
    // The program's title (the DJ's show name, or the scheduled program when the source sends none) and the date.
    expect(draft.title).toMatch(new RegExp(`· ${day}$`));
    expect(draft).toMatchObject({ status: 'draft', origin: 'recording', audioType: 'audio/mpeg' });
    expect(Math.abs(draft.duration - seconds)).toBeLessThanOrEqual(2);
    const file = path.join(dataDir, 'media', 'episodes', draft.audioUrl.split('?')[0]!.split('/').pop()!);
    const probed = Number(
      (await run('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file])).stdout.trim(),
    );
    expect(Math.abs(probed - seconds)).toBeLessThanOrEqual(2);
    // Nothing is left behind in the recorder's folder but, when the show aired in a live program's
    // hour (the demo schedule's, so it depends on the time of day), the one copy its replays re-air.
    const recordings = path.join(dataDir, 'recordings');
    expect(fs.readdirSync(recordings).filter((name) => name !== 'replays')).toEqual([]);
    const kept = fs.existsSync(path.join(recordings, 'replays')) ? fs.readdirSync(path.join(recordings, 'replays')) : [];
    expect(kept.length).toBeLessThanOrEqual(1);
    for (const name of kept) expect(name).toMatch(/^[0-9a-f]{24}\.mp3$/);
    // Visitors see nothing until a broadcaster publishes it with one click.
    expect(((await t.app.inject({ url: '/api/episodes' })).json() as EpisodePage).episodes).toEqual([]);
    const published = await t.app.inject({ method: 'POST', url: `/api/episodes/${draft.id}/publish`, headers: dj.auth, payload: {} });
    expect(published.statusCode).toBe(200);
    expect(((await t.app.inject({ url: '/api/episodes' })).json() as EpisodePage).episodes.map((e) => e.id)).toEqual([draft.id]);
  }, 45_000);
});
