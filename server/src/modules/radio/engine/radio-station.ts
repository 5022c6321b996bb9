import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';
import { systemClock, type Clock } from '../../../platform/time/clock.ts';
import type { AudioOutput } from './audio-output.ts';
import { AutoDj, type PlayableTrack, type Rotation } from './auto-dj.ts';
import { BroadcastHub } from './broadcast-hub.ts';
import { httpSource, LiveInput, streamSource, type LiveSource } from './live-input.ts';
import type { Frame } from './mp3-frames.ts';
import { serveListener, type ListenerEvent } from './stream-listener.ts';

export interface OnAir {
  title: string;
  artist: string;
  source: 'autodj' | 'live';
  trackId: string | null;
  /** The track's cover file (DATA_DIR/art), or null (a live show, a track without one). */
  art: string | null;
  startedAt: Date;
}

export interface StationOptions {
  stationName: () => string;
  bitrateKbps: number;
  rotation: () => Promise<Rotation>;
  onAirChanged: (onAir: OnAir) => void;
  /** A listener's requested song went on air (the request line marks it played). */
  onRequestPlayed?: (requestId: string) => void;
  /** A listener came (its request) or went: the count now; `session` is the same object for both. */
  onListener?: (event: ListenerEvent) => void;
  log: { warn: (msg: string) => void; info: (msg: string) => void };
  /** A live source on air silent this long has stalled, and the AutoDJ takes over. */
  liveStallMs?: number;
  /** A live source must send audio this soon after connecting, or it is dropped. */
  liveFirstAudioMs?: number;
  /** The clock the AutoDJ paces frames on (the system's; a test's may run faster). */
  clock?: Clock;
  /** A live show went on air (its name and the DJ's username, when they signed in as themselves) or left. */
  onLiveChange?: (event: { kind: 'start'; show: string; dj: string | null; feed: boolean } | { kind: 'end' }) => void;
}

/** What an output that holds a connection (an Icecast push) does when the engine starts and stops. */
export interface EngineHooks {
  start(): void;
  stop(): void;
}

/**
 * The station's one broadcast: the AutoDJ feeds it, a live DJ takes over at a frame
 * boundary, and every output (the listener hub first) gets the same frames.
 */
export class RadioStation {
  readonly hub = new BroadcastHub({ burstMs: 4000, maxBacklogBytes: 256 * 1024 });
  private readonly outputs: AudioOutput[] = [this.hub];
  private readonly autoDj: AutoDj;
  /** `named`: what the DJ named through Icecast's metadata update (null: the show's name). */
  private live: {
    input: LiveInput;
    show: string;
    named: { title: string; artist: string } | null;
    onAir: boolean;
    dj: string | null;
    since: Date;
  } | null = null;
  onAir: OnAir | null = null;
  private lastTrack: OnAir | null = null;
  private engine = false;
  private readonly engineHooks = new Set<EngineHooks>();
  /** On a follower: whether the leader has a person on air. */
  private remoteLive = false;

  /** The time songs and live shows start at: the engine's clock (the system's on air). */
  private readonly now: () => Date;

  constructor(private readonly opts: StationOptions) {
    const clock = opts.clock ?? systemClock;
    this.now = () => clock.now();
    this.autoDj = new AutoDj(
      opts.rotation,
      {
        onFrame: (frame) => this.emit(frame),
        onTrack: (track) => {
          this.lastTrack = {
            title: track.title,
            artist: track.artist,
            source: 'autodj',
            // A replay's recording is no library song.
            trackId: track.id || null,
            art: track.art,
            startedAt: this.now(),
          };
          this.setOnAir(this.lastTrack);
          if (track.requestId) opts.onRequestPlayed?.(track.requestId);
        },
        onBadTrack: (track, reason) => opts.log.warn(`AutoDJ skipped "${track.title}" (${track.path}): ${reason}`),
      },
      undefined,
      clock,
      opts.bitrateKbps,
    );
    this.hub.onListenerLeft(
      (session) => this.opts.onListener?.({ kind: 'end', session, count: this.hub.listenerCount }),
      () => this.opts.log.info('Dropped a listener that fell too far behind'),
    );
  }

