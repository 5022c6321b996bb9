import fs from 'node:fs';
import path from 'node:path';
import { startWorkerThread } from '../../../platform/worker-thread.ts';
import { readTrackFile, type TrackFileInfo } from './library.ts';
import { synthesizeTrack } from './synth-track.ts';
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
  /**
   * A track's file is complete (made now, or found from an earlier start): add it to the library.
   * `known` is what the build read from the prebuilt first track, so it need not be read again.
   */
  onReady: (file: string, known?: TrackFileInfo) => Promise<void>;
  /** Every track this long instead of its own length (tests). */
  secondsOverride?: number;
  /** The worker's nice value after the first track: 19 (the lowest priority) unless a test asks otherwise. */
  nice?: number;
  /** Where `npm run build` left the first track already made (server/dist), if anywhere. */
  prebuiltDir?: string;
}

const prebuiltTrack = (dir: string) => path.join(dir, 'demo-first-track.mp3');
const prebuiltStamp = (dir: string) => path.join(dir, 'demo-first-track.json');
const prebuiltInfo = (dir: string) => path.join(dir, 'demo-first-track.info.json');
const stampOf = (spec: SynthJob['spec'], kbps: number) => JSON.stringify({ ...spec, kbps });

/**
 * The first demo track (the short ident) made at build time (server/src/prebuild.ts), so a first start
 * has it on air at once instead of after the seconds its synthesis takes.
 */
export async function writePrebuiltFirstTrack(dir: string, track: DemoTrack, kbps: number, mp3: Buffer): Promise<void> {
  fs.rmSync(prebuiltInfo(dir), { force: true });
  fs.writeFileSync(prebuiltTrack(dir), mp3);
  fs.writeFileSync(prebuiltStamp(dir), stampOf(specOf(track), kbps));
  // Its tags and length, read now: a first start adds it to the library without loading a tag reader.
  fs.writeFileSync(prebuiltInfo(dir), JSON.stringify(await readTrackFile(prebuiltTrack(dir))));
}

/** What the build read from the prebuilt first track, when it is there. */
function prebuiltFirstTrackInfo(dir: string): TrackFileInfo | undefined {
  try {
    const info = JSON.parse(fs.readFileSync(prebuiltInfo(dir), 'utf8')) as TrackFileInfo;
    return info.cover === null && typeof info.durationMs === 'number' ? info : undefined;
  } catch {
    return undefined;
  }
}

/** `npm run build` (server/src/prebuild.ts): the content's first demo track, made into `distDir` at `kbps`. */
export async function prebuildFirstTrack(distDir: string, contentDir: string, kbps: number): Promise<void> {
  const [first] = demoTracks(contentDir);
  if (first) await writePrebuiltFirstTrack(distDir, first, kbps, await synthesizeTrack(specOf(first), kbps));
}

/** The demo tracks' list (content/music/tracks.json). */
export const demoTracks = (contentDir: string) =>
  JSON.parse(fs.readFileSync(path.join(contentDir, 'music/tracks.json'), 'utf8')) as DemoTrack[];

export const specOf = (t: DemoTrack, secondsOverride?: number) => ({
  title: t.title,
  artist: t.artist,
  root: t.root,
  seconds: secondsOverride ?? t.minutes * 60,
});

/**
 * Puts the prebuilt first track in place when it is exactly the one to make (same track and
 * bitrate); answers whether it did.
 */
function usePrebuiltFirstTrack(prebuiltDir: string | undefined, job: SynthJob | undefined, kbps: number): boolean {
  if (!prebuiltDir || !job || fs.existsSync(job.file)) return false;
  try {
    if (fs.readFileSync(prebuiltStamp(prebuiltDir), 'utf8') !== stampOf(job.spec, kbps)) return false;
    fs.mkdirSync(path.dirname(job.file), { recursive: true });
    fs.copyFileSync(prebuiltTrack(prebuiltDir), `${job.file}.part`);
    fs.renameSync(`${job.file}.part`, job.file);
    return true;
  } catch {
    return false; // None, or another: the worker makes it.
  }
}

export interface DemoMusic {
  /** Settles when the worker has finished (or failed) and every ready track was added; answers the files added. */
  done: Promise<string[]>;
  /** Settles when the prebuilt first track is in the library (at once when there was none). */
  first: Promise<void>;
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
  const jobs: SynthJob[] = list.map((t, i) => ({ file: demoTrackFile(dir, i, t.title), spec: specOf(t, opts.secondsOverride) }));
  const prebuilt = usePrebuiltFirstTrack(opts.prebuiltDir, jobs[0], kbps);
  const workerData = { dir, jobs, kbps, nice: opts.nice ?? 19 };
  const worker = startWorkerThread(new URL('./synth-worker.ts', import.meta.url), {
    workerData,
    resourceLimits: { maxOldGenerationSizeMb: 96 },
  });
  let stopped = false;
  let imports = Promise.resolve();
  const added: string[] = [];
  const add = (index: number, file: string, known?: TrackFileInfo) => {
    imports = imports.then(() =>
      opts.onReady(file, known).then(
        () => void added.push(file),
        (err: Error) => log.error(`Demo music: "${list[index]!.title}" could not be added to the library: ${err.message}`),
      ),
    );
  };
  // The prebuilt first track goes into the library now, not when the worker has started and seen it.
  if (prebuilt) add(0, jobs[0]!.file, prebuiltFirstTrackInfo(opts.prebuiltDir!));
  const first = imports;
  worker.on('message', (message: SynthMessage) => {
    if (stopped) return;
    if (message.type === 'priority') {
      if (message.nice === null) log.warn(`Demo music is made at normal priority (${message.reason})`);
      return;
    }
    if (message.made) log.info(`Demo music: ${message.index + 1}/${list.length} "${list[message.index]!.title}" ready`);
    if (!(prebuilt && message.index === 0)) add(message.index, message.file);
  });
  worker.on('error', (err) => {
    if (!stopped) log.error(`Demo music could not be made: ${err.message}. The station plays what is ready.`);
  });
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  const done = exited.then(() => imports).then(() => added);
  return {
    done,
    first,
    async stop() {
      stopped = true;
      await worker.terminate();
      await imports;
    },
  };
}
