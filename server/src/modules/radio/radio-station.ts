import type { IncomingMessage, ServerResponse } from 'node:http';
import { AutoDj, type Rotation } from './auto-dj.ts';
import { BroadcastHub, ICY_METAINT } from './broadcast-hub.ts';
import { FrameSplitter } from './mp3-frames.ts';
import { tapRawBody } from '../../platform/http/raw-body-tap.ts';

export interface OnAir {
  title: string;
  artist: string;
  source: 'autodj' | 'live';
  trackId: string | null;
  startedAt: Date;
}

export interface StationOptions {
  stationName: string;
  bitrateKbps: number;
  rotation: () => Promise<Rotation>;
  onAirChanged: (onAir: OnAir) => void;
  /** A listener came or went: the count now, and the session's start or end. */
  onListener?: (event: { kind: 'start' | 'end'; req: IncomingMessage; count: number }) => void;
  log: { warn: (msg: string) => void; info: (msg: string) => void };
  /** A live source silent this long has stalled, and the AutoDJ takes over. */
  liveStallMs?: number;
}

/**
 * The station's one broadcast: the AutoDJ feeds it, a live DJ takes over at a frame
 * boundary, and every listener hears the same frames from the hub.
 */
export class RadioStation {
  readonly hub = new BroadcastHub({ burstMs: 4000, maxBacklogBytes: 256 * 1024 });
  private readonly autoDj: AutoDj;
  private live: { req: IncomingMessage; show: string } | null = null;
  onAir: OnAir | null = null;
  private lastTrack: OnAir | null = null;

  constructor(private readonly opts: StationOptions) {
    this.autoDj = new AutoDj(opts.rotation, {
      onFrame: (frame) => this.hub.publish(frame),
      onTrack: (track) => {
        this.lastTrack = { title: track.title, artist: track.artist, source: 'autodj', trackId: track.id, startedAt: new Date() };
        this.setOnAir(this.lastTrack);
      },
      onBadTrack: (track, reason) => opts.log.warn(`AutoDJ skipped "${track.title}" (${track.path}): ${reason}`),
    });
  }

  start(): void {
    this.autoDj.start();
  }

  stop(): void {
    this.autoDj.stop();
    this.live?.req.destroy();
    this.hub.closeAll();
  }

  get isLive(): boolean {
    return this.live !== null;
  }

  private setOnAir(onAir: OnAir): void {
    this.onAir = onAir;
    this.hub.setTitle(onAir.artist ? `${onAir.artist} - ${onAir.title}` : onAir.title);
    this.opts.onAirChanged(onAir);
  }

  /** Serves one listener: MP3 from the hub, with ICY metadata when the player asks for it. */
  listen(req: IncomingMessage, res: ServerResponse): void {
    const icy = req.headers['icy-metadata'] === '1';
    res.writeHead(200, {
      'content-type': 'audio/mpeg',
      'cache-control': 'no-cache, no-store',
      'access-control-allow-origin': '*',
      'icy-name': this.opts.stationName,
      'icy-br': String(this.opts.bitrateKbps),
      ...(icy ? { 'icy-metaint': String(ICY_METAINT) } : {}),
    });
    res.socket?.setNoDelay(true);
    const detach = this.hub.addListener(res, { icy, onDrop: () => this.opts.log.info('Dropped a listener that fell too far behind') });
    this.opts.onListener?.({ kind: 'start', req, count: this.hub.listenerCount });
    res.on('close', () => {
      detach();
      this.opts.onListener?.({ kind: 'end', req, count: this.hub.listenerCount });
    });
  }

  /** A live DJ's source connection (already authenticated). Answers false when one is on air. */
  acceptSource(req: IncomingMessage, res: ServerResponse, show: string): boolean {
    if (this.live) return false;
    this.live = { req, show };
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.flushHeaders();
    const splitter = new FrameSplitter();
    let tookOver = false;
    let stallTimer: NodeJS.Timeout | null = null;
    const stallMs = this.opts.liveStallMs ?? 8000;
    const end = () => {
      if (stallTimer) clearTimeout(stallTimer);
      if (this.live?.req !== req) return;
      this.live = null;
      this.opts.log.info('Live source left; AutoDJ resumes');
      this.autoDj.resume();
      if (this.lastTrack) this.setOnAir({ ...this.lastTrack, startedAt: new Date() });
      if (!res.writableEnded) res.end();
    };
    const onChunk = (chunk: Buffer) => {
      if (stallTimer) clearTimeout(stallTimer);
      stallTimer = setTimeout(() => {
        this.opts.log.warn('Live source stalled; AutoDJ takes over');
        req.socket.destroy();
        end();
      }, stallMs);
      for (const frame of splitter.push(chunk)) {
        if (!tookOver) {
          // The first whole live frame replaces the AutoDJ: the switch falls on a frame boundary.
          tookOver = true;
          this.autoDj.pause();
          this.setOnAir({ title: show, artist: '', source: 'live', trackId: null, startedAt: new Date() });
        }
        this.hub.publish(frame);
      }
    };
    const framed = req.headers['content-length'] !== undefined || req.headers['transfer-encoding'] !== undefined;
    if (framed) {
      req.on('data', onChunk);
      req.on('end', end);
    } else {
      // Icecast-style: the audio follows the headers unframed, until the source hangs up.
      const untap = tapRawBody(req.socket, onChunk);
      req.socket.once('close', () => {
        untap();
        end();
      });
    }
    req.on('error', end);
    req.socket.once('close', end);
    return true;
  }
}
