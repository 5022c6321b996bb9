import crypto from 'node:crypto';
import net from 'node:net';
import { decodeAmf0, encodeAmf0, type Amf0Value } from './amf0.ts';

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

const HANDSHAKE_SIZE = 1536;
/** Larger messages are not media a person sends: the connection is dropped. */
const MAX_MESSAGE_BYTES = 8 * 1024 * 1024;
const MAX_CHUNK_SIZE = 1 << 20;
const OUT_CHUNK_SIZE = 4096;
const MAX_CONNECTIONS = 32;

interface ChunkStream {
  timestamp: number;
  delta: number;
  length: number;
  type: number;
  streamId: number;
  extended: boolean;
  parts: Buffer[];
  received: number;
}

/**
 * A small RTMP server that accepts publishers only (OBS, Streamlabs, ffmpeg): the handshake,
 * the chunk stream, and the commands a publisher sends (connect, releaseStream, FCPublish,
 * createStream, publish, deleteStream). It does not play streams back: viewers watch HLS.
 * Written for Selah so that a stream key is checked before any media is accepted
 * (docs/decisions/009-video-ingest.md).
 */
export class RtmpServer {
  private readonly server: net.Server;
  private readonly sockets = new Set<net.Socket>();

  constructor(private readonly opts: RtmpServerOptions) {
    this.server = net.createServer((socket) => this.accept(socket));
    this.server.maxConnections = MAX_CONNECTIONS;
  }

  listen(port: number, host: string): Promise<number> {
    return new Promise((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(port, host, () => {
        this.server.off('error', reject);
        resolve((this.server.address() as net.AddressInfo).port);
      });
    });
  }

  close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private accept(socket: net.Socket): void {
    this.sockets.add(socket);
    socket.setNoDelay(true);
    const connection = new RtmpConnection(socket, this.opts);
    socket.once('close', () => {
      this.sockets.delete(socket);
      connection.closed();
    });
  }
}

class RtmpConnection implements PublishSession {
  readonly id = crypto.randomUUID();
  app = '';
  key = '';
  readonly remoteAddress: string;
  onTag: ((tag: MediaTag) => void) | null = null;
  onClose: ((reason: string) => void) | null = null;

  private state: 'c0c1' | 'c2' | 'chunks' = 'c0c1';
  private pending: Buffer = Buffer.alloc(0);
  private inChunkSize = 128;
  private readonly streams = new Map<number, ChunkStream>();
  private publishing = false;
  private deciding = false;
  private ended = false;
  private endReason = 'left';
  private timer: NodeJS.Timeout;

  constructor(
    private readonly socket: net.Socket,
    private readonly opts: RtmpServerOptions,
  ) {
    this.remoteAddress = socket.remoteAddress ?? '';
    this.timer = setTimeout(() => this.close('never published'), opts.setupTimeoutMs ?? 10_000);
    socket.on('data', (chunk: Buffer) => {
      try {
        this.onData(chunk);
      } catch (err) {
        this.close(`sent something that is not RTMP (${(err as Error).message})`);
      }
    });
    socket.on('error', () => this.close('connection error'));
  }

  close(reason: string): void {
    if (this.ended) return;
    this.endReason = reason;
    this.socket.destroy();
  }

  closed(): void {
    if (this.ended) return;
    this.ended = true;
    clearTimeout(this.timer);
    if (this.publishing) this.onClose?.(this.endReason);
  }

  private onData(chunk: Buffer): void {
    if (this.ended) return;
    this.pending = this.pending.length ? Buffer.concat([this.pending, chunk]) : chunk;
    if (this.publishing) this.armIdle();
    for (;;) {
      if (this.state === 'c0c1') {
        if (this.pending.length < 1 + HANDSHAKE_SIZE) return;
        if (this.pending[0] !== 3) throw new Error(`handshake version ${this.pending[0]}`);
        const c1 = this.pending.subarray(1, 1 + HANDSHAKE_SIZE);
        const s1 = crypto.randomBytes(HANDSHAKE_SIZE);
        s1.writeUInt32BE(0, 0);
        s1.writeUInt32BE(0, 4);
        this.socket.write(Buffer.concat([Buffer.from([3]), s1, c1]));
        this.pending = this.pending.subarray(1 + HANDSHAKE_SIZE);
        this.state = 'c2';
      } else if (this.state === 'c2') {
        if (this.pending.length < HANDSHAKE_SIZE) return;
        this.pending = this.pending.subarray(HANDSHAKE_SIZE);
        this.state = 'chunks';
      } else if (!this.readChunk()) return;
    }
  }

