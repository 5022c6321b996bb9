import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';
import { systemClock, type Clock } from '../../../platform/time/clock.ts';
import type { AudioOutput } from './audio-output.ts';
import { AutoDj, type PlayableTrack, type Rotation } from './auto-dj.ts';
import { BroadcastHub } from './broadcast-hub.ts';
import { EngineSeat, type EngineHooks } from './engine-seat.ts';
import { LiveMount, type LiveOptions } from './live-mount.ts';
import type { Frame } from './mp3-frames.ts';
import { StationOutputs, type LiveTitle, type OnAir } from './station-outputs.ts';
import { serveListener, type ListenerEvent } from './stream-listener.ts';

export type { EngineHooks } from './engine-seat.ts';
export type { OnAir } from './station-outputs.ts';

/** What the station is built with; the live mount's (its stall and first-audio limits, its changes) come with them. */
export interface StationOptions extends LiveOptions {
  stationName: () => string;
  rotation: () => Promise<Rotation>;
  onAirChanged: (onAir: OnAir) => void;
  /** A listener's requested song went on air (the request line marks it played). */
  onRequestPlayed?: (requestId: string) => void;
  /** A listener came (its request) or went: the count now; `session` is the same object for both. */
  onListener?: (event: ListenerEvent) => void;
  /** The clock the AutoDJ paces frames on (the system's; a test's may run faster). */
  clock?: Clock;
}

/**
 * The station's one broadcast: the AutoDJ feeds it, a live DJ takes over at a frame boundary
 * (live-mount.ts), and every output (the listener hub first) gets the same frames and titles
 * (station-outputs.ts). Only the instance that holds the engine's seat (engine-seat.ts) plays.
 */
export class RadioStation {
  readonly hub = new BroadcastHub({ burstMs: 4000, maxBacklogBytes: 256 * 1024 });
  private readonly outputs: StationOutputs;
  private readonly autoDj: AutoDj;
  private readonly live: LiveMount;
  private readonly seat: EngineSeat;

  constructor(private readonly opts: StationOptions) {
    const clock = opts.clock ?? systemClock;
    const now = () => clock.now();
    this.outputs = new StationOutputs(this.hub, now, (onAir) => opts.onAirChanged(onAir));
    this.autoDj = new AutoDj(
      opts.rotation,
      {
        onFrame: (frame) => this.outputs.write(frame),
        onTrack: (track) => {
          this.outputs.song(track);
          if (track.requestId) opts.onRequestPlayed?.(track.requestId);
        },
        onBadTrack: (track, reason) => opts.log.warn(`AutoDJ skipped "${track.title}" (${track.path}): ${reason}`),
      },
      undefined,
      clock,
      opts.bitrateKbps,
    );
    this.live = new LiveMount(opts, { autoDj: this.autoDj, outputs: this.outputs, now });
    this.seat = new EngineSeat({
      start: () => this.autoDj.start(),
      stop: () => {
        this.autoDj.stop();
        this.live.kick();
      },
    });
    this.hub.onListenerLeft(
      (session) => this.opts.onListener?.({ kind: 'end', session, count: this.hub.listenerCount }),
      () => this.opts.log.info('Dropped a listener that fell too far behind'),
    );
  }

  /** Adds an output (an Icecast push, a recorder); it gets every frame from now on. */
  addOutput(output: AudioOutput): () => void {
    return this.outputs.add(output);
  }

  /** What is on air now (on a follower: what the leader said). */
  get onAir(): OnAir | null {
    return this.outputs.onAir;
  }

  /** Serves one listener: MP3 from the hub, with ICY metadata when the player asks for it. */
  listen(req: IncomingMessage, res: ServerResponse): void {
    serveListener(this.hub, req, res, this.opts);
  }

  /** This instance runs the engine (the leader); a follower's hub is fed by its relay of the leader instead. */
  get engineRunning(): boolean {
    return this.seat.held;
  }

  /** The seam for outputs that hold a connection: `start` now if the engine runs, and on every start and stop after. */
  onEngine(hooks: EngineHooks): () => void {
    return this.seat.on(hooks);
  }

  startEngine(): void {
    this.seat.start();
  }

  stopEngine(): void {
    this.seat.stop();
  }

  stop(): void {
    this.stopEngine();
    this.outputs.close();
  }

  /** A follower's relay: the leader's frames and titles, for this instance's listeners only. */
  relayFrame(frame: Frame): void {
    if (!this.seat.held) this.hub.write(frame);
  }

  relayTitle(title: string): void {
    if (!this.seat.held) this.hub.setTitle(title);
  }

  /** A follower learns from the leader what is on air. */
  follow(onAir: OnAir, isLive: boolean): void {
    if (this.seat.held) return;
    this.outputs.onAir = onAir;
    this.seat.remoteLive = isLive;
  }

  /** A person is on air (a live source sending audio), not the AutoDJ. */
  get isLive(): boolean {
    return this.seat.held ? this.live.onAir : this.seat.remoteLive;
  }

  /** Settles when the AutoDJ has made its first pick (a song on air, or nothing to play). */
  get firstPick(): Promise<void> {
    return this.autoDj.firstPick;
  }

  /**
   * A pre-recorded program's file on air now: the song playing is cut at the next frame (a hard
   * cut, like a live takeover), and the AutoDJ carries on after the file. A person on air keeps
   * the air: answers false then, and when the engine runs elsewhere or the file has no audio.
   */
  async playNow(track: PlayableTrack): Promise<boolean> {
    if (!this.seat.held || this.live.onAir) return false;
    return this.autoDj.cut(track);
  }

  /** Skips the AutoDJ's song on air: the next one starts now. False when a person is on air or the engine runs elsewhere. */
  skip(): boolean {
    if (!this.seat.held || this.live.onAir) return false;
    return this.autoDj.skip();
  }

  /**
   * A title from the studio (a shout-out): for the rest of a live show as the DJ's metadata
   * update sets it, else over the AutoDJ's song until the next one. False without the engine here.
   */
  setStudioTitle(title: string): boolean {
    if (!this.seat.held) return false;
    if (this.live.connected) return this.setLiveTitle({ title, artist: '' });
    this.outputs.studio(title);
    return true;
  }

  /** Who holds the live mount (the console's Live section), or null. */
  get liveSource(): { show: string; dj: string | null; onAir: boolean; since: Date } | null {
    return this.live.holder;
  }

  /** A live source holds the mount (on air, or connected and about to be). */
  get sourceConnected(): boolean {
    return this.live.connected;
  }

  /** Disconnects the live source (an admin's kick); the AutoDJ takes over. Answers false when there was none. */
  kickLive(): boolean {
    return this.live.kick();
  }

  /** Disconnects the live source when a DJ signed in as `username` (any case) holds the mount (a suspension). */
  kickDj(username: string): boolean {
    return this.live.kickDj(username);
  }

  /** The live DJ names what is playing (Icecast's metadata update; LiveMount.name). False without the engine here. */
  setLiveTitle(named: LiveTitle | null): boolean {
    return this.seat.held && this.live.name(named);
  }

  /** A live DJ's source connection, already authenticated (LiveMount.acceptSource). False without the engine here. */
  acceptSource(req: IncomingMessage, res: ServerResponse, show: string, dj: string | null = null, early: Buffer[] = []): boolean {
    return this.seat.held && this.live.acceptSource(req, res, show, dj, early);
  }

  /** MP3 from inside the server (a video broadcast's sound) as the live source (LiveMount.acceptFeed). */
  acceptFeed(mp3: Readable, show: string, kick: () => void): boolean {
    return this.seat.held && this.live.acceptFeed(mp3, show, kick);
  }
}
