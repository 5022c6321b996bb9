import { afterAll, beforeAll } from 'vitest';
import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { AddressInfo } from 'node:net';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { makeDemoMusic } from './library/demo-music.ts';
import { importFile } from './library/library.ts';
import { synthesizeTrack } from './library/synth-track.ts';
export const run = promisify(execFile);
// Each file that calls radioStation() gets its own folder and station.
export let dataDir: string;
export let t: TestApp;
export let base: string;
export let port: number;
export const livePassword = 'live-secret-123';

/** A station on the air with three songs of its own, listening on a port of its own (made before the file's tests, closed after). */
export function radioStation() {
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'selah-radio-'));
    t = await createTestApp({ dataDir, radioEnabled: true, stationSourcePassword: livePassword });
    const tracks = [
      { title: 'Still Waters', artist: 'The Riverside Choir', root: 220, minutes: 0 },
      { title: 'Evening Light', artist: 'The Valley Singers', root: 196, minutes: 0 },
      { title: 'Grace Upon Grace', artist: 'Anna Whitfield', root: 246.9, minutes: 0 },
    ];
    await makeDemoMusic({
      dir: path.join(dataDir, 'music'),
      list: tracks,
      kbps: 128,
      log: { info: () => undefined, warn: () => undefined, error: (m) => console.error(m) },
      onReady: (f) => importFile(t.app.db, f),
      secondsOverride: 20,
      nice: 0, // setup, not a first start: made at once even on a busy machine
    }).done;
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
    base = `http://127.0.0.1:${port}`;
  }, 120_000);
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
}

export const status = async () =>
  (await fetch(`${base}/api/stream/status`)).json() as Promise<{
    song: { title: string; artist: string };
    station: { listeners: number; isLive: boolean };
  }>;
export const waitFor = async (check: () => Promise<boolean>, ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
};

/** ffmpeg as a live DJ: the file, in real time, copied to the station's source mount. */
export const goLive = (file: string, extra: string[] = []) =>
  spawn('ffmpeg', [
    '-loglevel',
    'error',
    '-re',
    '-i',
    file,
    ...extra,
    '-c',
    'copy',
    '-content_type',
    'audio/mpeg',
    '-f',
    'mp3',
    `icecast://source:${livePassword}@127.0.0.1:${port}/live`,
  ]);

/** Opens a listener and collects what it receives. */
export function listen(headers: Record<string, string> = {}) {
  const chunks: Buffer[] = [];
  let res: http.IncomingMessage | null = null;
  const req = http.get(`${base}/stream.mp3`, { headers }, (r) => {
    res = r;
    r.on('data', (c: Buffer) => chunks.push(c));
  });
  req.on('error', () => undefined);
  return {
    bytes: () => chunks.reduce((n, c) => n + c.length, 0),
    data: () => Buffer.concat(chunks),
    headers: () => res?.headers ?? {},
    close: () => req.destroy(),
  };
}

/** The live show radio-broadcast.stream.test.ts's DJ plays, for the files whose DJs play it too. */
export async function writeLiveShow() {
  fs.writeFileSync(path.join(dataDir, 'live-show.mp3'), await synthesizeTrack({ title: 'Live', artist: 'DJ', root: 330, seconds: 8 }));
}