  /** Reads one chunk from `pending`; false when more bytes are needed. */
  private readChunk(): boolean {
    const buf = this.pending;
    if (buf.length < 1) return false;
    let pos = 0;
    const fmt = buf[0]! >> 6;
    let csid = buf[0]! & 0x3f;
    pos = 1;
    if (csid === 0) {
      if (buf.length < 2) return false;
      csid = 64 + buf[1]!;
      pos = 2;
    } else if (csid === 1) {
      if (buf.length < 3) return false;
      csid = 64 + buf[1]! + buf[2]! * 256;
      pos = 3;
    }
    const headerSize = [11, 7, 3, 0][fmt]!;
    if (buf.length < pos + headerSize) return false;
    let cs = this.streams.get(csid);
    if (!cs) {
      if (fmt !== 0 && fmt !== 1) throw new Error(`chunk stream ${csid} starts without a header`);
      cs = { timestamp: 0, delta: 0, length: 0, type: 0, streamId: 0, extended: false, parts: [], received: 0 };
    }
    const starting = cs.received === 0;
    let tsField = 0;
    if (fmt <= 2) tsField = buf.readUIntBE(pos, 3);
    if (fmt <= 1) {
      cs.length = buf.readUIntBE(pos + 3, 3);
      cs.type = buf[pos + 6]!;
    }
    if (fmt === 0) cs.streamId = buf.readUInt32LE(pos + 7);
    pos += headerSize;
    const extended = fmt <= 2 ? tsField === 0xffffff : cs.extended;
    if (extended) {
      if (buf.length < pos + 4) return false;
      tsField = buf.readUInt32BE(pos);
      pos += 4;
    }
    if (cs.length > MAX_MESSAGE_BYTES) throw new Error(`message of ${cs.length} bytes`);
    const take = Math.min(this.inChunkSize, cs.length - cs.received);
    if (buf.length < pos + take) return false;

    // The whole chunk is here: commit its header.
    if (fmt === 0) cs.timestamp = tsField;
    else if (fmt <= 2) {
      if (starting) {
        cs.delta = tsField;
        cs.timestamp += tsField;
      }
    } else if (starting) cs.timestamp += cs.delta;
    cs.extended = extended;
    this.streams.set(csid, cs);
    cs.parts.push(buf.subarray(pos, pos + take));
    cs.received += take;
    this.pending = buf.subarray(pos + take);
    if (cs.received >= cs.length) {
      const payload = cs.parts.length === 1 ? cs.parts[0]! : Buffer.concat(cs.parts);
      cs.parts = [];
      cs.received = 0;
      this.onMessage(cs.type, cs.timestamp >>> 0, cs.streamId, Buffer.from(payload));
    }
    return true;
  }

  private onMessage(type: number, timestamp: number, _streamId: number, payload: Buffer): void {
    switch (type) {
      case 1: {
        if (payload.length < 4) throw new Error('short set chunk size');
        const size = payload.readUInt32BE(0) & 0x7fffffff;
        if (size < 1 || size > MAX_CHUNK_SIZE) throw new Error(`chunk size ${size}`);
        this.inChunkSize = size;
        return;
      }
      case 8:
      case 9:
        if (this.publishing && payload.length) this.onTag?.({ type, timestamp, data: payload });
        return;
      case 18:
      case 15: {
        if (!this.publishing) return;
        const data = type === 15 ? payload.subarray(1) : payload;
        const values = decodeAmf0(data);
        if (values[0] === '@setDataFrame') values.shift();
        if (values[0] !== 'onMetaData') return;
        this.onTag?.({ type: 18, timestamp, data: encodeAmf0(...values) });
        return;
      }
      case 20:
      case 17:
        this.onCommand(decodeAmf0(type === 17 ? payload.subarray(1) : payload));
        return;
      default:
        // Acknowledgements, window sizes, user control, aborts: nothing to do for a publisher.
        return;
    }
  }

