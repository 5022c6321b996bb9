import { afterAll, beforeAll } from 'vitest';
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { AddressInfo } from 'node:net';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { songFile } from '../../../test/music.ts';
import { importFile } from '../library/library.ts';
/**
 * The DJ software a station meets, as real clients: ffmpeg as a source, ezstream (libshout) with
 * its defaults, and the raw HTTP that Liquidsoap and libshout send for a metadata update.
 */
export const run = promisify(execFile);
// Each file's own, made in its beforeAll.
export let dataDir: string;
export const livePassword = 'live-secret-456';
export let t: TestApp;
export let port: number;
export let base: string;

/** A station on the air with one song, listening on a port of its own (made before the file's tests, closed after). */
export function sourceClientsStation() {
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'selah-source-clients-'));
    t = await createTestApp({ dataDir, radioEnabled: true, stationSourcePassword: livePassword });
    const music = path.join(dataDir, 'music');
    fs.mkdirSync(music, { recursive: true });
    const file = path.join(music, 'still-waters.mp3');
    fs.writeFileSync(file, await songFile('Still Waters', 'The Riverside Choir', 300));
    await importFile(t.app.db, file, { dataDir });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
    base = `http://127.0.0.1:${port}`;
  }, 60_000);
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
}

export const status = async () =>
  (await fetch(`${base}/api/stream/status`)).json() as Promise<{
    song: { title: string; artist: string };
    station: { isLive: boolean };
    onAir: { source: string; label: string | null };
  }>;
export const waitFor = async (check: () => Promise<boolean> | boolean, ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
};
export const basic = (user: string, pass: string) => `Basic ${Buffer.from(`${user}:${pass}`).toString('base64')}`;

/** Sends `text` on a new connection and collects what comes back for `ms` (or until the server closes). */
export const raw = (text: string | Buffer, ms = 1500) =>
  new Promise<{ text: string; closed: boolean }>((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
    const out: Buffer[] = [];
    let closed = false;
    socket.on('data', (c: Buffer) => out.push(c));
    socket.on('error', () => undefined);
    const done = () => resolve({ text: Buffer.concat(out).toString('utf8'), closed });
    const timer = setTimeout(() => {
      socket.destroy();
      done();
    }, ms);
    socket.on('close', () => {
      closed = true;
      clearTimeout(timer);
      done();
    });
  });

/** Icecast's metadata update as Liquidsoap and libshout send it (HTTP/1.0, Basic auth). */
export const updateMetadata = async (query: string, auth = basic('source', livePassword)) => {
  const { text } = await raw(
    `GET /admin/metadata?${query} HTTP/1.0\r\nHost: 127.0.0.1:${port}\r\nAuthorization: ${auth}\r\nUser-Agent: liquidsoap\r\n\r\n`,
  );
  const [head = '', body = ''] = text.split('\r\n\r\n');
  return { status: Number(head.split(' ')[1]), head, body };
};

/** ffmpeg as a live DJ: a tone, encoded as the station broadcasts it, in real time. */
export const ffmpegSource = (seconds = 60): ChildProcess =>
  spawn('ffmpeg', [
    '-loglevel',
    'error',
    '-re',
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=523:duration=${seconds}`,
    '-ac',
    '2',
    '-ar',
    '44100',
    '-c:a',
    'libmp3lame',
    '-b:a',
    '128k',
    '-content_type',
    'audio/mpeg',
    '-ice_name',
    'Evening Prayer',
    '-f',
    'mp3',
    `icecast://source:${livePassword}@127.0.0.1:${port}/live`,
  ]);

/** An ICY listener: every StreamTitle it has heard, in order. */
export function icyListener() {
  const titles: string[] = [];
  let bytes = 0;
  let buffer = Buffer.alloc(0);
  let metaint = 0;
  const req = http.get(`${base}/stream.mp3`, { headers: { 'Icy-MetaData': '1' } }, (res) => {
    metaint = Number(res.headers['icy-metaint']);
    res.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
      buffer = Buffer.concat([buffer, chunk]);
      // Audio (metaint bytes), one length byte, then length × 16 bytes of metadata; repeated.
      while (buffer.length > metaint && buffer.length >= metaint + 1 + buffer[metaint]! * 16) {
        const len = buffer[metaint]! * 16;
        const meta = buffer
          .subarray(metaint + 1, metaint + 1 + len)
          .toString('utf8')
          .replace(/\0+$/, '');
        const m = /StreamTitle='(.*)';/.exec(meta);
        if (m && titles.at(-1) !== m[1]) titles.push(m[1]!);
        buffer = buffer.subarray(metaint + 1 + len);
      }
    });
  });
  req.on('error', () => undefined);
  return { titles, bytes: () => bytes, close: () => req.destroy() };
}

export const signup = (name: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    remoteAddress: `10.8.0.${name.length}`,
    payload: {
      username: name,
      email: `${name}@example.org`,
      password: 'on the air 123',
      confirmPassword: 'on the air 123',
      country: '',
      city: '',
    },
  });

export const stopped = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
