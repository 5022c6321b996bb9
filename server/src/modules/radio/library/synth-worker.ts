// The demo music's worker thread (demo-music.ts starts it): lowers its own thread's priority, then
// synthesizes each track into its file in order and says when one is ready. Built into
// server/dist/synth-worker.js beside the server (scripts/server-build.mjs).
import fs from 'node:fs';
import os from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { synthesizeTrack, type TrackSpec } from './synth-track.ts';

export interface SynthJob {
  file: string;
  spec: TrackSpec;
}

export interface SynthWorkerData {
  /** The folder the tracks go into (made when missing). */
  dir: string;
  jobs: SynthJob[];
  kbps: number;
  /** The thread's nice value once the first track (the short ident) is made: 19, the lowest priority. */
  nice: number;
}

export type SynthMessage =
  { type: 'priority'; nice: number | null; reason?: string } | { type: 'ready'; index: number; file: string; made: boolean };

/**
 * Linux gives every thread its own nice value, and setpriority(PRIO_PROCESS, tid) changes only
 * that thread; os.setPriority calls it with the thread id read from /proc/thread-self. The
 * station's own threads keep their priority, so serving always comes first.
 */
function lowerOwnPriority(nice: number): SynthMessage {
  try {
    const tid = Number(fs.readlinkSync('/proc/thread-self').split('/').pop());
    os.setPriority(tid, nice);
    return { type: 'priority', nice: os.getPriority(tid) };
  } catch (err) {
    return { type: 'priority', nice: null, reason: err instanceof Error ? err.message : String(err) };
  }
}

async function run({ dir, jobs, kbps, nice }: SynthWorkerData, post: (message: SynthMessage) => void): Promise<void> {
  fs.mkdirSync(dir, { recursive: true });
  for (const [index, { file, spec }] of jobs.entries()) {
    // The first track (seconds of audio) is made at once, so a first start is on air quickly even
    // on a busy machine; everything after it only with the CPU that serving leaves.
    if (index === 1) post(lowerOwnPriority(nice));
    const made = !fs.existsSync(file);
    if (made) {
      // Written beside and renamed, so the library never reads half a track.
      fs.writeFileSync(`${file}.part`, await synthesizeTrack(spec, kbps));
      fs.renameSync(`${file}.part`, file);
    }
    post({ type: 'ready', index, file, made });
  }
}

if (parentPort) {
  const port = parentPort;
  // A failure rejects here and becomes the Worker's 'error' event in the station.
  await run(workerData as SynthWorkerData, (message) => port.postMessage(message));
}