  private onCommand(values: Amf0Value[]): void {
    const [name, txn] = values;
    const transaction = typeof txn === 'number' ? txn : 0;
    switch (name) {
      case 'connect': {
        const props = (values[2] ?? {}) as Record<string, Amf0Value>;
        this.app = String(props.app ?? '').replace(/\/+$/, '');
        this.sendControl(5, uint32(2_500_000));
        this.sendControl(6, Buffer.concat([uint32(2_500_000), Buffer.from([2])]));
        this.sendControl(1, uint32(OUT_CHUNK_SIZE));
        this.sendCommand(
          3,
          0,
          '_result',
          transaction,
          { fmsVer: 'FMS/3,0,1,123', capabilities: 31 },
          { level: 'status', code: 'NetConnection.Connect.Success', description: 'Connection succeeded.', objectEncoding: 0 },
        );
        return;
      }
      case 'releaseStream':
      case 'FCPublish':
        this.sendCommand(3, 0, '_result', transaction, null, undefined);
        return;
      case 'createStream':
        this.sendCommand(3, 0, '_result', transaction, null, 1);
        return;
      case 'publish': {
        if (this.publishing || this.deciding) return;
        this.deciding = true;
        this.key = String(values[3] ?? '')
          .split('?')[0]!
          .slice(0, 200);
        void this.opts.authorize(this).then(
          (refusal) => this.answerPublish(refusal),
          (err: Error) => this.answerPublish(`The server could not check the key (${err.message}).`),
        );
        return;
      }
      case 'FCUnpublish':
      case 'deleteStream':
      case 'closeStream':
        this.close('left');
        return;
      default:
        return;
    }
  }

  private answerPublish(refusal: string | null): void {
    if (this.ended) return;
    if (refusal !== null) {
      this.sendCommand(5, 1, 'onStatus', 0, null, { level: 'error', code: 'NetStream.Publish.BadName', description: refusal });
      this.opts.log.info(`Refused an RTMP publisher from ${this.remoteAddress}: ${refusal}`);
      // Let the refusal reach the publisher before hanging up.
      this.socket.end();
      setTimeout(() => this.socket.destroy(), 1000).unref();
      return;
    }
    this.publishing = true;
    this.sendControl(4, Buffer.from([0, 0, 0, 0, 0, 1]));
    this.sendCommand(5, 1, 'onStatus', 0, null, {
      level: 'status',
      code: 'NetStream.Publish.Start',
      description: 'Publishing.',
    });
    this.armIdle();
  }

  private armIdle(): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.close('stalled'), this.opts.idleTimeoutMs ?? 10_000);
  }

  private sendControl(type: number, payload: Buffer): void {
    this.sendMessage(2, type, 0, payload);
  }

  private sendCommand(csid: number, streamId: number, ...values: Amf0Value[]): void {
    this.sendMessage(csid, 20, streamId, encodeAmf0(...values));
  }

  private sendMessage(csid: number, type: number, streamId: number, payload: Buffer): void {
    if (this.ended || this.socket.destroyed) return;
    const header = Buffer.alloc(12);
    header[0] = csid & 0x3f;
    header.writeUIntBE(0, 1, 3);
    header.writeUIntBE(payload.length, 4, 3);
    header[7] = type;
    header.writeUInt32LE(streamId, 8);
    const parts: Buffer[] = [header];
    for (let off = 0; off < payload.length; off += OUT_CHUNK_SIZE) {
      if (off > 0) parts.push(Buffer.from([0xc0 | (csid & 0x3f)]));
      // Control messages go out before our Set Chunk Size takes effect: they are all small.
      parts.push(payload.subarray(off, off + OUT_CHUNK_SIZE));
    }
    this.socket.write(Buffer.concat(parts));
  }
}

function uint32(n: number): Buffer {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
}
