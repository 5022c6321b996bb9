import { afterAll, beforeAll } from 'vitest';
import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { createTestUser, type TestUser } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { Config } from '../../config.ts';

const run = promisify(execFile);
// Each test file that calls mediaStation() gets its own folder, files and station, made before its tests.
export let dataDir: string;
export let fixtures: string;
export let t: TestApp;
export let admin: TestUser;
export let dj: TestUser;
export let member: TestUser;

export const ffmpeg = (...args: string[]) => run('ffmpeg', ['-v', 'error', '-y', ...args], { timeout: 60_000 });
export const fixture = (name: string) => fs.readFileSync(path.join(fixtures, name));
export const ffprobeDuration = async (file: string) =>
  Number((await run('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file])).stdout.trim());

/** The station the media tests share: uploads, feeds and search over fixtures ffmpeg makes (`more`: other settings). */
export function mediaStation(more: () => Partial<Config> = () => ({})) {
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'selah-media-'));
    fixtures = path.join(dataDir, 'fixtures');
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
      ...more(),
    });
    admin = await createTestUser(t.app.db, { username: 'elder_admin', role: 'admin' });
    dj = await createTestUser(t.app.db, { username: 'dj_samuel', role: 'broadcaster', displayName: 'Samuel' });
    member = await createTestUser(t.app.db, { username: 'ruth_member', displayName: 'Ruth' });
  }, 60_000);
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
}

/** A multipart body: text fields first or last, and one file. */
export function form(file: { name: string; bytes: Buffer; type?: string } | null, fields: Record<string, string> = {}) {
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

export const upload = (
  url: string,
  user: TestUser | null,
  file: { name: string; bytes: Buffer } | null,
  fields: Record<string, string> = {},
) => {
  const body = form(file, fields);
  return t.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, ...(user?.auth ?? {}) } });
};

/** Every file under DATA_DIR/media (episodes, artwork, posters, videos, incoming). */
export const storedFiles = () => {
  const root = path.join(dataDir, 'media');
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => path.join(d.parentPath, d.name));
};
export const rowCount = async (table: 'media_episodes' | 'media_videos') =>
  (await queryRows<{ n: number }>(t.app.db, sql`SELECT count(*)::int AS n FROM ${sql.raw(table)}`))[0]!.n;
export const storedPath = (url: string) => {
  const [, , kind, file] = url.split('?')[0]!.split('/');
  return path.join(dataDir, 'media', kind!, file!);
};

/**
 * The two episodes media-episodes.test.ts uploads (the tagged MP3 by a broadcaster, the M4A with its
 * form fields), for the files whose feeds and searches list them.
 */
export async function uploadEpisodes() {
  await upload('/api/episodes', dj, { name: 'grace.mp3', bytes: fixture('tagged.mp3') }, { category: 'Worship' });
  await upload(
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
}
