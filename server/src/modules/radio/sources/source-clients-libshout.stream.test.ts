// The station comes from source-clients.fixtures.ts (createTestApp): real DJ software, in the stream project.
import { describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  run,
  livePassword,
  port,
  sourceClientsStation,
  status,
  waitFor,
  basic,
  raw,
  icyListener,
  stopped,
} from './source-clients.fixtures.ts';

sourceClientsStation();

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
