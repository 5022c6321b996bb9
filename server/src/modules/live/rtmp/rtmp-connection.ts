import crypto from 'node:crypto';
import type net from 'node:net';
import { decodeAmf0, encodeAmf0, type Amf0Value } from './amf0.ts';
import { encodeMessage, OUT_CHUNK_SIZE, uint32 } from './rtmp-messages.ts';
import { RtmpReader } from './rtmp-reader.ts';
import type { MediaTag, PublishSession, RtmpServerOptions } from './rtmp-types.ts';

const MAX_CHUNK_SIZE = 1 << 20;

/** One publisher's connection: its commands answered, its publish authorized, its media handed on. */
export class RtmpConnection implements PublishSession {
  readonly id = crypto.randomUUID();
  app = '';
  key = '';
  readonly remoteAddress: string;
  onTag: ((tag: MediaTag) => void) | null = null;
  onClose: ((reason: string) => void) | null = null;

  private readonly reader: RtmpReader;
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
    this.reader = new RtmpReader(
      (bytes) => this.socket.write(bytes),
      (type, timestamp, streamId, payload) => this.onMessage(type, timestamp, streamId, payload),
    );
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
    if (this.publishing) this.armIdle();
    this.reader.feed(chunk);
  }

  private onMessage(type: number, timestamp: number, _streamId: number, payload: Buffer): void {
    switch (type) {
      case 1: {
        if (payload.length < 4) throw new Error('short set chunk size');
        const size = payload.readUInt32BE(0) & 0x7fffffff;
        if (size < 1 || size > MAX_CHUNK_SIZE) throw new Error(`chunk size ${size}`);
        this.reader.inChunkSize = size;
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
    this.socket.write(encodeMessage(csid, type, streamId, payload));
  }
}
