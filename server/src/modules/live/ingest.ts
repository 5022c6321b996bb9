import type { Clock } from '../../platform/time/clock.ts';
import { spawn, type ChildProcessByStdio } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';
import type { StreamQuality } from '@selah/contracts/live';
import { decodeAmf0 } from './rtmp/amf0.ts';
import { audioCodecOf, flvHeader, flvTag, isVideoConfig, videoCodecOf } from './rtmp/flv.ts';
import { RtmpServer, type MediaTag, type PublishSession } from './rtmp/rtmp-server.ts';
import { FlvRecording } from './service-recording.ts';

export interface Publisher {
  userId: string;
  name: string;
}

export interface IngestSnapshot {
  sessionId: string;
  publisher: Publisher;
  connectedAt: Date;
  /** HLS is being written: viewers can play. */
  live: boolean;
  liveSince: Date | null;
  quality: StreamQuality;
  bytesReceived: number;
  droppedFrames: number;
}

export interface IngestOptions {
  /** Timestamps of frames and stats (the system's clock on air). */
  clock: Clock;
  /** Where each session's HLS folder goes (emptied at start). */
  hlsRoot: string;
  /** The member a stream key belongs to, if it may broadcast. */
  keyOwner(key: string): Promise<Publisher | null>;
  /** The session's HLS playlist exists: it is live. */
  onLive(snapshot: IngestSnapshot): void;
  /** A live (or about to be) session ended. */
  onEnded(snapshot: IngestSnapshot, reason: string): void;
  log: { info(msg: string): void; warn(msg: string): void };
  ffmpeg?: string;
  setupTimeoutMs?: number;
  idleTimeoutMs?: number;
  /** Seconds per HLS segment. */
  segmentSeconds?: number;
  /** Where each live session is kept as FLV while it lasts; none when unset. */
  recordDir?: string;
  /** A session that went live ended and its recording (FLV, `copied` as the snapshot says) is closed. */
  onRecorded?(file: string, snapshot: IngestSnapshot): void;
}

export const ingestMessages = {
  wrongApp: 'Publish to the application "live": rtmp://HOST:PORT/live with your stream key.',
  badKey: 'That stream key is not valid (it may have been rotated, or the account may no longer broadcast).',
  busy: 'Another broadcast is already live. Only one at a time.',
} as const;

const STATS_WINDOW_MS = 5000;
const MAX_BUFFERED_TAGS = 600;
const MAX_FFMPEG_BACKLOG = 16 * 1024 * 1024;

type Ffmpeg = ChildProcessByStdio<Writable, null, Readable>;

/** A consumer of the publisher's audio as FLV bytes (the radio feed). */
export type AudioTap = { write(buf: Buffer): void; end(): void };

class IngestSession {
  readonly connectedAt: Date;
  readonly dir: string;
  live = false;
  liveSince: Date | null = null;
  ended = false;
  ffmpeg: Ffmpeg | null = null;
  private readonly buffered: MediaTag[] = [];
  private firstTagAt = 0;
  private sawAudio = false;
  private sawVideo = false;
  metadata: Record<string, unknown> = {};
  videoCodec: string | null = null;
  audioCodec: string | null = null;
  copied = false;
  bytesReceived = 0;
  droppedFrames = 0;
  private lastVideoTs: number | null = null;
  private readonly window: Array<{ at: number; bytes: number; video: boolean }> = [];
  private audioConfig: MediaTag | null = null;
  private readonly taps = new Set<AudioTap>();
  private stderrTail = '';
  private readyPoll: NodeJS.Timeout | null = null;
  private recording: FlvRecording | null = null;

  constructor(
    readonly rtmp: PublishSession,
    readonly publisher: Publisher,
    private readonly ingest: VideoIngest,
    private readonly opts: IngestOptions,
  ) {
    this.connectedAt = opts.clock.now();
    this.dir = path.join(opts.hlsRoot, rtmp.id);
  }

