import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';
import { httpSource, LiveInput, streamSource, type LiveSource } from './live-input.ts';
import type { LiveTitle, StationOutputs } from './station-outputs.ts';

/** A live show went on air (its name and the DJ's username, when they signed in as themselves) or left. */
export type LiveChange = { kind: 'start'; show: string; dj: string | null; feed: boolean } | { kind: 'end' };

/** The station's options for its live mount. */
export interface LiveOptions {
  bitrateKbps: number;
  log: { warn: (msg: string) => void; info: (msg: string) => void };
  /** A live source on air silent this long has stalled, and the AutoDJ takes over. */
  liveStallMs?: number;
  /** A live source must send audio this soon after connecting, or it is dropped. */
  liveFirstAudioMs?: number;
  onLiveChange?: (event: LiveChange) => void;
}

/** What a live source takes the air from and gives it back to. */
export interface LiveAir {
  autoDj: { pause(): void; resume(): void };
  outputs: StationOutputs;
  /** The time a live show starts at (the engine's clock). */
  now: () => Date;
}

/**
 * The live mount: at most one source (a DJ at the Icecast mount, or the video broadcast's sound)
 * holds it. The source takes the air at a frame boundary once whole frames arrive in a row, and
 * gives it back to the AutoDJ when it leaves, stalls or is kicked; one that never sends audio is
 * dropped without having been on air.
 */
export class LiveMount {
  /** `named`: what the DJ named through Icecast's metadata update (null: the show's name). */
  private live: {
    input: LiveInput;
    show: string;
    named: LiveTitle | null;
    onAir: boolean;
    dj: string | null;
    since: Date;
  } | null = null;

  constructor(
    private readonly opts: LiveOptions,
    private readonly air: LiveAir,
  ) {}

  /** A source holds the air (sending audio), not only the mount. */
  get onAir(): boolean {
    return this.live?.onAir ?? false;
  }

  /** A source holds the mount (on air, or connected and about to be). */
  get connected(): boolean {
    return this.live !== null;
  }

  /** Who holds the mount (the console's Live section), or null. */
  get holder(): { show: string; dj: string | null; onAir: boolean; since: Date } | null {
    return this.live ? { show: this.live.show, dj: this.live.dj, onAir: this.live.onAir, since: this.live.since } : null;
  }

  /** Disconnects the source; the AutoDJ takes over. Answers false when there was none. */
  kick(): boolean {
    if (!this.live) return false;
    this.live.input.kick();
    return true;
  }

  /** Disconnects the source when a DJ signed in as `username` (any case) holds the mount. */
  kickDj(username: string): boolean {
    if (!this.live?.dj || this.live.dj.toLowerCase() !== username.toLowerCase()) return false;
    this.live.input.kick();
    return true;
  }

  /**
   * The DJ names what is playing (Icecast's metadata update): listeners see it, in the ICY title
   * and the status, until the show ends or the DJ names another. A source still connecting goes
   * on air with it; null gives the show's name back. Answers false when no source holds the mount.
   */
  name(named: LiveTitle | null): boolean {
    if (!this.live) return false;
    this.live.named = named;
    if (this.live.onAir) this.air.outputs.live(named ?? { title: this.live.show, artist: '' });
    return true;
  }

  /**
   * A live DJ's source connection (already authenticated). Answers false when another source is
   * on air; one that connected but never sent audio gives way to the new one.
   */
  acceptSource(req: IncomingMessage, res: ServerResponse, show: string, dj: string | null, early: Buffer[]): boolean {
    if (this.live?.onAir) return false;
    this.live?.input.kick();
    return this.connect(httpSource(req, res, early), show, dj, false);
  }

  /**
   * MP3 from inside the server (a video broadcast's sound) as the live source. Answers false when
   * a source holds the mount; `kick` is called when the feed must stop.
   */
  acceptFeed(mp3: Readable, show: string, kick: () => void): boolean {
    if (this.live) return false;
    return this.connect(streamSource(mp3, kick), show, null, true);
  }

  /** `feed`: the video broadcast's sound rather than a DJ at the mount. */
  private connect(source: LiveSource, show: string, dj: string | null, feed: boolean): boolean {
    const { opts, air } = this;
    const input: LiveInput = new LiveInput(source, {
      firstAudioMs: opts.liveFirstAudioMs ?? 5000,
      stallMs: opts.liveStallMs ?? 8000,
      framesToTakeOver: 8,
      bitrateKbps: opts.bitrateKbps,
      onConverting: ({ sampleRate, channels }) =>
        opts.log.info(
          `The live source sends ${channels === 1 ? 'mono' : 'stereo'} ${sampleRate / 1000} kHz; it is re-encoded to stereo 44.1 kHz for the broadcast`,
        ),
      onTakeOver: () => {
        if (this.live?.input !== input) return;
        this.live.onAir = true;
        air.autoDj.pause();
        air.outputs.live(this.live.named ?? { title: show, artist: '' });
        opts.onLiveChange?.({ kind: 'start', show, dj, feed });
      },
      onFrame: (frame) => air.outputs.write(frame),
      onEnd: (reason, tookOver) => {
        if (this.live?.input !== input) return;
        this.live = null;
        if (reason === 'no_audio') opts.log.warn('A live source sent no audio; it was disconnected');
        if (reason === 'stalled') opts.log.warn('Live source stalled; AutoDJ takes over');
        if (!tookOver) return;
        opts.onLiveChange?.({ kind: 'end' });
        opts.log.info('Live source left; AutoDJ resumes');
        air.autoDj.resume();
        air.outputs.songAgain();
      },
    });
    this.live = { input, show, named: null, onAir: false, dj, since: air.now() };
    return true;
  }
}
