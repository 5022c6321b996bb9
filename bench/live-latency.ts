/**
 * Live video benchmark: glass-to-glass latency and CPU per stream of the built-in ingest.
 *
 * A real ffmpeg publishes a 1280x720 30 fps test pattern with a tone over RTMP (H.264/AAC, as
 * OBS sends). Two clocks are burned into the picture: the wall-clock time as text, for a person to
 * check, and the frame's capture time in milliseconds as a strip of 32 black or white 16x16 blocks
 * (one bit each) across the top-left corner, for a program to read. The benchmark polls the served
 * HLS playlist like a player; when a segment appears it decodes the segment's frames (ffmpeg, the
 * strip only, grey pixels) and reads the blocks of its last frame: the burned-in time, plus the
 * moment the publisher started (ffmpeg -re paces the source from there), is when that frame left
 * the "camera". The difference to the moment the segment could be fetched is the ingest latency;
 * container timestamps are never used. A player holding back
 * `HOLD_SEGMENTS` segments (hls.js liveSyncDurationCount, 2 on /live) adds that many segment
 * durations, which gives glass-to-glass.
 * CPU: the server process and the packager ffmpeg (from /proc, over the measured window).
 *
 *   node --import tsx bench/live-latency.ts            (BENCH_SECONDS=60 for a longer run)
 */