  snapshot(): IngestSnapshot {
    return {
      sessionId: this.rtmp.id,
      publisher: this.publisher,
      connectedAt: this.connectedAt,
      live: this.live,
      liveSince: this.liveSince,
      quality: this.quality(),
      bytesReceived: this.bytesReceived,
      droppedFrames: this.droppedFrames,
    };
  }

  private fps(): number | null {
    const meta = Number(this.metadata.framerate ?? this.metadata.fps);
    if (Number.isFinite(meta) && meta > 0) return Math.round(meta * 100) / 100;
    const frames = this.window.filter((w) => w.video);
    if (frames.length < 2) return null;
    const span = (frames.at(-1)!.at - frames[0]!.at) / 1000;
    return span > 0 ? Math.round(((frames.length - 1) / span) * 10) / 10 : null;
  }

  quality(): StreamQuality {
    const now = this.opts.clock.ms();
    const recent = this.window.filter((w) => now - w.at <= STATS_WINDOW_MS);
    const span = recent.length > 1 ? Math.max(1000, now - recent[0]!.at) : 0;
    const bytes = recent.reduce((sum, w) => sum + w.bytes, 0);
    const width = Number(this.metadata.width);
    const height = Number(this.metadata.height);
    return {
      width: Number.isFinite(width) && width > 0 ? width : null,
      height: Number.isFinite(height) && height > 0 ? height : null,
      fps: this.fps(),
      bitrateKbps: span ? Math.round((bytes * 8) / span) : null,
      videoCodec: this.videoCodec,
      audioCodec: this.audioCodec,
      copied: this.copied,
    };
  }

  onTag(tag: MediaTag): void {
    if (this.ended) return;
    const now = this.opts.clock.ms();
    this.bytesReceived += tag.data.length;
    if (tag.type === 18) {
      try {
        const [, meta] = decodeAmf0(tag.data);
        if (meta && typeof meta === 'object' && !Array.isArray(meta)) this.metadata = meta as Record<string, unknown>;
      } catch {
        // Metadata is a courtesy: a publisher with none (or broken) still streams.
      }
    } else if (tag.type === 9) {
      this.sawVideo = true;
      this.videoCodec ??= videoCodecOf(tag.data);
      if (!isVideoConfig(tag.data)) {
        this.countGap(tag.timestamp);
        this.window.push({ at: now, bytes: tag.data.length, video: true });
      }
    } else {
      this.sawAudio = true;
      this.audioCodec ??= audioCodecOf(tag.data);
      if (this.audioCodec === 'AAC' && tag.data[1] === 0) this.audioConfig = tag;
      this.window.push({ at: now, bytes: tag.data.length, video: false });
      for (const tap of this.taps) tap.write(flvTag(tag));
    }
    while (this.window.length && now - this.window[0]!.at > STATS_WINDOW_MS) this.window.shift();

    if (this.ffmpeg) return this.toFfmpeg(tag);
    this.firstTagAt ||= now;
    this.buffered.push(tag);
    const knowsCodecs = this.sawVideo && this.sawAudio;
    if (knowsCodecs || this.buffered.length >= MAX_BUFFERED_TAGS || now - this.firstTagAt > 3000) this.startPackager();
  }

  private countGap(ts: number): void {
    const fps = this.fps();
    if (this.lastVideoTs !== null && fps) {
      const interval = 1000 / fps;
      const gap = ts - this.lastVideoTs;
      if (gap > interval * 2.5) this.droppedFrames += Math.round(gap / interval) - 1;
    }
    this.lastVideoTs = ts;
  }

