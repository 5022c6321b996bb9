import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { radioMessages } from '@selah/contracts/radio';
import { users } from '../../../db/schema/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { songFile } from '../../../test/music.ts';
import { importFile } from '../library/library.ts';

/**
 * The DJ software a station meets, as real clients: ffmpeg as a source, ezstream (libshout) with
 * its defaults, and the raw HTTP that Liquidsoap and libshout send for a metadata update.
 */
const run = promisify(execFile);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'selah-source-clients-'));
const livePassword = 'live-secret-456';
let t: TestApp;
let port: number;
let base: string;

beforeAll(async () => {
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

const status = async () =>
  (await fetch(`${base}/api/stream/status`)).json() as Promise<{
    song: { title: string; artist: string };
    station: { isLive: boolean };
    onAir: { source: string; label: string | null };
  }>;
const waitFor = async (check: () => Promise<boolean> | boolean, ms: number) => {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
};
const basic = (user: string, pass: string) => `Basic ${Buffer.from(`${user}:${pass}`).toString('base64')}`;

/** Sends `text` on a new connection and collects what comes back for `ms` (or until the server closes). */
const raw = (text: string | Buffer, ms = 1500) =>
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
const updateMetadata = async (query: string, auth = basic('source', livePassword)) => {
  const { text } = await raw(
    `GET /admin/metadata?${query} HTTP/1.0\r\nHost: 127.0.0.1:${port}\r\nAuthorization: ${auth}\r\nUser-Agent: liquidsoap\r\n\r\n`,
  );
  const [head = '', body = ''] = text.split('\r\n\r\n');
  return { status: Number(head.split(' ')[1]), head, body };
};

/** ffmpeg as a live DJ: a tone, encoded as the station broadcasts it, in real time. */
const ffmpegSource = (seconds = 60): ChildProcess =>
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
function icyListener() {
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

const signup = (name: string) =>
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

const stopped = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });

describe("a live DJ names the song: Icecast's metadata update", () => {
  it('refuses a wrong password, and says so when no live source is on /live', async () => {
    expect(await waitFor(async () => (await status()).song.title === 'Still Waters', 15_000)).toBe(true);
    const wrong = await updateMetadata('mode=updinfo&mount=/live&song=Hello', basic('source', 'not-it'));
    expect(wrong.status).toBe(401);
    expect(wrong.head.toLowerCase()).toContain('www-authenticate: basic');

    const noSource = await updateMetadata('mode=updinfo&mount=/live&song=Hello');
    expect(noSource.status).toBe(400);
    expect(noSource.body).toContain(radioMessages.metadataNoSource);
    expect(noSource.body).toContain('<return>0</return>');
    expect((await status()).song.title).toBe('Still Waters');
  });

  it('sets the ICY title and the status song for the rest of the show, and the broadcast goes on', async () => {
    const dj = ffmpegSource();
    const listener = icyListener();
    try {
      expect(await waitFor(async () => (await status()).station.isLive, 15_000)).toBe(true);
      expect((await status()).song.title).toBe('Evening Prayer');
      // What is on air says live too: the pages' line, and the program's name or the show's.
      expect((await status()).onAir).toMatchObject({ source: 'live', label: expect.stringMatching(/^Live · /) });

      const ok = await updateMetadata(
        `mode=updinfo&mount=%2Flive&charset=UTF-8&song=${encodeURIComponent('Tasha Greene - Oh Happy Day (Café Session)')}`,
      );
      expect(ok.status).toBe(200);
      expect(ok.head.toLowerCase()).toContain('content-type: text/xml');
      expect(ok.body).toBe(
        '<?xml version="1.0"?>\n<iceresponse><message>Metadata update successful</message><return>1</return></iceresponse>\n',
      );
      const s = await status();
      expect(s.song).toMatchObject({ title: 'Tasha Greene - Oh Happy Day (Café Session)', artist: '' });
      expect(s.station.isLive).toBe(true);
      expect(await waitFor(() => listener.titles.includes('Tasha Greene - Oh Happy Day (Café Session)'), 10_000)).toBe(true);

      // An older encoder's Latin-1, named as such.
      const latin1 = await updateMetadata('mode=updinfo&mount=/live&charset=ISO-8859-1&song=Ave+Mar%EDa');
      expect(latin1.status).toBe(200);
      expect((await status()).song.title).toBe('Ave María');
      expect(await waitFor(() => listener.titles.includes('Ave María'), 10_000)).toBe(true);

      // A broadcaster's own username and password, as the source mount takes them.
      expect((await signup('dj_tasha')).statusCode).toBe(201);
      await t.app.db.update(users).set({ role: 'broadcaster' }).where(eq(users.username, 'dj_tasha'));
      const own = await updateMetadata('mode=updinfo&mount=/live&song=Blessed+Assurance', basic('dj_tasha', 'on the air 123'));
      expect(own.status).toBe(200);
      expect((await status()).song.title).toBe('Blessed Assurance');
      expect(await waitFor(() => listener.titles.includes('Blessed Assurance'), 10_000)).toBe(true);
      expect((await signup('listener_ann')).statusCode).toBe(201);
      expect((await updateMetadata('mode=updinfo&mount=/live&song=Nope', basic('listener_ann', 'on the air 123'))).status).toBe(401);

      const otherMount = await updateMetadata('mode=updinfo&mount=/stream&song=Elsewhere');
      expect(otherMount.status).toBe(400);
      expect(otherMount.body).toContain(radioMessages.metadataOtherMount);
      const noSong = await updateMetadata('mode=updinfo&mount=/live');
      expect(noSong.status).toBe(400);
      expect(noSong.body).toContain(radioMessages.metadataMissing);
      expect((await status()).song.title).toBe('Blessed Assurance');

      // The broadcast never stopped: the DJ is still on air and the listener still receives audio.
      const before = listener.bytes();
      await new Promise((r) => setTimeout(r, 2000));
      expect(listener.bytes() - before).toBeGreaterThan(16_000);
      expect(dj.exitCode).toBeNull();
      expect((await status()).station.isLive).toBe(true);
    } finally {
      listener.close();
      await stopped(dj);
    }
    // The show ended: the AutoDJ's song is back, and a late update is refused.
    expect(await waitFor(async () => (await status()).song.title === 'Still Waters', 15_000)).toBe(true);
    expect((await updateMetadata('mode=updinfo&mount=/live&song=Late')).status).toBe(400);
  }, 60_000);
});

describe('libshout and ezstream with their defaults', () => {
  it("answers libshout's TLS probe (OPTIONS * asking to upgrade) with the methods it allows, and no upgrade", async () => {
    // What libshout 2.4 sends first when TLS is "auto", its default.
    const probe = await raw(
      `OPTIONS * HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nUser-Agent: libshout/2.4.6\r\nConnection: Upgrade\r\nUpgrade: TLS/1.0, HTTP/1.1\r\n\r\n`,
    );
    expect(probe.text).toMatch(/^HTTP\/1\.1 204 /);
    expect(probe.text).toMatch(/\r\nAllow: GET, HEAD, OPTIONS, PUT, SOURCE\r\n/);
    expect(probe.text).not.toMatch(/\r\nUpgrade:/i);
    expect(probe.closed).toBe(true);

    const plain = await raw(`OPTIONS * HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`, 500);
    expect(plain.text).toMatch(/^HTTP\/1\.1 204 /);
    expect(plain.text.toLowerCase()).toContain('allow: get, head, options, put, source');
  });

  it('ezstream with a default configuration (TLS "may", libshout\'s PUT with Expect: 100-continue) goes on air and names the song from the file\'s tags', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'selah-ezstream-'));
    const show = path.join(dir, 'show.mp3');
    await run('ffmpeg', [
      ...['-loglevel', 'error', '-f', 'lavfi', '-i', 'sine=frequency=660:duration=40', '-ac', '2', '-ar', '44100', '-b:a', '128k'],
      ...['-id3v2_version', '3', '-metadata', 'title=Great Is Thy Faithfulness', '-metadata', 'artist=Tasha Greene', show],
    ]);
    const config = path.join(dir, 'ezstream.xml');
    fs.writeFileSync(
      config,
      `<ezstream>
  <servers><server><hostname>127.0.0.1</hostname><port>${port}</port><password>${livePassword}</password></server></servers>
  <streams><stream><mountpoint>/live</mountpoint><format>MP3</format></stream></streams>
  <intakes><intake><type>file</type><filename>${show}</filename><stream_once>Yes</stream_once></intake></intakes>
</ezstream>
`,
      { mode: 0o600 },
    );
    let log = '';
    const listener = icyListener();
    const ezstream = spawn('ezstream', ['-v', '-c', config]);
    ezstream.stdout.on('data', (c: Buffer) => (log += c.toString()));
    ezstream.stderr.on('data', (c: Buffer) => (log += c.toString()));
    try {
      expect(await waitFor(async () => (await status()).station.isLive, 15_000), log).toBe(true);
      // libshout names the song with `artist` and `title`: the status keeps them apart, the ICY title joins them.
      expect(await waitFor(async () => (await status()).song.title === 'Great Is Thy Faithfulness', 10_000), log).toBe(true);
      expect((await status()).song.artist).toBe('Tasha Greene');
      expect(await waitFor(() => listener.titles.includes('Tasha Greene - Great Is Thy Faithfulness'), 10_000)).toBe(true);
      expect(log).not.toMatch(/shout_set_metadata/);
    } finally {
      listener.close();
      await stopped(ezstream);
      fs.rmSync(dir, { recursive: true, force: true });
    }
    expect(await waitFor(async () => !(await status()).station.isLive, 15_000)).toBe(true);
  }, 60_000);
});

