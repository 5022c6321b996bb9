import fs from 'node:fs';
import path from 'node:path';
import type { StreamQuality } from '@selah/contracts/live';
import { decodeAmf0 } from './rtmp/amf0.ts';
import { audioCodecOf, flvHeader, flvTag, isVideoConfig, videoCodecOf } from './rtmp/flv.ts';
import type { MediaTag, PublishSession } from './rtmp/rtmp-server.ts';
import { FlvRecording } from './service-recording.ts';
import { spawnHlsPackager, type Ffmpeg } from './hls-packager.ts';
import type { AudioTap, IngestOptions, IngestSnapshot, Publisher } from './ingest-types.ts';
import { StreamStats } from './stream-stats.ts';

const MAX_BUFFERED_TAGS = 600;
const MAX_FFMPEG_BACKLOG = 16 * 1024 * 1024;

/** One publisher's broadcast: its tags buffered until the codecs are known, then fed to the HLS packager. */
export class IngestSession {
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
  private readonly stats: StreamStats;
  private audioConfig: MediaTag | null = null;
  private readonly taps = new Set<AudioTap>();
  private stderrTail = '';
  private readyPoll: NodeJS.Timeout | null = null;
  private recording: FlvRecording | null = null;

  constructor(
    readonly rtmp: PublishSession,
    readonly publisher: Publisher,
    private readonly ingest: { cleanup(session: IngestSession): void },
    private readonly opts: IngestOptions,
  ) {
    this.connectedAt = opts.clock.now();
    this.stats = new StreamStats(opts.clock);
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
      droppedFrames: this.stats.droppedFrames,
    };
  }

  quality(): StreamQuality {
    return this.stats.quality(this.metadata, { videoCodec: this.videoCodec, audioCodec: this.audioCodec, copied: this.copied });
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
        this.stats.countGap(tag.timestamp, this.metadata);
        this.stats.add(now, tag.data.length, true);
      }
    } else {
      this.sawAudio = true;
      this.audioCodec ??= audioCodecOf(tag.data);
      if (this.audioCodec === 'AAC' && tag.data[1] === 0) this.audioConfig = tag;
      this.stats.add(now, tag.data.length, false);
      for (const tap of this.taps) tap.write(flvTag(tag));
    }
    this.stats.trim(now);

    if (this.ffmpeg) return this.toFfmpeg(tag);
    this.firstTagAt ||= now;
    this.buffered.push(tag);
    const knowsCodecs = this.sawVideo && this.sawAudio;
    if (knowsCodecs || this.buffered.length >= MAX_BUFFERED_TAGS || now - this.firstTagAt > 3000) this.startPackager();
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
    const child = spawnHlsPackager({
      ffmpeg: this.opts.ffmpeg,
      dir: this.dir,
      segmentSeconds: this.opts.segmentSeconds,
      copyVideo,
      copyAudio,
    });
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
