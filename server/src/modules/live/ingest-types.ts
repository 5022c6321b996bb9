import type { StreamQuality } from '@selah/contracts/live';
import type { Clock } from '../../platform/time/clock.ts';

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

/** A consumer of the publisher's audio as FLV bytes (the radio feed). */
export type AudioTap = { write(buf: Buffer): void; end(): void };