  private startPackager(): void {
    if (!this.sawVideo) {
      this.rtmp.close('sent no video');
      return;
    }
    const copyVideo = this.videoCodec === 'H.264';
    const copyAudio = !this.sawAudio || this.audioCodec === 'AAC';
    this.copied = copyVideo && copyAudio;
    fs.mkdirSync(this.dir, { recursive: true });
    const seg = String(this.opts.segmentSeconds ?? 2);
    const args = [
      '-hide_banner',
      '-loglevel',
      'error',
      '-analyzeduration',
      '3000000',
      '-f',
      'flv',
      '-i',
      'pipe:0',
      '-map',
      '0:v:0',
      '-map',
      '0:a:0?',
      ...(copyVideo
        ? ['-c:v', 'copy']
        : [
            '-c:v',
            'libx264',
            '-preset',
            'veryfast',
            '-tune',
            'zerolatency',
            '-pix_fmt',
            'yuv420p',
            '-force_key_frames',
            `expr:gte(t,n_forced*${seg})`,
          ]),
      ...(copyAudio ? ['-c:a', 'copy'] : ['-c:a', 'aac', '-b:a', '128k', '-ar', '44100']),
      '-f',
      'hls',
      '-hls_time',
      seg,
      '-hls_list_size',
      '6',
      '-hls_delete_threshold',
      '3',
      '-hls_flags',
      'delete_segments+independent_segments+temp_file',
      '-hls_segment_filename',
      path.join(this.dir, 'seg-%05d.ts'),
      path.join(this.dir, 'index.m3u8'),
    ];
    const child = spawn(this.opts.ffmpeg ?? 'ffmpeg', args, { stdio: ['pipe', 'ignore', 'pipe'] });
    this.ffmpeg = child;
    child.stdin.on('error', () => {});
    child.stderr.on('data', (d: Buffer) => {
      this.stderrTail = (this.stderrTail + d.toString()).slice(-600);
    });
    child.on('error', (err) => this.opts.log.warn(`ffmpeg could not start: ${err.message}`));
    child.on('close', (code) => {
      if (this.readyPoll) clearInterval(this.readyPoll);
      if (!this.ended) {
        this.opts.log.warn(`The HLS packager stopped (${code}): ${this.stderrTail.trim().split('\n').at(-1) ?? ''}`);
        this.rtmp.close('the packager stopped');
      }
      this.ingest.cleanup(this);
    });
    child.stdin.write(flvHeader());
    if (this.opts.recordDir) {
      fs.mkdirSync(this.opts.recordDir, { recursive: true });
      const file = path.join(this.opts.recordDir, `${this.rtmp.id}.flv`);
      this.recording = new FlvRecording(file, flvHeader(), (m) => this.opts.log.warn(m));
    }
    for (const tag of this.buffered.splice(0)) this.toFfmpeg(tag);
    const playlist = path.join(this.dir, 'index.m3u8');
    const started = this.opts.clock.ms();
    this.readyPoll = setInterval(() => {
      if (fs.existsSync(playlist)) {
        clearInterval(this.readyPoll!);
        this.readyPoll = null;
        this.live = true;
        this.liveSince = this.opts.clock.now();
        this.opts.onLive(this.snapshot());
      } else if (this.opts.clock.ms() - started > 20_000) {
        clearInterval(this.readyPoll!);
        this.readyPoll = null;
        this.rtmp.close('no playable video after 20 s');
      }
    }, 200);
  }

  private toFfmpeg(tag: MediaTag): void {
    this.recording?.write(flvTag(tag));
    const stdin = this.ffmpeg?.stdin;
    if (!stdin || stdin.destroyed) return;
    if (stdin.writableLength > MAX_FFMPEG_BACKLOG) {
      this.rtmp.close('the packager fell behind');
      return;
    }
    stdin.write(flvTag(tag));
  }

  /** Starts sending the audio (as FLV) to a consumer; it gets the codec setup first. */
  addTap(tap: AudioTap): () => void {
    // Audio only, and no metadata (it names the video too, and ffmpeg would wait for it).
    tap.write(Buffer.from([0x46, 0x4c, 0x56, 0x01, 0x04, 0, 0, 0, 9, 0, 0, 0, 0]));
    if (this.audioConfig) tap.write(flvTag(this.audioConfig));
    this.taps.add(tap);
    return () => {
      if (this.taps.delete(tap)) tap.end();
    };
  }

