import crypto from 'node:crypto';

const HANDSHAKE_SIZE = 1536;
/** Larger messages are not media a person sends: the connection is dropped. */
const MAX_MESSAGE_BYTES = 8 * 1024 * 1024;

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
 * The incoming side of an RTMP connection: the handshake (answered through `write`), then the
 * chunk stream, reassembled into messages for `onMessage`. Throws on bytes that are not RTMP.
 */
export class RtmpReader {
  private state: 'c0c1' | 'c2' | 'chunks' = 'c0c1';
  private pending: Buffer = Buffer.alloc(0);
  /** The publisher's chunk size (its Set Chunk Size message changes it). */
  inChunkSize = 128;
  private readonly streams = new Map<number, ChunkStream>();

  constructor(
    private readonly write: (bytes: Buffer) => void,
    private readonly onMessage: (type: number, timestamp: number, streamId: number, payload: Buffer) => void,
  ) {}

  /** Takes the bytes that arrived: the handshake is answered and each whole message handed on. */
  feed(chunk: Buffer): void {
    this.pending = this.pending.length ? Buffer.concat([this.pending, chunk]) : chunk;
    for (;;) {
      if (this.state === 'c0c1') {
        if (this.pending.length < 1 + HANDSHAKE_SIZE) return;
        if (this.pending[0] !== 3) throw new Error(`handshake version ${this.pending[0]}`);
        const c1 = this.pending.subarray(1, 1 + HANDSHAKE_SIZE);
        const s1 = crypto.randomBytes(HANDSHAKE_SIZE);
        s1.writeUInt32BE(0, 0);
        s1.writeUInt32BE(0, 4);
        this.write(Buffer.concat([Buffer.from([3]), s1, c1]));
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
}