describe('credentials are checked before 100 Continue', () => {
  const put = (auth: string) =>
    `PUT /live HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAuthorization: ${auth}\r\nContent-Type: audio/mpeg\r\nExpect: 100-continue\r\n\r\n`;

  it('a wrong password gets 401 as the first answer; the right one gets 100 Continue', async () => {
    const wrong = await raw(put(basic('source', 'guess')), 1000);
    expect(wrong.text).toMatch(/^HTTP\/1\.1 401 /);
    expect(wrong.text).not.toContain('100 Continue');

    const right = await raw(put(basic('source', livePassword)), 500);
    expect(right.text).toMatch(/^HTTP\/1\.1 100 Continue\r\n/);
  });

  it('ffmpeg with a wrong password prints the authorization error', async () => {
    const ffmpeg = spawn('ffmpeg', [
      ...['-loglevel', 'error', '-f', 'lavfi', '-i', 'sine=frequency=440:duration=3', '-c:a', 'libmp3lame'],
      ...['-content_type', 'audio/mpeg', '-f', 'mp3', `icecast://source:guess@127.0.0.1:${port}/live`],
    ]);
    let stderr = '';
    ffmpeg.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    const code = await new Promise<number | null>((resolve) => ffmpeg.once('exit', resolve));
    expect(code).not.toBe(0);
    expect(stderr).toContain('401 Unauthorized (authorization failed)');
  }, 20_000);
});