  end(): void {
    if (this.ended) return;
    this.ended = true;
    if (this.readyPoll) clearInterval(this.readyPoll);
    for (const tap of this.taps) tap.end();
    this.taps.clear();
    const recording = this.recording;
    if (recording) {
      const snapshot = this.snapshot();
      void recording.finish(this.live).then((file) => file && this.opts.onRecorded?.(file, snapshot));
    }
    const child = this.ffmpeg;
    if (child && child.exitCode === null) {
      child.stdin.end();
      setTimeout(() => {
        if (child.exitCode === null) child.kill('SIGKILL');
      }, 5000).unref();
    } else this.ingest.cleanup(this);
  }
}

/**
 * The built-in video ingest: RTMP in (our own publish-only server, keys checked before any
 * media is taken), HLS out through one ffmpeg per broadcast (`-c copy` for H.264/AAC).
 * One broadcast at a time; the same member reconnecting replaces their own stale session.
 */
export class VideoIngest {
  private readonly rtmp: RtmpServer;
  private session: IngestSession | null = null;
  port = 0;

  constructor(private readonly opts: IngestOptions) {
    this.rtmp = new RtmpServer({
      authorize: (s) => this.authorize(s),
      setupTimeoutMs: opts.setupTimeoutMs,
      idleTimeoutMs: opts.idleTimeoutMs,
      log: opts.log,
    });
  }

  async start(port: number, host: string): Promise<number> {
    fs.rmSync(this.opts.hlsRoot, { recursive: true, force: true });
    fs.mkdirSync(this.opts.hlsRoot, { recursive: true });
    this.port = await this.rtmp.listen(port, host);
    return this.port;
  }

  async stop(): Promise<void> {
    this.session?.rtmp.close('the station is stopping');
    this.session?.end();
    await this.rtmp.close();
  }

  get current(): IngestSnapshot | null {
    return this.session && !this.session.ended ? this.session.snapshot() : null;
  }

  /** Where the current session's HLS lives, for serving. */
  hlsDir(sessionId: string): string | null {
    return this.session?.rtmp.id === sessionId && !this.session.ended ? this.session.dir : null;
  }

  /** Ends the broadcast (the studio's Stop). */
  kick(reason = 'stopped from the studio'): boolean {
    if (!this.session || this.session.ended) return false;
    this.session.rtmp.close(reason);
    return true;
  }

  addAudioTap(tap: AudioTap): (() => void) | null {
    return this.session && !this.session.ended ? this.session.addTap(tap) : null;
  }

  cleanup(session: IngestSession): void {
    fs.rm(session.dir, { recursive: true, force: true }, () => {});
  }

  private async authorize(rtmp: PublishSession): Promise<string | null> {
    if (rtmp.app !== 'live') return ingestMessages.wrongApp;
    const publisher = rtmp.key ? await this.opts.keyOwner(rtmp.key) : null;
    if (!publisher) return ingestMessages.badKey;
    const current = this.session && !this.session.ended ? this.session : null;
    if (current && current.publisher.userId !== publisher.userId) return ingestMessages.busy;
    if (current) {
      current.rtmp.close('replaced by a new connection');
      this.finish(current, 'replaced by a new connection');
    }
    const session = new IngestSession(rtmp, publisher, this, this.opts);
    this.session = session;
    rtmp.onTag = (tag) => session.onTag(tag);
    rtmp.onClose = (reason) => this.finish(session, reason);
    this.opts.log.info(`${publisher.name} is publishing video from ${rtmp.remoteAddress}`);
    return null;
  }

  private finish(session: IngestSession, reason: string): void {
    if (session.ended) return;
    const snapshot = session.snapshot();
    session.end();
    this.opts.log.info(`Video broadcast by ${session.publisher.name} ended: ${reason}`);
    this.opts.onEnded(snapshot, reason);
  }
}
