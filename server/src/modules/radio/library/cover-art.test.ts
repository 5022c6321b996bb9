import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { radioMessages } from '@selah/contracts/radio';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { artUrl, initials, prebuildCovers, prebuiltCoversDir } from './cover-art.ts';
import { makeDemoMusic } from './demo-music.ts';
import { importFile, importMusic } from './library.ts';
import { listTracks } from '../radio.repo.ts';
import { synthesizeTrack } from './synth-track.ts';

const run = promisify(execFile);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'selah-art-'));
const inbox = path.join(dataDir, 'inbox');
let t: TestApp;

/** The mean colour of an image, as [r, g, b]. */
const meanColour = async (image: Buffer) => (await sharp(image).stats()).channels.slice(0, 3).map((c) => Math.round(c.mean));

beforeAll(async () => {
  t = await createTestApp({ dataDir });
  fs.mkdirSync(inbox);
  // A teal cover (nothing like the station's own palette), put into an MP3 the way taggers do: an APIC frame.
  const cover = path.join(dataDir, 'cover.png');
  await sharp({ create: { width: 300, height: 300, channels: 3, background: { r: 0, g: 128, b: 128 } } })
    .png()
    .toFile(cover);
  const bare = path.join(dataDir, 'bare.mp3');
  fs.writeFileSync(bare, await synthesizeTrack({ title: 'Blessed Assurance', artist: 'Anna Whitfield', root: 220, seconds: 2 }));
  await run('ffmpeg', [
    ...['-loglevel', 'error', '-i', bare, '-i', cover, '-map', '0', '-map', '1', '-c', 'copy'],
    ...['-id3v2_version', '3', '-metadata:s:v', 'title=Album cover', '-metadata:s:v', 'comment=Cover (front)'],
    path.join(inbox, 'a-with-cover.mp3'),
  ]);
  fs.copyFileSync(bare, path.join(inbox, 'b-without-cover.mp3'));
}, 60_000);
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

/** Demo tracks of a second or two, made and imported as a first start does (covers generated). */
const makeDemo = (folder: string, list: Array<{ title: string; artist: string; root: number }>, prebuiltCovers?: string) =>
  makeDemoMusic({
    dir: path.join(dataDir, folder),
    list: list.map((d) => ({ ...d, minutes: 0 })),
    kbps: 128,
    log: { info: () => undefined, warn: () => undefined, error: (m) => console.error(m) },
    onReady: (f) => importFile(t.app.db, f, { dataDir, generateArt: true, prebuiltCovers }),
    secondsOverride: 1,
    nice: 0,
  }).done;

describe('cover art', () => {
  it('an imported MP3 with an embedded cover serves that cover, cached for good', async () => {
    const report = await importMusic(t.app.db, inbox, undefined, { dataDir });
    expect(report.imported).toEqual(['a-with-cover.mp3', 'b-without-cover.mp3']);
    const tracks = await listTracks(t.app.db);
    const withCover = tracks.find((x) => x.filePath.endsWith('a-with-cover.mp3'))!;
    expect(withCover.title).toBe('Blessed Assurance');
    expect(withCover.art).toMatch(/^[0-9a-f]{32}\.jpg$/);
    // An imported file without a picture has no cover (the page shows the station's mark).
    expect(tracks.find((x) => x.filePath.endsWith('b-without-cover.mp3'))!.art).toBeNull();

    const res = await get(artUrl(withCover.art!));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const served = await sharp(res.rawPayload).metadata();
    expect([served.format, served.width, served.height]).toEqual(['jpeg', 600, 600]);
    const [r, g, b] = await meanColour(res.rawPayload);
    expect(Math.abs(r! - 0)).toBeLessThan(12);
    expect(Math.abs(g! - 128)).toBeLessThan(12);
    expect(Math.abs(b! - 128)).toBeLessThan(12);
  });

  it('each demo track gets a cover of its own, made from its title', async () => {
    const files = await makeDemo('music', [
      { title: 'Still Waters', artist: 'The Riverside Choir', root: 220 },
      { title: 'Lamp Unto My Feet', artist: 'Cornerstone Worship', root: 174.6 },
    ]);
    const tracks = await listTracks(t.app.db);
    const arts = files.map((f) => tracks.find((x) => x.filePath === f)!.art);
    expect(arts).toEqual([expect.stringMatching(/^[0-9a-f]{32}\.jpg$/), expect.stringMatching(/^[0-9a-f]{32}\.jpg$/)]);
    expect(arts[0]).not.toBe(arts[1]);
    const images = await Promise.all(arts.map(async (a) => (await get(artUrl(a!))).rawPayload));
    for (const image of images) expect((await sharp(image).metadata()).width).toBe(600);
    // Warm: more red than blue, as the station's ember and gold are.
    for (const image of images) {
      const [r, , b] = await meanColour(image);
      expect(r!).toBeGreaterThan(b!);
    }
    expect(initials('Lamp Unto My Feet')).toBe('LF');
    expect(initials('Still Waters')).toBe('SW');
  });

  it('a demo track takes the cover made at build time for the same drawing, and draws one otherwise', async () => {
    const dist = path.join(dataDir, 'dist');
    await prebuildCovers(dist, [{ title: 'Morning Mercy', artist: 'Harvest Light Singers' }]);
    const [made] = fs.readdirSync(prebuiltCoversDir(dist));
    // The build's cover, swapped for a teal square: finding teal on the track proves it was taken as made.
    const teal = await sharp({ create: { width: 600, height: 600, channels: 3, background: { r: 0, g: 128, b: 128 } } })
      .jpeg()
      .toBuffer();
    fs.writeFileSync(path.join(prebuiltCoversDir(dist), made!), teal);
    const files = await makeDemo(
      'music-prebuilt',
      [
        { title: 'Morning Mercy', artist: 'Harvest Light Singers', root: 196 },
        { title: 'Morning Mercy', artist: 'Another Choir', root: 196 },
      ],
      dist,
    );
    const tracks = await listTracks(t.app.db);
    const images = await Promise.all(files.map(async (f) => (await get(artUrl(tracks.find((x) => x.filePath === f)!.art!))).rawPayload));
    const [r0, g0, b0] = await meanColour(images[0]!);
    expect(g0!).toBeGreaterThan(r0! + 60);
    expect(b0!).toBeGreaterThan(r0! + 60);
    // Another artist is another drawing, not made at build time: drawn now, warm.
    const [r1, , b1] = await meanColour(images[1]!);
    expect(r1!).toBeGreaterThan(b1!);
  });

  it('a cover that does not exist, or a name that is not a cover, is a 404 with a sentence', async () => {
    for (const url of ['/media/art/0123456789abcdef0123456789abcdef.jpg', '/media/art/..%2F..%2Fselah.db', '/media/art/cover.png']) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: radioMessages.artNotFound });
    }
  });
});
