import type { StreamQuality } from '@selah/contracts/live';
import type { Clock } from '../../platform/time/clock.ts';

const STATS_WINDOW_MS = 5000;

/** A broadcast's frame rate, bitrate and dropped frames, from the last few seconds of what arrived. */
export class StreamStats {
  droppedFrames = 0;
  private lastVideoTs: number | null = null;
  private readonly window: Array<{ at: number; bytes: number; video: boolean }> = [];

  constructor(private readonly clock: Clock) {}

  /** A video frame (not its codec setup) or an audio packet arrived at `at`. */
  add(at: number, bytes: number, video: boolean): void {
    this.window.push({ at, bytes, video });
  }

  /** Forgets what arrived before the window. */
  trim(now: number): void {
    while (this.window.length && now - this.window[0]!.at > STATS_WINDOW_MS) this.window.shift();
  }

  fps(metadata: Record<string, unknown>): number | null {
    const meta = Number(metadata.framerate ?? metadata.fps);
    if (Number.isFinite(meta) && meta > 0) return Math.round(meta * 100) / 100;
    const frames = this.window.filter((w) => w.video);
    if (frames.length < 2) return null;
    const span = (frames.at(-1)!.at - frames[0]!.at) / 1000;
    return span > 0 ? Math.round(((frames.length - 1) / span) * 10) / 10 : null;
  }

  /** A video frame's timestamp: a gap of more than two and a half frames counts the frames missing. */
  countGap(ts: number, metadata: Record<string, unknown>): void {
    const fps = this.fps(metadata);
    if (this.lastVideoTs !== null && fps) {
      const interval = 1000 / fps;
      const gap = ts - this.lastVideoTs;
      if (gap > interval * 2.5) this.droppedFrames += Math.round(gap / interval) - 1;
    }
    this.lastVideoTs = ts;
  }

  quality(
    metadata: Record<string, unknown>,
    codecs: { videoCodec: string | null; audioCodec: string | null; copied: boolean },
  ): StreamQuality {
    const now = this.clock.ms();
    const recent = this.window.filter((w) => now - w.at <= STATS_WINDOW_MS);
    const span = recent.length > 1 ? Math.max(1000, now - recent[0]!.at) : 0;
    const bytes = recent.reduce((sum, w) => sum + w.bytes, 0);
    const width = Number(metadata.width);
    const height = Number(metadata.height);
    return {
      width: Number.isFinite(width) && width > 0 ? width : null,
      height: Number.isFinite(height) && height > 0 ? height : null,
      fps: this.fps(metadata),
      bitrateKbps: span ? Math.round((bytes * 8) / span) : null,
      ...codecs,
    };
  }
}
