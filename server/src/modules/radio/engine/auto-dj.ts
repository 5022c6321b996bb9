import { systemClock, type Clock } from '../../../platform/time/clock.ts';
import type { Frame } from './mp3-frames.ts';
import { crossfadeFrames } from './crossfade.ts';
import type { PlayableTrack, Rotation, TrackPicker } from './picker.ts';
import { SongChooser } from './song-chooser.ts';
import { fadeFrames, type LoadedSong, type Segment } from './song-loader.ts';

export type { PlayableTrack, Rotation } from './picker.ts';

export interface AutoDjEvents {
  onTrack(track: PlayableTrack): void;
  onFrame(frame: Frame): void;
  onBadTrack(track: PlayableTrack, reason: string): void;
}

const TICK_MS = 20;
// Frames go out up to a second ahead of the wall clock: a busy event loop does not starve listeners.
const LEAD_MS = 1000;
const EMPTY_RETRY_MS = 100; // nothing to play (the first demo track not made yet): ask again this often
// The next song is picked, read and its crossfade rendered this long before the fade begins.
const PREPARE_AHEAD_MS = 10_000;

/**
 * Plays what the picker chooses from the schedule's rotation (song-chooser.ts), paced by the
 * frames' own durations against the wall clock. Each song is levelled as it is loaded
 * (song-loader.ts); before a song ends the next one is prepared, and only their overlap is rendered
 * (crossfade.ts): the rest of both is copied frame by frame. When the on-air program changes the
 * next song comes from the new program at once. A bad file is reported and skipped; a crossfade
 * that is not ready is a hard cut.
 */
export class AutoDj {
  private readonly chooser: SongChooser;
  private segments: Segment[] = [];
  private index = 0;
  /** The song that plays last in the queue (the next crossfade starts from it), and the next one, read. */
  private current: LoadedSong | null = null;
  private pending: LoadedSong | null = null;
  /** The generation of the preparation under way (or null), and the run it was made for. */
  private preparing: number | null = null;
  private preparedFor: Segment | null = null;
  private generation = 0;
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
    rotation: () => Promise<Rotation>,
    private readonly events: AutoDjEvents,
    picker?: TrackPicker,
    /** The engine paces frames on this clock's time (the system's on air). */
    private readonly time: Clock = systemClock,
    private readonly bitrateKbps = 128, // the station's: a crossfade is encoded at it
  ) {
    this.chooser = new SongChooser(rotation, (track, reason) => events.onBadTrack(track, reason), time, picker);
  }

  start(): void {
    if (this.timer) return;
    this.clock = this.time.ms();
    this.timer = setInterval(() => void this.tick(), TICK_MS);
  }

  stop(): void {
    clearInterval(this.timer ?? undefined);
    this.timer = null;
  }

  /** While a live DJ is on air the AutoDJ holds its place; it resumes on the next frame boundary. */
  pause = (): void => void (this.paused = true);

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
    const song = await this.chooser.read(track);
    if (!song || cut !== this.cuts) return false;
    this.chooser.forgetProgram();
    this.generation++; // a song being prepared for after the old song is not played
    this.pending = null;
    this.segments = [{ frames: song.frames, from: song.first, to: song.end, track: song.track }];
    this.index = song.first;
    this.current = song;
    return true;
  }

  /**
   * Ends the song on air at the next frame (a hard cut, after the audio already sent) and starts
   * the next pick at once: the console's "Skip this song". Answers false when nothing is playing.
   */
  skip(): boolean {
    if (!this.segments[0]) return false;
    this.endSong(); // a song prepared to follow the skipped one is picked again
    return true;
  }

  /** The song on air ends at the next frame, and what was prepared to follow it is not played. */
  private endSong(): void {
    this.generation++;
    this.pending = null;
    this.preparing = null;
    this.segments = this.segments.slice(0, 1);
    if (this.segments[0]) this.segments[0].to = Math.min(this.segments[0].to, this.index);
  }

  private async tick(): Promise<void> {
    const now = this.time.ms();
    if (this.paused || this.loading || now < this.emptyUntil) return;
    if (this.clock < now - 1000) this.clock = now; // after a stall, restart the clock rather than flood
    // A new program on air ends the current song at the next frame, so its playlist starts now.
    if (this.segments.length) this.chooser.checkBoundary(now, () => this.endSong());
    while (this.clock <= now + LEAD_MS) {
      const seg = this.segments[0];
      if (!seg) {
        if (this.pending) this.hardCut(this.pending);
        else if (this.preparing !== null || !(await this.loadFirst())) return; // being read, or nothing to play
        continue;
      }
      if (this.index >= seg.to) {
        this.segments.shift();
        this.index = this.segments[0]?.from ?? 0;
        continue;
      }
      // A crossfade still rendering as its start nears: wait while frames are out ahead of the clock.
      const fadeStart = seg.to - Math.ceil((this.chooser.sound?.crossfadeMs ?? 0) / 26) - 2;
      if (this.preparing !== null && this.segments.length === 1 && this.index >= fadeStart && this.clock > now) return;
      if (seg.track) this.events.onTrack(seg.track);
      seg.track = undefined;
      const frame = seg.frames[this.index++]!;
      this.events.onFrame(frame);
      this.clock += frame.durationMs;
      if (this.segments.length === 1 && this.preparedFor !== seg && this.current) {
        const left = (seg.to - this.index) * frame.durationMs;
        if (left < (this.chooser.sound?.crossfadeMs ?? 0) + LEAD_MS + PREPARE_AHEAD_MS) void this.prepare((this.preparedFor = seg));
      }
    }
  }

  /** Nothing queued (the first song, or after a program change): the next song starts now. */
  private async loadFirst(): Promise<boolean> {
    this.loading = true;
    const song = await this.chooser.pick().finally(() => {
      this.loading = false;
      this.picked();
    });
    if (song) this.hardCut(song);
    else this.emptyUntil = this.time.ms() + EMPTY_RETRY_MS; // an empty library: silence until tracks arrive
    return song !== null;
  }

  private hardCut(song: LoadedSong): void {
    this.generation++;
    this.pending = null;
    this.segments.push({ frames: song.frames, from: song.first, to: song.end, track: song.track });
    if (this.segments.length === 1) this.index = song.first;
    this.current = song;
  }

  /** Reads the next song ahead of time and renders the crossfade into it, off the frame path. */
  private async prepare(body: Segment): Promise<void> {
    const gen = ++this.generation;
    this.preparing = gen;
    try {
      const next = await this.chooser.pick();
      const out = this.current;
      if (!next || gen !== this.generation || !out) return;
      this.pending = next;
      const n = fadeFrames(out, next, this.chooser.sound?.crossfadeMs ?? 0);
      if (n < 2 || this.segments[0] !== body || body.frames !== out.frames || this.index >= out.end - n - 1) return this.hardCut(next);
      const fade = await crossfadeFrames(out, next, n, this.bitrateKbps);
      // Too late (the fade's start already went out, or the program changed): the hard cut stands.
      if (gen !== this.generation || this.segments[0] !== body || this.index >= out.end - n) return;
      body.to = out.end - n;
      this.segments.push(
        { frames: fade, from: 0, to: fade.length, track: next.track },
        { frames: next.frames, from: next.first + n, to: next.end },
      );
      this.pending = null;
      this.current = next;
    } catch {
      if (gen === this.generation && this.pending) this.hardCut(this.pending);
    } finally {
      if (this.preparing === gen) this.preparing = null;
    }
  }
}
