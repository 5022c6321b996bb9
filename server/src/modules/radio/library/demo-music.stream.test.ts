import { afterEach, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../../../config.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { makeDemoMusic, specOf, writePrebuiltFirstTrack } from './demo-music.ts';
import { readTrackFile, type TrackFileInfo } from './library.ts';
import { synthesizeTrack } from './synth-track.ts';
import { listTracks } from '../radio.repo.ts';

const run = promisify(execFile);
const demoList = [
  { title: 'Welcome Ident', artist: 'Test Radio', root: 196, minutes: 0.05 },
  { title: 'Second Song', artist: 'Test Choir', root: 220, minutes: 0.2 },
  { title: 'Third Song', artist: 'Test Choir', root: 246.9, minutes: 0.2 },
];

let t: TestApp | null = null;
const dirs: string[] = [];
afterEach(async () => {
  await t?.close();
  t = null;
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A first start: a fresh data folder, and a content folder whose demo music is three short tracks. */
async function freshStation(prepare?: (dataDir: string) => void) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'selah-demo-'));
  const content = fs.mkdtempSync(path.join(os.tmpdir(), 'selah-demo-content-'));
  dirs.push(dataDir, content);
  const { paths } = loadConfig({ NODE_ENV: 'test' });
  fs.cpSync(paths.content, content, { recursive: true });
  fs.writeFileSync(path.join(content, 'music/tracks.json'), JSON.stringify(demoList));
  prepare?.(dataDir);
  const lines: string[] = [];
  t = await createTestApp(
    { dataDir, radioEnabled: true, paths: { ...paths, content } },
    { logStream: { write: (line) => void lines.push(line) } },
  );
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return { app: t.app, lines, port: (t.app.server.address() as AddressInfo).port };
}

const waitFor = async <T>(check: () => Promise<T | null | undefined | false>): Promise<T> => {
  for (;;) {
    const value = await check();
    if (value) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
};

/** The nice value of each of this process's threads, by thread id (Linux /proc). */
const threadNice = () =>
  new Map(
    fs.readdirSync('/proc/self/task').map((tid) => {
      const stat = fs.readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
      return [Number(tid), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16])] as const;
    }),
  );

