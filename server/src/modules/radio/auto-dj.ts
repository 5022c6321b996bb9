import { systemClock, type Clock } from '../../platform/time/clock.ts';
import fs from 'node:fs/promises';
import { splitFrames, type Frame } from './mp3-frames.ts';
import { TrackPicker, type PlayableTrack, type Rotation } from './picker.ts';

export type { PlayableTrack, Rotation } from './picker.ts';

export interface AutoDjEvents {
  onTrack(track: PlayableTrack): void;
  onFrame(frame: Frame): void;
  onBadTrack(track: PlayableTrack, reason: string): void;
}

const TICK_MS = 20;
// Frames go out up to a second ahead of the wall clock, so a busy event loop (a burst of API
// requests) delays the next tick without starving listeners.
const LEAD_MS = 1000;
// How often the AutoDJ asks the schedule whether a new program has begun (its boundary).
const BOUNDARY_CHECK_MS = 5000;
// With nothing to play (a first start before the first demo track is made), ask again this often.
const EMPTY_RETRY_MS = 100;

/**
 * Plays what the picker chooses from the schedule's rotation, paced by the frames' own
 * durations against the wall clock. When the on-air program changes (a boundary passes, or
 * the schedule was edited) the next song comes from the new program at once. A bad file is
 * reported and skipped.
 */
export class AutoDj {
  private readonly picker: TrackPicker;
  private playlist: string | null = null;
  private lastCheck = 0;
  private checking = false;
  private frames: Frame[] = [];
  private index = 0;
  private clock = 0;
  private timer: NodeJS.Timeout | null = null;
  private paused = false;
  private loading = false;
  private emptyUntil = 0;
  /** Counts cuts: a song still loading when a cut lands is dropped. */
  private cuts = 0;
  private picked: () => void = () => undefined;
  /** Settles at the first pick: a song loaded, or nothing to play (or a file that failed). */
  readonly firstPick = new Promise<void>((resolve) => (this.picked = resolve));

  constructor(
    private readonly rotation: () => Promise<Rotation>,
    private readonly events: AutoDjEvents,
    picker?: TrackPicker,
    /** The engine paces frames on this clock's time (the system's on air). */
    private readonly time: Clock = systemClock,
  ) {
    this.picker = picker ?? new TrackPicker(() => this.time.now());
  }

  start(): void {
    if (this.timer) return;
    this.clock = this.time.ms();
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
    this.clock = this.time.ms();
  }

  /**
   * Cuts the song on air for `track` (a pre-recorded program's file) at the next frame, as a live
   * takeover does: it follows the audio already sent (at most LEAD_MS ahead). After it the AutoDJ
   * picks as usual. Answers false (and reports it) when the file has no audio.
   */
  async cut(track: PlayableTrack): Promise<boolean> {
    const cut = ++this.cuts;
    try {
      const frames = splitFrames(await fs.readFile(track.path));
      if (frames.length < 10) throw new Error('no MP3 audio frames found');
      if (cut !== this.cuts) return false;
      // No program boundary cuts the file short: the next song comes from the rotation of its time.
      this.playlist = null;
      this.frames = frames;
      this.index = 0;
      this.events.onTrack(track);
      return true;
    } catch (err) {
      this.events.onBadTrack(track, err instanceof Error ? err.message : String(err));
      return false;
    }
  }

  private async tick(): Promise<void> {
    const now = this.time.ms();
    if (this.paused || this.loading || now < this.emptyUntil) return;
    if (this.clock < now - 1000) this.clock = now; // after a stall, restart the clock rather than flood
    if (now - this.lastCheck >= BOUNDARY_CHECK_MS) this.checkBoundary(now);
    while (this.clock <= now + LEAD_MS) {
      if (this.index >= this.frames.length) {
        this.loading = true;
        const ok = await this.loadNext().finally(() => {
          this.loading = false;
          this.picked();
        });
        if (!ok) return;
        continue;
      }
      const frame = this.frames[this.index++]!;
      this.events.onFrame(frame);
      this.clock += frame.durationMs;
    }
  }

  /** A new program on air ends the current song at the next frame, so its playlist starts now. */
  private checkBoundary(now: number): void {
    if (this.checking || this.index >= this.frames.length) return;
    this.lastCheck = now;
    this.checking = true;
    void this.rotation()
      .then((next) => {
        if (this.playlist !== null && next.playlist !== this.playlist) this.index = this.frames.length;
      })
      .catch(() => undefined)
      .finally(() => {
        this.checking = false;
      });
  }

  private async loadNext(): Promise<boolean> {
    const cut = this.cuts;
    for (let attempt = 0; attempt < 50; attempt++) {
      const now = await this.rotation();
      this.playlist = now.playlist;
      this.lastCheck = this.time.ms();
      const track = this.picker.next(now);
      if (!track) {
        this.emptyUntil = this.time.ms() + EMPTY_RETRY_MS; // an empty library: silence until tracks arrive
        return false;
      }
      try {
        const frames = splitFrames(await fs.readFile(track.path));
        if (frames.length < 10) throw new Error('no MP3 audio frames found');
        // A cut landed while this song loaded: the cut's file plays, this song waits its turn.
        if (cut !== this.cuts) return true;
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