  /** Adds an output (an Icecast push, a recorder); it gets every frame from now on. */
  addOutput(output: AudioOutput): () => void {
    this.outputs.push(output);
    if (this.onAir) output.setTitle(this.titleOf(this.onAir));
    return () => this.outputs.splice(this.outputs.indexOf(output), 1);
  }

  /**
   * The engine (AutoDJ, live mount, the outputs beside the hub) runs on one instance, the
   * leader (decision 011); a follower's hub is fed by its relay of the leader instead.
   */
  get engineRunning(): boolean {
    return this.engine;
  }

  /** Settles when the AutoDJ has made its first pick (a song on air, or nothing to play). */
  get firstPick(): Promise<void> {
    return this.autoDj.firstPick;
  }

  /** The seam for outputs that hold a connection: `start` now if the engine runs, and on every start and stop after. */
  onEngine(hooks: EngineHooks): () => void {
    this.engineHooks.add(hooks);
    if (this.engine) hooks.start();
    return () => this.engineHooks.delete(hooks);
  }

  startEngine(): void {
    if (this.engine) return;
    this.engine = true;
    this.remoteLive = false;
    this.autoDj.start();
    for (const hooks of this.engineHooks) hooks.start();
  }

  stopEngine(): void {
    if (!this.engine) return;
    this.engine = false;
    this.autoDj.stop();
    this.live?.input.kick();
    for (const hooks of this.engineHooks) hooks.stop();
  }

  /** A follower's relay: the leader's frames and titles, for this instance's listeners only. */
  relayFrame(frame: Frame): void {
    if (!this.engine) this.hub.write(frame);
  }

  relayTitle(title: string): void {
    if (!this.engine) this.hub.setTitle(title);
  }

  /** A follower learns from the leader what is on air. */
  follow(onAir: OnAir, isLive: boolean): void {
    if (this.engine) return;
    this.onAir = onAir;
    this.remoteLive = isLive;
  }

  stop(): void {
    this.stopEngine();
    for (const output of this.outputs) output.close();
  }

  /** A person is on air (a live source sending audio), not the AutoDJ. */
  get isLive(): boolean {
    return this.engine ? (this.live?.onAir ?? false) : this.remoteLive;
  }

  /** Who holds the live mount (the console's Live section), or null. */
  get liveSource(): { show: string; dj: string | null; onAir: boolean; since: Date } | null {
    return this.live ? { show: this.live.show, dj: this.live.dj, onAir: this.live.onAir, since: this.live.since } : null;
  }

  /**
   * A pre-recorded program's file on air now: the song playing is cut at the next frame (a hard
   * cut, like a live takeover), and the AutoDJ carries on after the file. A person on air keeps
   * the air: answers false then, and when the engine runs elsewhere or the file has no audio.
   */
  async playNow(track: PlayableTrack): Promise<boolean> {
    if (!this.engine || this.live?.onAir) return false;
    return this.autoDj.cut(track);
  }

  /** Skips the AutoDJ's song on air: the next one starts now. False when a person is on air or the engine runs elsewhere. */
  skip(): boolean {
    if (!this.engine || this.live?.onAir) return false;
    return this.autoDj.skip();
  }

  /** Disconnects the live source (an admin's kick); the AutoDJ takes over. Answers false when there was none. */
  kickLive(): boolean {
    if (!this.live) return false;
    this.live.input.kick();
    return true;
  }

  /** Disconnects the live source when a DJ signed in as `username` (any case) holds the mount (a suspension). */
  kickDj(username: string): boolean {
    if (!this.live?.dj || this.live.dj.toLowerCase() !== username.toLowerCase()) return false;
    this.live.input.kick();
    return true;
  }

  /**
   * The live DJ names what is playing (Icecast's metadata update): listeners see it, in the ICY
   * title and the status, until the show ends or the DJ names another. A source still connecting
   * goes on air with it; null gives the show's name back. Answers false when no live source holds the mount.
   */
  setLiveTitle(named: { title: string; artist: string } | null): boolean {
    if (!this.engine || !this.live) return false;
    this.live.named = named;
    if (this.live.onAir) this.setOnAir(this.liveOnAir(named ?? { title: this.live.show, artist: '' }));
    return true;
  }

