import type { IncomingMessage, ServerResponse } from 'node:http';
import { tapRawBody } from '../../platform/http/raw-body-tap.ts';
import { FrameSplitter, type Frame } from './mp3-frames.ts';

export interface LiveInputOptions {
  /** A source must send its first audio within this long of connecting, or it is dropped. */
  firstAudioMs: number;
  /** A source on air that sends no audio frame for this long has stalled. */
  stallMs: number;
  /** Confirmed frames in a row before the source may take the air (random bytes rarely manage one). */
  framesToTakeOver: number;
  onTakeOver(): void;
  onFrame(frame: Frame): void;
  /** The source left, stalled or never sent audio; `tookOver` says whether it was on air. */
  onEnd(reason: 'left' | 'stalled' | 'no_audio', tookOver: boolean): void;
}

/**
 * One live source connection (already authenticated): reads its bytes, framed or
 * Icecast-style unframed, splits them into MP3 frames, and ends it when it stalls or sends
 * no audio. Nothing reaches the air until enough whole frames arrived in a row.
 */
export class LiveInput {
  private readonly splitter = new FrameSplitter();
  private readonly held: Frame[] = [];
  private tookOver = false;
  private ended = false;
  private stallTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly req: IncomingMessage,
    private readonly res: ServerResponse,
    private readonly opts: LiveInputOptions,
  ) {
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.flushHeaders();
    const framed = req.headers['content-length'] !== undefined || req.headers['transfer-encoding'] !== undefined;
    const end = () => this.finish('left');
    if (framed) {
      req.on('data', (chunk: Buffer) => this.onChunk(chunk));
      req.on('end', end);
    } else {
      // Icecast-style: the audio follows the headers unframed, until the source hangs up.
      const untap = tapRawBody(req.socket, (chunk) => this.onChunk(chunk));
      req.socket.once('close', untap);
    }
    req.on('error', end);
    req.socket.once('close', end);
    this.armStallTimer();
  }

  /** Disconnects the source (a stall, or the station stopping). */
  kick(): void {
    this.req.socket.destroy();
  }

  private armStallTimer(): void {
    if (this.stallTimer) clearTimeout(this.stallTimer);
    this.stallTimer = setTimeout(
      () => {
        this.finish(this.tookOver ? 'stalled' : 'no_audio');
        this.kick();
      },
      this.tookOver ? this.opts.stallMs : this.opts.firstAudioMs,
    );
  }

  private onChunk(chunk: Buffer): void {
    if (this.ended) return;
    const frames = this.splitter.push(chunk);
    if (!frames.length) return;
    // Only audio keeps a source alive: a source sending bytes that hold no frames stalls.
    this.armStallTimer();
    if (!this.tookOver) {
      this.held.push(...frames);
      if (this.held.length < this.opts.framesToTakeOver) return;
      // The switch falls on a frame boundary: the first held frame replaces the AutoDJ.
      this.tookOver = true;
      this.opts.onTakeOver();
      for (const f of this.held.splice(0)) this.opts.onFrame(f);
      return;
    }
    for (const f of frames) this.opts.onFrame(f);
  }

  private finish(reason: 'left' | 'stalled' | 'no_audio'): void {
    if (this.ended) return;
    this.ended = true;
    if (this.stallTimer) clearTimeout(this.stallTimer);
    this.opts.onEnd(reason, this.tookOver);
    if (!this.res.writableEnded) this.res.end();
  }
}
