import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { AddressInfo } from 'node:net';
import { parseIcecastUrl, type IcecastTarget } from '../../../platform/icecast-url.ts';
import { startIcecast, type IcecastServer } from '../../../test/icecast-server.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { makeDemoMusic } from '../library/demo-music.ts';
import { importFile } from '../library/library.ts';

const run = promisify(execFile);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'selah-icecast-push-'));
let ice: IcecastServer;
let t: TestApp;
let base: string;

beforeAll(async () => {
  ice = await startIcecast();
  const target = parseIcecastUrl(ice.sourceUrl('/stream')) as IcecastTarget;
  t = await createTestApp({ dataDir, radioEnabled: true, icecastSource: target });
  const tracks = [
    { title: 'Still Waters', artist: 'The Riverside Choir', root: 220, minutes: 0 },
    { title: 'Evening Light', artist: 'The Valley Singers', root: 196, minutes: 0 },
  ];
  // Short tracks, so the song changes within the test.
  await makeDemoMusic({
    dir: path.join(dataDir, 'music'),
    list: tracks,
    kbps: 128,
    log: { info: () => undefined, warn: () => undefined, error: (m) => console.error(m) },
    onReady: (f) => importFile(t.app.db, f),
    secondsOverride: 8,
    nice: 0, // setup, not a first start: made at once even on a busy machine
  }).done;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}, 120_000);
afterAll(async () => {
  await t?.close();
  await ice?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const status = async () =>
  (await fetch(`${base}/api/stream/status`)).json() as Promise<{ song: { title: string; artist: string }; station: { listeners: number } }>;
const waitFor = async (check: () => Promise<boolean> | boolean, ms: number) => {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
};
/** Icecast lists the mount once a source pushes to it. */
const mountUp = async () => {
  const res = await fetch(`http://127.0.0.1:${ice.port}/status-json.xsl`).catch(() => null);
  return (await res?.text())?.includes(`"listenurl":"http://127.0.0.1:${ice.port}/stream"`) ?? false;
};

/** A listener on Icecast's mount asking for ICY metadata: the StreamTitles it reads, in order. */
function icyListener() {
  const titles: string[] = [];
  const req = http.get(`http://127.0.0.1:${ice.port}/stream`, { headers: { 'Icy-MetaData': '1' } }, (res) => {
    const metaint = Number(res.headers['icy-metaint']);
    let pending = Buffer.alloc(0);
    let untilMeta = metaint;
    res.on('data', (chunk: Buffer) => {
      pending = Buffer.concat([pending, chunk]);
      for (;;) {
        if (untilMeta > 0) {
          const take = Math.min(untilMeta, pending.length);
          untilMeta -= take;
          pending = pending.subarray(take);
          if (untilMeta > 0) return;
        }
        if (pending.length < 1 || pending.length < 1 + pending[0]! * 16) return;
        const text = pending.subarray(1, 1 + pending[0]! * 16).toString('utf8');
        const title = /StreamTitle='(.*?)';/.exec(text)?.[1];
        if (title !== undefined && title !== titles.at(-1)) titles.push(title);
        pending = pending.subarray(1 + pending[0]! * 16);
        untilMeta = metaint;
      }
    });
  });
  req.on('error', () => undefined);
  return { titles, close: () => req.destroy() };
}

describe('the broadcast pushed to a real Icecast (ICECAST_SOURCE_URL)', () => {
  it('counts a listener connected to Icecast in /api/stream/status, beside Selah’s own', async () => {
    expect(await waitFor(mountUp, 15_000)).toBe(true);
    expect(await waitFor(async () => (await status()).station.listeners === 0, 8000)).toBe(true);
    const onIcecast = http.get(`http://127.0.0.1:${ice.port}/stream`, (res) => res.resume());
    onIcecast.on('error', () => undefined);
    expect(await waitFor(async () => (await status()).station.listeners === 1, 8000)).toBe(true);
    const onSelah = http.get(`${base}/stream.mp3`, (res) => res.resume());
    onSelah.on('error', () => undefined);
    expect(await waitFor(async () => (await status()).station.listeners === 2, 8000)).toBe(true);
    onIcecast.destroy();
    onSelah.destroy();
    expect(await waitFor(async () => (await status()).station.listeners === 0, 8000)).toBe(true);
  }, 40_000);

  it('Icecast’s mount carries Selah’s broadcast: ffprobe reads MP3 at the station’s bitrate', async () => {
    expect(await waitFor(mountUp, 15_000)).toBe(true);
    const { stdout } = await run(
      'ffprobe',
      ['-v', 'error', '-read_intervals', '%+3', '-show_entries', 'stream=codec_name,bit_rate,sample_rate', '-of', 'json'].concat(
        `http://127.0.0.1:${ice.port}/stream`,
      ),
      { timeout: 20_000 },
    );
    const stream = (JSON.parse(stdout) as { streams: Array<Record<string, string>> }).streams[0]!;
    expect(stream).toMatchObject({ codec_name: 'mp3', bit_rate: '128000', sample_rate: '44100' });
  }, 30_000);

  it('the ICY title read from Icecast follows the song on air in Selah', async () => {
    const l = icyListener();
    const nowPlaying = async () => {
      const s = await status();
      return `${s.song.artist} - ${s.song.title}`;
    };
    // The title Icecast sends is the song Selah has on air (8 s tracks: it may change while we ask) …
    expect(await waitFor(async () => l.titles.includes(await nowPlaying()), 15_000)).toBe(true);
    const first = l.titles[0]!;
    // … and when the song changes, Icecast's listener reads the new one.
    expect(await waitFor(async () => l.titles.some((title) => title !== first), 25_000)).toBe(true);
    l.close();
    expect(l.titles[1]).not.toBe(first);
    expect(['The Riverside Choir - Still Waters', 'The Valley Singers - Evening Light']).toEqual(
      expect.arrayContaining(l.titles.slice(0, 2)),
    );
  }, 60_000);
});