import { execFile, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { AddressInfo } from 'node:net';
import { createTestUser } from '../server/src/test/fixtures.ts';
import { createTestApp } from '../server/src/test/test-app.ts';

const run = promisify(execFile);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const HOLD_SEGMENTS = 2;
const STRIP_BITS = 32;
const BLOCK = 16;

/** The capture time (ms since the source started) burned into each frame of a served segment. */
async function burnedTimes(segmentUrl: string): Promise<number[]> {
  const { stdout } = await run(
    'ffmpeg',
    ['-v', 'error', '-i', segmentUrl, '-an', '-vf', `crop=${STRIP_BITS * BLOCK}:${BLOCK}:0:0,format=gray`, '-f', 'rawvideo', '-'],
    { encoding: 'buffer', maxBuffer: 64 * 1024 * 1024 },
  );
  const frameBytes = STRIP_BITS * BLOCK * BLOCK;
  const times: number[] = [];
  for (let f = 0; f + frameBytes <= stdout.length; f += frameBytes) {
    let ms = 0;
    // Read each block at its centre, away from the edges the encoder blurs.
    for (let bit = 0; bit < STRIP_BITS; bit++) {
      const y = BLOCK / 2;
      const x = bit * BLOCK + BLOCK / 2;
      if (stdout[f + y * STRIP_BITS * BLOCK + x]! > 128) ms += 2 ** bit;
    }
    times.push(ms);
  }
  return times;
}
const TICKS = Number(String(execFileSync('getconf', ['CLK_TCK'])).trim()) || 100;

/** CPU seconds a process (and its waited-for children) used so far. */
function cpuSeconds(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS;
}

/** The HLS packager: this process's ffmpeg child that writes HLS. */
function packagerPid(): number | null {
  for (const pid of fs.readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      const cmd = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent === process.pid && cmd[0] === 'ffmpeg' && cmd.includes('hls')) return Number(pid);
    } catch {
      // the process is gone
    }
  }
  return null;
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'selah-live-bench-'));
  const t = await createTestApp({ dataDir });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const pastor = await createTestUser(t.app.db, { role: 'broadcaster' });
  const key = (await t.app.inject({ method: 'POST', url: '/api/live/stream-key', headers: pastor.auth })).json<{ key: string }>().key;
  const rtmpPort = t.app.service('live').live.ingest.port;

  const clock =
    "drawtext=text='%{localtime\\:%H\\\\\\:%M\\\\\\:%S}.%{eif\\:mod(t*1000\\,1000)\\:d\\:3}':fontsize=64:fontcolor=white:box=1:boxcolor=black@0.6:x=40:y=40";
  // Bit i of the frame's time in ms is block i of the strip: white for 1, black for 0.
  const strip = `split[pic][s];[s]crop=${STRIP_BITS * BLOCK}:${BLOCK}:0:0,format=gray,geq=lum='255*mod(floor(T*1000/pow(2\\,floor(X/${BLOCK})))\\,2)'[bits];[pic][bits]overlay=0:0`;
  const publisher = spawn(
    'ffmpeg',
    [
      ...['-hide_banner', '-loglevel', 'error', '-re'],
      ...['-f', 'lavfi', '-i', `testsrc2=size=1280x720:rate=30,${clock},${strip}`, '-f', 'lavfi', '-i', 'sine=frequency=440'],
      ...['-t', String(SECONDS + 20), '-c:v', 'libx264', '-preset', 'veryfast', '-tune', 'zerolatency', '-b:v', '2500k', '-g', '60'],
      ...['-c:a', 'aac', '-b:a', '128k', '-ar', '44100', '-f', 'flv', `rtmp://127.0.0.1:${rtmpPort}/live/${key}`],
    ],
    { stdio: 'ignore' },
  );
  const publishStart = Date.now();

  let url: string | null = null;
  while (!url) {
    const status = (await t.app.inject({ method: 'GET', url: '/api/live/status' })).json<{ isLive: boolean; streamUrl: string | null }>();
    if (status.isLive) url = `${base}${status.streamUrl}`;
    else await new Promise((r) => setTimeout(r, 100));
  }
  const firstLive = Date.now() - publishStart;
  const playlistUrl = url;
  const pkg = packagerPid();
  const cpu0 = { server: cpuSeconds(process.pid), packager: pkg ? cpuSeconds(pkg) : 0, at: Date.now() };
  const seen = new Set<string>();
  const samples: number[] = [];
  const until = Date.now() + SECONDS * 1000;
  while (Date.now() < until) {
    const text = await (await fetch(playlistUrl)).text();
    const fetchedAt = Date.now();
    const segments = text.split('\n').filter((l) => l.endsWith('.ts'));
    for (const seg of segments) {
      if (seen.has(seg)) continue;
      seen.add(seg);
      const segUrl = new URL(seg, playlistUrl).toString();
      const times = await burnedTimes(segUrl);
      if (!times.length) continue;
      if (seen.size <= segments.length) continue; // segments already there at the first look: their arrival time is unknown
      const lastFrameSentAt = publishStart + Math.max(...times);
      samples.push(fetchedAt - lastFrameSentAt);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  const elapsed = (Date.now() - cpu0.at) / 1000;
  const cpuServer = ((cpuSeconds(process.pid) - cpu0.server) / elapsed) * 100;
  const cpuPackager = pkg ? ((cpuSeconds(pkg) - cpu0.packager) / elapsed) * 100 : NaN;
  const quality = (await t.app.inject({ method: 'GET', url: '/api/live/status' })).json<{ quality: unknown }>().quality;
  publisher.kill('SIGINT');
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });

  samples.sort((a, b) => a - b);
  const pct = (p: number) => samples[Math.min(samples.length - 1, Math.floor((p / 100) * samples.length))] ?? NaN;
  const segment = 2000;
  console.log(`publisher to first playlist: ${firstLive} ms`);
  console.log(`segments measured: ${samples.length}; quality: ${JSON.stringify(quality)}`);
  console.log(`ingest latency (frame sent → segment fetchable) p50 / max: ${pct(50)} / ${samples.at(-1)} ms`);
  console.log(
    `glass-to-glass with a player holding ${HOLD_SEGMENTS} segments: p50 ${((pct(50) + HOLD_SEGMENTS * segment) / 1000).toFixed(1)} s, max ${(((samples.at(-1) ?? NaN) + HOLD_SEGMENTS * segment) / 1000).toFixed(1)} s`,
  );
  console.log(`CPU (% of one core): server process ${cpuServer.toFixed(1)}, packager ffmpeg (-c copy) ${cpuPackager.toFixed(1)}`);
}

await main();
