import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';
import { tapRawBody } from '../../../platform/http/raw-body-tap.ts';
import { fitsTheStation, frameShape, liveConverter } from './conform.ts';
import { FrameSplitter, type Frame } from './mp3-frames.ts';

export interface LiveInputOptions {
  /** A source must send its first audio within this long of connecting, or it is dropped. */
  firstAudioMs: number;
  /** A source on air that sends no audio frame for this long has stalled. */
  stallMs: number;
  /** Confirmed frames in a row before the source may take the air (random bytes rarely manage one). */
  framesToTakeOver: number;
  /**
   * The broadcast's bitrate: a source that is not stereo 44.1 kHz (an encoder left at 48 kHz, or
   * mono) is re-encoded to it as it arrives, because listeners' players stop at such a change.
   */
  bitrateKbps: number;
  /** Told once when a source's audio is being re-encoded (for the log). */
  onConverting?(shape: { sampleRate: number; channels: number }): void;
  onTakeOver(): void;
  onFrame(frame: Frame): void;
  /** The source left, stalled or never sent audio; `tookOver` says whether it was on air. */
  onEnd(reason: 'left' | 'stalled' | 'no_audio', tookOver: boolean): void;
}

/** Where a live source's bytes come from: an Icecast-style HTTP upload, or a feed inside the server. */
export interface LiveSource {
  /** Calls `onChunk` with each piece of audio and `onEnd` once when the source is gone. */
  read(onChunk: (chunk: Buffer) => void, onEnd: () => void): void;
  /** Disconnects the source. */
  kick(): void;
  /** The input is done with the source (answer the uploader). */
  done(): void;
}

/**
 * An Icecast source connection (PUT or SOURCE, framed or not), already authenticated. `early`
 * is the unframed audio that arrived while the credentials were being checked (a broadcaster's
 * password takes a moment; ffmpeg sends audio right after its 100 Continue).
 */
export function httpSource(req: IncomingMessage, res: ServerResponse, early: Buffer[] = []): LiveSource {
  return {
    read(onChunk, onEnd) {
      // After the input is built, before any later bytes (those come on a later I/O turn).
      if (early.length) queueMicrotask(() => early.splice(0).forEach((chunk) => onChunk(chunk)));
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.flushHeaders();
      const framed = req.headers['content-length'] !== undefined || req.headers['transfer-encoding'] !== undefined;
      if (framed) {
        req.on('data', onChunk);
        req.on('end', onEnd);
      } else {
        // Icecast-style: the audio follows the headers unframed, until the source hangs up.
        const untap = tapRawBody(req.socket, onChunk);
        req.socket.once('close', untap);
      }
      req.on('error', onEnd);
      req.socket.once('close', onEnd);
    },
    kick: () => req.socket.destroy(),
    done: () => {
      if (!res.writableEnded) res.end();
    },
  };
}

/** MP3 from a stream inside the server (the video broadcast's sound); `kick` stops its producer. */
export function streamSource(stream: Readable, kick: () => void): LiveSource {
  return {
    read(onChunk, onEnd) {
      stream.on('data', onChunk);
      stream.once('end', onEnd);
      stream.once('close', onEnd);
      stream.once('error', onEnd);
    },
    kick,
    done: () => {},
  };
}

/**
 * One live source (already authenticated): reads its bytes, splits them into MP3 frames, and
 * ends it when it stalls or sends no audio. Nothing reaches the air until enough whole frames
 * arrived in a row.
 */
export class LiveInput {
  private readonly splitter = new FrameSplitter();
  private readonly held: Frame[] = [];
  /** Until the first frame says the source's shape, its raw bytes are kept (a converter starts from them). */
  private raw: Buffer[] | null = [];
  private converter: ChildProcessWithoutNullStreams | null = null;
  private tookOver = false;
  private ended = false;
  private stallTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly source: LiveSource,
    private readonly opts: LiveInputOptions,
  ) {
    source.read(
      (chunk) => this.onChunk(chunk),
      () => this.finish('left'),
    );
    this.armStallTimer();
  }

  /** Disconnects the source (a stall, an admin's kick, or the station stopping); it has ended when this returns. */
  kick(): void {
    this.finish('left');
    this.source.kick();
  }

  private armStallTimer(): void {
    if (this.stallTimer) clearTimeout(this.stallTimer);
    this.stallTimer = setTimeout(
      () => {
        this.finish(this.tookOver ? 'stalled' : 'no_audio');
        this.source.kick();
      },
      this.tookOver ? this.opts.stallMs : this.opts.firstAudioMs,
    );
  }

  private onChunk(chunk: Buffer): void {
    if (this.ended) return;
    if (this.converter) {
      this.converter.stdin.write(chunk);
      return;
    }
    const frames = this.splitter.push(chunk);
    if (this.raw) {
      this.raw.push(chunk);
      if (!frames.length) return;
      const shape = frameShape(frames[0]!.data);
      const raw = this.raw;
      this.raw = null;
      if (shape && !fitsTheStation(shape)) {
        this.convert(raw, shape);
        return;
      }
    }
    this.onFrames(frames);
  }

  /** From here on the source's bytes go through ffmpeg, and its output is what goes on air. */
  private convert(raw: Buffer[], shape: { sampleRate: number; channels: number }): void {
    this.opts.onConverting?.(shape);
    const converter = liveConverter(this.opts.bitrateKbps);
    this.converter = converter;
    const out = new FrameSplitter();
    converter.stdout.on('data', (chunk: Buffer) => {
      if (!this.ended) this.onFrames(out.push(chunk));
    });
    converter.stdin.on('error', () => {});
    converter.on('error', () => {
      this.finish('no_audio');
      this.source.kick();
    });
    for (const chunk of raw) converter.stdin.write(chunk);
  }

  private onFrames(frames: Frame[]): void {
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
    if (this.converter) {
      this.converter.stdin.end();
      this.converter.kill('SIGKILL');
      this.converter = null;
    }
    this.opts.onEnd(reason, this.tookOver);
    this.source.done();
  }
}
