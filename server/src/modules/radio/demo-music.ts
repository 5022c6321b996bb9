import path from 'node:path';
import { startWorkerThread } from '../../platform/worker-thread.ts';
import type { SynthJob, SynthMessage } from './synth-worker.ts';

export interface DemoTrack {
  title: string;
  artist: string;
  root: number;
  minutes: number;
}

export interface DemoMusicOptions {
  dir: string;
  list: DemoTrack[];
  kbps: number;
  log: { info(message: string): void; warn(message: string): void; error(message: string): void };
  /** A track's file is complete (made now, or found from an earlier start): add it to the library. */
  onReady: (file: string) => Promise<void>;
  /** Every track this long instead of its own length (tests). */
  secondsOverride?: number;
  /** The worker's nice value after the first track: 19 (the lowest priority) unless a test asks otherwise. */
  nice?: number;
}

export interface DemoMusic {
  /** Settles when the worker has finished (or failed) and every ready track was added; answers the files added. */
  done: Promise<string[]>;
  /** Stops making music (the station is closing); the track being made is left as a `.part` file. */
  stop(): Promise<void>;
}

export const demoTrackFile = (dir: string, index: number, title: string) =>
  path.join(dir, `${String(index + 1).padStart(2, '0')}-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.mp3`);

/**
 * The demo station's royalty-free tracks (synthesized, never downloaded), made in a worker
 * thread at the lowest priority so that serving and the broadcast always come first. Tracks are
 * made in list order and each is added as soon as it is ready, so the first (a short station
 * ident) is on air within seconds. A failure is logged; the station goes on without the rest.
 */
export function makeDemoMusic(opts: DemoMusicOptions): DemoMusic {
  const { dir, list, kbps, log } = opts;
  const jobs: SynthJob[] = list.map((t, i) => ({
    file: demoTrackFile(dir, i, t.title),
    spec: { title: t.title, artist: t.artist, root: t.root, seconds: opts.secondsOverride ?? t.minutes * 60 },
  }));
  const workerData = { dir, jobs, kbps, nice: opts.nice ?? 19 };
  const worker = startWorkerThread(new URL('./synth-worker.ts', import.meta.url), {
    workerData,
    resourceLimits: { maxOldGenerationSizeMb: 96 },
  });
  let stopped = false;
  let imports = Promise.resolve();
  const added: string[] = [];
  worker.on('message', (message: SynthMessage) => {
    if (stopped) return;
    if (message.type === 'priority') {
      if (message.nice === null) log.warn(`Demo music is made at normal priority (${message.reason})`);
      return;
    }
    const track = list[message.index]!;
    if (message.made) log.info(`Demo music: ${message.index + 1}/${list.length} "${track.title}" ready`);
    imports = imports.then(() =>
      opts.onReady(message.file).then(
        () => void added.push(message.file),
        (err: Error) => log.error(`Demo music: "${track.title}" could not be added to the library: ${err.message}`),
      ),
    );
  });
  worker.on('error', (err) => {
    if (!stopped) log.error(`Demo music could not be made: ${err.message}. The station plays what is ready.`);
  });
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  const done = exited.then(() => imports).then(() => added);
  return {
    done,
    async stop() {
      stopped = true;
      await worker.terminate();
      await imports;
    },
  };
}
