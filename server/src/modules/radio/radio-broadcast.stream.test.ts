// The station comes from radio-stream.fixtures.ts (createTestApp): real-time audio, in the stream project.
import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { synthesizeTrack } from './library/synth-track.ts';
import WebSocket from 'ws';
import { createTestUser } from '../../test/fixtures.ts';
import { run, dataDir, t, base, port, livePassword, radioStation, status, waitFor, goLive, listen } from './radio-stream.fixtures.ts';

radioStation();

describe('the broadcast, heard by real clients', () => {
  it('ffprobe identifies the stream as MP3 at the configured bitrate', async () => {
    await waitFor(async () => (await status()).song.title !== '', 10_000);
    const { stdout } = await run(
      'ffprobe',
      [
        '-v',
        'error',
        '-read_intervals',
        '%+3',
        '-show_entries',
        'stream=codec_name,bit_rate,sample_rate',
        '-of',
        'json',
        `${base}/api/stream/proxy`,
      ],
      { timeout: 20_000 },
    );
    const stream = (JSON.parse(stdout) as { streams: Array<{ codec_name: string; bit_rate: string; sample_rate: string }> }).streams[0]!;
    expect(stream).toMatchObject({ codec_name: 'mp3', bit_rate: '128000', sample_rate: '44100' });
  });

  it('a listener receives at least the nominal bitrate over 10 s', async () => {
    const l = listen();
    await new Promise((r) => setTimeout(r, 10_000));
    l.close();
    expect(l.bytes()).toBeGreaterThanOrEqual((128_000 / 8) * 10);
  }, 20_000);

  it('the ICY StreamTitle equals the song in the status', async () => {
    // A song may end while the listener connects: the title is the song on air before or after.
    const before = await status();
    const l = listen({ 'Icy-MetaData': '1' });
    await waitFor(async () => l.bytes() > 16_000 + 300, 5000);
    l.close();
    expect(l.headers()['icy-metaint']).toBe('16000');
    const data = l.data();
    const len = data[16_000]! * 16;
    const meta = data
      .subarray(16_001, 16_001 + len)
      .toString('utf8')
      .replace(/\0+$/, '');
    const after = await status();
    const onAir = [...new Set([before, after].map((s) => `StreamTitle='${s.song.artist} - ${s.song.title}';`))];
    expect(onAir).toContain(meta);
  });

  it('counts listeners from real connections: 0, 3, then 1', async () => {
    await waitFor(async () => (await status()).station.listeners === 0, 3000);
    expect((await status()).station.listeners).toBe(0);
    const ls = [listen(), listen(), listen()];
    expect(await waitFor(async () => (await status()).station.listeners === 3, 3000)).toBe(true);
    ls[0]!.close();
    ls[1]!.close();
    expect(await waitFor(async () => (await status()).station.listeners === 1, 3000)).toBe(true);
    ls[2]!.close();
    // Each session and the hour's peak are kept for the station team.
    const admin = await createTestUser(t.app.db, { role: 'admin' });
    await waitFor(async () => (await status()).station.listeners === 0, 3000);
    const stats = (await (await fetch(`${base}/api/admin/listeners`, { headers: admin.auth })).json()) as {
      peaks: Array<{ peak: number }>;
      sessions: Array<{ endedAt: string | null }>;
    };
    expect(stats.peaks[0]!.peak).toBeGreaterThanOrEqual(3);
    expect(stats.sessions.length).toBeGreaterThanOrEqual(3);
    expect(
      await waitFor(async () => {
        const again = (await (await fetch(`${base}/api/admin/listeners`, { headers: admin.auth })).json()) as {
          sessions: Array<{ endedAt: string | null }>;
        };
        return again.sessions.every((x) => x.endedAt !== null);
      }, 3000),
    ).toBe(true);
    expect((await fetch(`${base}/api/admin/listeners`)).status).toBe(401);
  });

  // How soon the DJ is on air is measured in bench/, not here: a ceiling below waits for a stuck test, not a slow machine.
  it('a live DJ connected with ffmpeg takes over; listeners hear the live audio; AutoDJ resumes after', async () => {
    const liveFile = path.join(dataDir, 'live-show.mp3');
    fs.writeFileSync(liveFile, await synthesizeTrack({ title: 'Live', artist: 'DJ', root: 330, seconds: 8 }));
    const liveFrames = (await import('./engine/mp3-frames.ts')).splitFrames(fs.readFileSync(liveFile));
    const l = listen();
    const pushed: Array<{ status: { station: { isLive: boolean }; song: { title: string } } }> = [];
    const ws = new WebSocket(`ws://127.0.0.1:${port}/ws/now-playing`);
    ws.on('message', (m) => pushed.push(JSON.parse(String(m))));
    await new Promise((r) => ws.once('open', r));
    const wrong = await fetch(`${base}/live`, {
      method: 'PUT',
      headers: { authorization: `Basic ${Buffer.from('source:nope').toString('base64')}`, 'content-type': 'audio/mpeg' },
      body: 'x',
    });
    expect(wrong.status).toBe(401);
    // Going live is told on the bus once (go-live alerts hear it), naming this airing of the show.
    const started: Array<{ show: string; dj: string | null; showKey: string }> = [];
    const off = t.app.bus.subscribe('radio.live-started', (e) => void started.push(e));
    const ffmpeg = goLive(liveFile, ['-ice_name', 'Evening Prayer Live']);
    expect(await waitFor(async () => (await status()).station.isLive, 20_000)).toBe(true);
    expect((await status()).song.title).toBe('Evening Prayer Live');
    // Staff cannot skip a person off the air (the console's Disconnect does that).
    const staff = await createTestUser(t.app.db, { role: 'broadcaster', username: 'dj_no_skip' });
    const noSkip = await t.app.inject({ method: 'POST', url: '/api/admin/live/skip', headers: staff.auth });
    expect(noSkip.statusCode).toBe(409);
    expect(noSkip.json<{ error: string }>().error).toBe('live_on_air');
    expect(started).toEqual([
      expect.objectContaining({ show: 'Evening Prayer Live', dj: null, showKey: expect.stringMatching(/^radio:/) }),
    ]);
    off();
    // The change was pushed, not only polled.
    expect(
      await waitFor(async () => pushed.some((m) => m.status.station.isLive && m.status.song.title === 'Evening Prayer Live'), 10_000),
    ).toBe(true);
    const second = await fetch(`${base}/live`, {
      method: 'PUT',
      headers: { authorization: `Basic ${Buffer.from(`source:${livePassword}`).toString('base64')}`, 'content-type': 'audio/mpeg' },
      body: 'x',
    });
    expect(second.status).toBe(409);
    await new Promise((r) => ffmpeg.on('exit', r));
    expect(await waitFor(async () => !(await status()).station.isLive, 3000)).toBe(true);
    l.close();
    // The listener's bytes contain the live file's own frames (ffmpeg copies them untouched).
    const heard = l.data();
    const sample = liveFrames.slice(40, 60).map((f) => f.data);
    const found = sample.filter((f) => heard.includes(f)).length;
    expect(found).toBeGreaterThanOrEqual(15);
    expect((await status()).song.title).not.toBe('Evening Prayer Live');
    expect(pushed.at(-1)!.status.station.isLive).toBe(false);
    ws.close();
  }, 40_000);

  it('staff skip the song on air: the next starts at once and is pushed; members may not skip, and a person on air is not cut', async () => {
    const admin = await createTestUser(t.app.db, { role: 'admin', username: 'skipper' });
    const member = await createTestUser(t.app.db, { username: 'not_staff' });
    const pushed: string[] = [];
    const ws = new WebSocket(`ws://127.0.0.1:${port}/ws/now-playing`);
    ws.on('message', (m) => pushed.push((JSON.parse(String(m)) as { status: { song: { title: string } } }).status.song.title));
    await new Promise((r) => ws.once('open', r));
    const skip = (auth: Record<string, string>) => t.app.inject({ method: 'POST', url: '/api/admin/live/skip', headers: auth });
    expect((await skip(member.auth)).statusCode).toBe(403);
    // Twice: the first skip may land near a song's natural end; the second lands on a song that has
    // just begun (20 s long), so a new title within 8 s (a ceiling for a busy machine) is the skip's doing.
    for (let i = 0; i < 2; i++) {
      const before = (await status()).song.title;
      expect(before).not.toBe('');
      const skipped = await skip(admin.auth);
      expect(skipped.statusCode, skipped.body).toBe(200);
      expect(await waitFor(async () => (await status()).song.title !== before, 8000)).toBe(true);
      expect(await waitFor(async () => pushed.some((title) => title !== before), 2000)).toBe(true);
      pushed.length = 0;
    }
    const audit = (await t.app.inject({ url: '/api/admin/audit?action=radio.skip', headers: admin.auth })).json<{
      entries: Array<{ action: string; summary: string }>;
    }>();
    expect(audit.entries).toHaveLength(2);
    expect(audit.entries[0]!.summary).toMatch(/^Skipped “.+”$/);
    ws.close();
  }, 30_000);
});
