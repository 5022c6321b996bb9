/** One media message from a publisher, as an FLV tag carries it. */
export interface MediaTag {
  /** 8 audio, 9 video, 18 script data (onMetaData). */
  type: 8 | 9 | 18;
  /** Milliseconds, from the publisher's clock. */
  timestamp: number;
  data: Buffer;
}

/** A publisher that asked to publish: its application and stream key, and what it sends. */
export interface PublishSession {
  readonly id: string;
  readonly app: string;
  readonly key: string;
  readonly remoteAddress: string;
  /** Media tags, once the publish was accepted. */
  onTag: ((tag: MediaTag) => void) | null;
  /** The connection ended (publisher left, stalled, sent garbage or was kicked). */
  onClose: ((reason: string) => void) | null;
  /** Ends the connection. */
  close(reason: string): void;
}

export interface RtmpServerOptions {
  /** Decides a publish: null accepts it, a sentence refuses it (sent to the publisher). */
  authorize(session: PublishSession): Promise<string | null>;
  /** From connecting to publishing (handshake, connect, publish); slower is dropped. */
  setupTimeoutMs?: number;
  /** A publishing session that sends nothing for this long has stalled and is dropped. */
  idleTimeoutMs?: number;
  log: { info(msg: string): void; warn(msg: string): void };
}