describe('demo music on a first start', () => {
  it('puts the first track on air before the rest is made, and makes the rest at the lowest priority', async () => {
    const { app, port } = await freshStation();
    const radio = app.service('radio').radio;
    await radio.seedDemoMusic();

    const onAir = await waitFor(async () => (radio.status().song.title ? radio.status().song : null));
    expect(onAir.title).toBe('Welcome Ident');
    expect((await listTracks(app.db)).length).toBeLessThan(demoList.length);
    // The rest is made by a thread at nice 19; the thread serving requests keeps 0.
    const nice = await waitFor(async () => {
      const now = threadNice();
      return [...now.values()].includes(19) ? now : null;
    });
    expect(nice.get(process.pid)).toBe(0);

    // A listener gets playable MP3 now, not after the whole library.
    const audio = await new Promise<Buffer>((resolve, reject) => {
      const chunks: Buffer[] = [];
      http
        .get(`http://127.0.0.1:${port}/stream.mp3`, (res) => {
          res.on('data', (c: Buffer) => {
            chunks.push(c);
            if (Buffer.concat(chunks).length >= 32_000) {
              res.destroy();
              resolve(Buffer.concat(chunks));
            }
          });
        })
        .on('error', reject);
    });
    const file = path.join(dirs[0]!, 'heard.mp3');
    fs.writeFileSync(file, audio);
    const { stdout } = await run('ffprobe', ['-v', 'error', '-show_entries', 'stream=codec_name', '-of', 'csv=p=0', file]);
    expect(stdout.trim()).toBe('mp3');
  }, 120_000);

  it('adds each track to the library as it is made, first track first, until all are in', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'selah-demo-lib-'));
    dirs.push(dir);
    const seen: Array<{ file: string; madeSoFar: number }> = [];
    // At normal priority here: on a machine busy with other work, nice 19 may wait a long while.
    const music = makeDemoMusic({
      dir,
      list: demoList,
      kbps: 128,
      nice: 0,
      log: { info: () => undefined, warn: () => undefined, error: (m) => console.error(m) },
      onReady: async (file) => {
        seen.push({ file: path.basename(file), madeSoFar: fs.readdirSync(dir).filter((f) => f.endsWith('.mp3')).length });
      },
    });
    const added = await music.done;
    expect(added.map((f) => path.basename(f))).toEqual(['01-welcome-ident.mp3', '02-second-song.mp3', '03-third-song.mp3']);
    // The first track was handed to the library before the last one existed: it did not wait for the whole list.
    expect(seen[0]!.madeSoFar).toBeLessThan(demoList.length);
  }, 120_000);

  it('takes the first track made at build time when it is the same track at the same bitrate, and makes the rest', async () => {
    const prebuilt = fs.mkdtempSync(path.join(os.tmpdir(), 'selah-demo-prebuilt-'));
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'selah-demo-lib-'));
    dirs.push(prebuilt, dir);
    const ident = await synthesizeTrack(specOf(demoList[0]!), 128);
    await writePrebuiltFirstTrack(prebuilt, demoList[0]!, 128, ident);
    const made: string[] = [];
    const readied: string[] = [];
    const known: Array<TrackFileInfo | undefined> = [];
    const options = {
      list: demoList.slice(0, 2),
      nice: 0,
      prebuiltDir: prebuilt,
      log: { info: (m: string) => void made.push(m), warn: () => undefined, error: (m: string) => console.error(m) },
      onReady: async (file: string, info?: TrackFileInfo) => {
        readied.push(path.basename(file));
        known.push(info);
      },
    };
    const music = makeDemoMusic({ ...options, dir, kbps: 128 });
    // Handed to the library at once, before the worker thread has even started, with what the
    // build read from it (the station need not load a tag reader to put it on air).
    await music.first;
    expect(readied).toEqual(['01-welcome-ident.mp3']);
    expect(known[0]).toEqual({ ...(await readTrackFile(path.join(dir, '01-welcome-ident.mp3'))), cover: null });
    expect(known[0]).toMatchObject({ title: 'Welcome Ident', artist: demoList[0]!.artist, hasArtwork: false });
    await music.done;
    // Copied, not made: only the second track was synthesized; each track was added once.
    expect(made).toEqual(['Demo music: 2/2 "Second Song" ready']);
    expect(readied).toEqual(['01-welcome-ident.mp3', '02-second-song.mp3']);
    expect(known[1]).toBeUndefined(); // a track made now is read as any other
    expect(fs.readFileSync(path.join(dir, '01-welcome-ident.mp3')).equals(ident)).toBe(true);

    // Another bitrate: the prebuilt track is not that one, so the worker makes it.
    const other = fs.mkdtempSync(path.join(os.tmpdir(), 'selah-demo-lib-'));
    dirs.push(other);
    made.length = 0;
    await makeDemoMusic({ ...options, dir: other, kbps: 64 }).done;
    expect(made).toEqual(['Demo music: 1/2 "Welcome Ident" ready', 'Demo music: 2/2 "Second Song" ready']);
    expect(fs.readFileSync(path.join(other, '01-welcome-ident.mp3')).equals(ident)).toBe(false);
  }, 120_000);

  it('logs a synthesis failure and keeps the station serving', async () => {
    // The music folder's place is taken by a file: the worker cannot write a track.
    const { app, lines, port } = await freshStation((dataDir) => fs.writeFileSync(path.join(dataDir, 'music'), 'not a folder'));
    await app.service('radio').radio.seedDemoMusic();

    const logged = await waitFor(async () => lines.find((l) => l.includes('Demo music could not be made')));
    expect(JSON.parse(logged).level).toBe(50); // error
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
    expect((await fetch(`http://127.0.0.1:${port}/api/stream/status`)).status).toBe(200);
    expect(await listTracks(app.db)).toEqual([]);
  }, 60_000);
});
