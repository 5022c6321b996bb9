import fs from 'node:fs/promises';
import { splitFrames, type Frame } from './mp3-frames.ts';

export interface PlayableTrack {
  id: string;
  path: string;
  title: string;
  artist: string;
}

/** The tracks to rotate now, and the name of their playlist (a new name starts a new rotation). */
export interface Rotation {
  playlist: string;
  tracks: PlayableTrack[];
}

export interface AutoDjEvents {
  onTrack(track: PlayableTrack): void;
  onFrame(frame: Frame): void;
  onBadTrack(track: PlayableTrack, reason: string): void;
}

const TICK_MS = 20;
// Frames go out up to a second ahead of the wall clock, so a busy event loop (a burst of API
// requests) delays the next tick without starving listeners.
const LEAD_MS = 1000;

/**
 * Plays the library in a shuffled rotation (no repeat until every track has played), paced
 * by the frames' own durations against the wall clock. A bad file is reported and skipped.
 */
export class AutoDj {
  private queue: PlayableTrack[] = [];
  private playlist: string | null = null;
  private frames: Frame[] = [];
  private index = 0;
  private clock = 0;
  private timer: NodeJS.Timeout | null = null;
  private paused = false;
  private loading = false;

  constructor(
    private readonly rotation: () => Promise<Rotation>,
    private readonly events: AutoDjEvents,
  ) {}

  start(): void {
    if (this.timer) return;
    this.clock = Date.now();
    this.timer = setInterval(() => void this.tick(), TICK_MS);
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** While a live DJ is on air the AutoDJ holds its place; it resumes on the next frame boundary. */
  pause(): void {
    this.paused = true;
  }

  resume(): void {
    this.paused = false;
    this.clock = Date.now();
  }

  private async tick(): Promise<void> {
    if (this.paused || this.loading) return;
    const now = Date.now();
    if (this.clock < now - 1000) this.clock = now; // after a stall, restart the clock rather than flood
    while (this.clock <= now + LEAD_MS) {
      if (this.index >= this.frames.length) {
        this.loading = true;
        const ok = await this.loadNext().finally(() => {
          this.loading = false;
        });
        if (!ok) return;
        continue;
      }
      const frame = this.frames[this.index++]!;
      this.events.onFrame(frame);
      this.clock += frame.durationMs;
    }
  }

  private async loadNext(): Promise<boolean> {
    for (let attempt = 0; attempt < 50; attempt++) {
      const now = await this.rotation();
      // A new program's playlist starts its own rotation; within one, no track repeats until all have played.
      if (now.playlist !== this.playlist || this.queue.length === 0) {
        this.playlist = now.playlist;
        this.queue = shuffle(now.tracks);
      }
      const track = this.queue.shift();
      if (!track) return false; // an empty library: silence until tracks arrive
      try {
        const frames = splitFrames(await fs.readFile(track.path));
        if (frames.length < 10) throw new Error('no MP3 audio frames found');
        this.frames = frames;
        this.index = 0;
        this.events.onTrack(track);
        return true;
      } catch (err) {
        this.events.onBadTrack(track, err instanceof Error ? err.message : String(err));
      }
    }
    return false;
  }
}

function shuffle<T>(items: T[]): T[] {
  const a = [...items];
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  return a;
}