  /**
   * A title from the studio (a shout-out): for the rest of a live show as the DJ's metadata
   * update sets it, else over the AutoDJ's song until the next one. False without the engine here.
   */
  setStudioTitle(title: string): boolean {
    if (!this.engine) return false;
    if (this.live) return this.setLiveTitle({ title, artist: '' });
    this.setOnAir({ title, artist: '', source: 'autodj', trackId: null, art: null, startedAt: this.now() });
    return true;
  }

  private liveOnAir({ title, artist }: { title: string; artist: string }): OnAir {
    return { title, artist, source: 'live', trackId: null, art: null, startedAt: this.now() };
  }

  /** A live source holds the mount (on air, or connected and about to be). */
  get sourceConnected(): boolean {
    return this.live !== null;
  }

  private emit(frame: Frame): void {
    for (const output of this.outputs) output.write(frame);
  }

  private titleOf(onAir: OnAir): string {
    return onAir.artist ? `${onAir.artist} - ${onAir.title}` : onAir.title;
  }

  private setOnAir(onAir: OnAir): void {
    this.onAir = onAir;
    for (const output of this.outputs) output.setTitle(this.titleOf(onAir));
    this.opts.onAirChanged(onAir);
  }

  /** Serves one listener: MP3 from the hub, with ICY metadata when the player asks for it. */
  listen(req: IncomingMessage, res: ServerResponse): void {
    serveListener(this.hub, req, res, this.opts);
  }

  /**
   * A live DJ's source connection (already authenticated). Answers false when another source
   * is on air; one that connected but never sent audio gives way to the new one.
   */
  acceptSource(req: IncomingMessage, res: ServerResponse, show: string, dj: string | null = null, early: Buffer[] = []): boolean {
    if (!this.engine || this.live?.onAir) return false;
    this.live?.input.kick();
    return this.goLive(httpSource(req, res, early), show, dj, false);
  }

  /**
   * MP3 from inside the server (a video broadcast's sound) as the live source. Answers false
   * when a DJ is on air; `kick` is called when the feed must stop.
   */
  acceptFeed(mp3: Readable, show: string, kick: () => void): boolean {
    if (!this.engine || this.live) return false;
    return this.goLive(streamSource(mp3, kick), show, null, true);
  }

  /** `feed`: the video broadcast's sound rather than a DJ at the mount. */
  private goLive(source: LiveSource, show: string, dj: string | null, feed: boolean): boolean {
    const input: LiveInput = new LiveInput(source, {
      firstAudioMs: this.opts.liveFirstAudioMs ?? 5000,
      stallMs: this.opts.liveStallMs ?? 8000,
      framesToTakeOver: 8,
      bitrateKbps: this.opts.bitrateKbps,
      onConverting: ({ sampleRate, channels }) =>
        this.opts.log.info(
          `The live source sends ${channels === 1 ? 'mono' : 'stereo'} ${sampleRate / 1000} kHz; it is re-encoded to stereo 44.1 kHz for the broadcast`,
        ),
      onTakeOver: () => {
        if (this.live?.input !== input) return;
        this.live.onAir = true;
        this.autoDj.pause();
        this.setOnAir(this.liveOnAir(this.live.named ?? { title: show, artist: '' }));
        this.opts.onLiveChange?.({ kind: 'start', show, dj, feed });
      },
      onFrame: (frame) => this.emit(frame),
      onEnd: (reason, tookOver) => {
        if (this.live?.input !== input) return;
        this.live = null;
        if (reason === 'no_audio') this.opts.log.warn('A live source sent no audio; it was disconnected');
        if (reason === 'stalled') this.opts.log.warn('Live source stalled; AutoDJ takes over');
        if (!tookOver) return;
        this.opts.onLiveChange?.({ kind: 'end' });
        this.opts.log.info('Live source left; AutoDJ resumes');
        this.autoDj.resume();
        if (this.lastTrack) this.setOnAir({ ...this.lastTrack, startedAt: this.now() });
      },
    });
    this.live = { input, show, named: null, onAir: false, dj, since: this.now() };
    return true;
  }
}
