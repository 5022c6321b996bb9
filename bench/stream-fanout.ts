/**
 * Stream fan-out, side by side with Icecast in one run: starts a station (the compiled server,
 * three 60 s 128 kbps tracks imported) and Debian's Icecast 2.4 (its source: ffmpeg looping the
 * same track on loopback), each pinned to core 0, while the load generator (this process and its
 * workers, bench/fanout-load.ts) runs on core 1. For each N it opens N listeners on Selah, then on
 * Icecast, and prints one table: memory per listener is each server's RSS growth from the first N.
 *
 *   npm run bench:stream                                   # N = 1000, 3000, 5000, 10000
 *   npm run bench:stream -- --listeners=1000,5000          # or LISTENERS=1000,5000
 *   WINDOW_S=5 RAMP=1000 SERVER_CORE=0 LOAD_CORE=1 npm run bench:stream
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { synthesizeTrack } from '../server/src/modules/radio/library/synth-track.ts';
import { freePort, startIcecast } from '../server/src/test/icecast-server.ts';
import { coresOf, fanout, usage, type FanoutResult } from './fanout-load.ts';
import { benchStationEnv, startSettings } from './start-settings.ts';

const root = path.resolve(import.meta.dirname, '..');
const flag = process.argv.find((a) => a.startsWith('--listeners='))?.split('=')[1];
const counts = (flag ?? process.env.LISTENERS ?? '1000,3000,5000,10000').split(',').map(Number);
const WINDOW_S = Number(process.env.WINDOW_S ?? 10);
const WARMUP_S = 3;
// Listeners arrive at this rate (Icecast 2.4 listens with a backlog of 5: faster bursts wait on SYN retries).
const RAMP = Number(process.env.RAMP ?? 1000);
const KBPS = 128;
const SERVER_CORE = process.env.SERVER_CORE ?? '0';
const LOAD_CORE = process.env.LOAD_CORE ?? '1';
const pin = (core: string) => ['taskset', '-c', core];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// This process is the load generator: on its own core.
execFileSync('taskset', ['-pc', LOAD_CORE, String(process.pid)], { stdio: 'ignore' });

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'selah-fanout-'));
const musicDir = path.join(dataDir, 'import');
fs.mkdirSync(musicDir);
process.stdout.write('Preparing three 60 s tracks…\n');
for (const [i, note] of [196, 220, 247].entries()) {
  const mp3 = await synthesizeTrack({ title: `Bench ${i}`, artist: 'Fan-out', root: note, seconds: 60 }, KBPS);
  fs.writeFileSync(path.join(musicDir, `t${i}.mp3`), mp3);
}
const port = await freePort();
const settings = startSettings(root);
const env = benchStationEnv(root, dataDir, port);
const selahBin = path.join(root, 'server/bin/selah.mjs');
// What production runs: the compiled server (built now when missing or stale).
spawnSync(process.execPath, [path.join(root, 'scripts/server-build.mjs')], { stdio: 'inherit' });
spawnSync(process.execPath, [selahBin, 'import-music', musicDir], { env, stdio: 'ignore' });
// `selah start` runs the server in this very process (docs/decisions/006): taskset execs node,
// with the flags and malloc settings `npm start` gives it.
const selah = spawn(pin(SERVER_CORE)[0]!, [...pin(SERVER_CORE).slice(1), process.execPath, ...settings.nodeFlags, selahBin, 'start'], {
  env,
  stdio: ['ignore', 'ignore', 'inherit'],
});
const icecast = await startIcecast({ clients: 12_000, prefix: pin(SERVER_CORE) });
const source = spawn(
  pin(LOAD_CORE)[0]!,
  [...pin(LOAD_CORE).slice(1), 'ffmpeg', '-loglevel', 'error', '-re', '-stream_loop', '-1', '-i', path.join(musicDir, 't0.mp3')].concat([
    '-c',
    'copy',
    '-content_type',
    'audio/mpeg',
    '-f',
    'mp3',
    icecast.sourceUrl('/stream'),
  ]),
  { stdio: 'ignore' },
);

async function waitFor(what: string, check: () => Promise<boolean>) {
  for (let i = 0; i < 240; i++) {
    if (await check().catch(() => false)) return;
    await sleep(500);
  }
  throw new Error(`${what} did not start in 120 s.`);
}

const rows: Array<{ server: string; r: FanoutResult }> = [];
try {
  await waitFor('Selah', async () => {
    const s = (await (await fetch(`http://127.0.0.1:${port}/api/stream/status`)).json()) as { song: { title: string } };
    return s.song.title !== '';
  });
  await waitFor('Icecast’s mount', async () =>
    (await (await fetch(`http://127.0.0.1:${icecast.port}/status-json.xsl`)).text()).includes('"listenurl"'),
  );
  const common = { nominalBytesPerS: (KBPS * 1000) / 8, warmupS: WARMUP_S, windowS: WINDOW_S, perSecond: RAMP };
  await sleep(3000);
  const idle = { selah: usage(selah.pid!).rss / 2 ** 20, icecast: usage(icecast.pid).rss / 2 ** 20 };
  for (const n of counts) {
    process.stdout.write(`N = ${n}: Selah…`);
    rows.push({ server: 'Selah', r: await fanout({ ...common, port, path: '/stream.mp3', n, pid: selah.pid! }) });
    const cores = { selah: coresOf(selah.pid!), icecast: coresOf(icecast.pid) };
    process.stdout.write(' Icecast…');
    rows.push({ server: 'Icecast 2.4', r: await fanout({ ...common, port: icecast.port, path: '/stream', n, pid: icecast.pid }) });
    process.stdout.write(
      ` failures: Selah ${JSON.stringify(rows.at(-2)!.r.failures)}, Icecast ${JSON.stringify(rows.at(-1)!.r.failures)}; Selah on core ${cores.selah.allowed} (last ${cores.selah.last}), Icecast on ${coresOf(icecast.pid).allowed}\n`,
    );
  }
  const workers = rows.map((x) => x.r.workers);
  console.log(
    `\n${new Date().toISOString().slice(0, 16)}Z · ${KBPS} kbps · servers pinned to core ${SERVER_CORE}, load generator (${Math.min(...workers)}–${Math.max(...workers)} processes) and ffmpeg source on core ${LOAD_CORE} (${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)}) · listeners arrive ${RAMP}/s · ${WARMUP_S} s warm-up, ${WINDOW_S} s window · RSS before any listener: Selah ${idle.selah.toFixed(0)} MB, Icecast ${idle.icecast.toFixed(0)} MB\n`,
  );
  console.log(
    '| server | listeners | connected | starved | first byte p50 (ms) | CPU (% of its core) | CPU per listener, Selah / Icecast | RSS (MB) | memory per listener since the first N (KB) |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  // RSS growth per listener served, from the first N (the same server's row) to this one.
  const perListenerKb = (server: string, r: FanoutResult) => {
    const first = rows.find((x) => x.server === server)!.r;
    return r === first ? null : ((r.rssMb - first.rssMb) * 1024) / Math.max(1, r.connected - first.connected);
  };
  for (const { server, r } of rows) {
    const ice = rows.find((x) => x.server !== 'Selah' && x.r.n === r.n)!.r;
    // CPU per listener served (connected), Selah's over Icecast's at the same N.
    const perListener = (x: FanoutResult) => x.cpu / Math.max(1, x.connected);
    const ratio = server === 'Selah' ? `${(perListener(r) / perListener(ice)).toFixed(2)}×` : '';
    const ttfb = Number.isFinite(r.ttfbP50) ? Math.round(r.ttfbP50).toLocaleString('en-US') : 'never';
    const kb = perListenerKb(server, r);
    const memory =
      kb === null
        ? ''
        : server === 'Selah'
          ? `${kb.toFixed(1)} (${(kb / perListenerKb('Icecast 2.4', ice)!).toFixed(1)}× Icecast's)`
          : kb.toFixed(1);
    console.log(
      `| ${server} | ${r.n.toLocaleString('en-US')} | ${r.connected.toLocaleString('en-US')} | ${r.starved.toLocaleString('en-US')} | ${ttfb} | ${r.cpu.toFixed(0)} | ${ratio} | ${r.rssMb.toFixed(0)} | ${memory} |`,
    );
  }
} finally {
  source.kill('SIGTERM');
  selah.kill('SIGTERM');
  await icecast.stop();
  await new Promise((r) => (selah.exitCode === null ? selah.once('exit', r) : r(null)));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
