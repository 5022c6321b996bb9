import http from 'node:http';
import https from 'node:https';
import { FrameSplitter, type Frame } from './mp3-frames.ts';

/**
 * Splits an ICY stream (audio with a metadata block every `metaint` bytes, as the hub and
 * Icecast send to players that ask) into its audio and its titles.
 */
export class IcyReader {
  private untilMeta: number;
  /** -1 while audio flows; 0 when the length byte is next; else metadata bytes still to read. */
  private metaLeft = -1;
  private meta: Buffer[] = [];

  constructor(
    private readonly metaint: number,
    private readonly onAudio: (audio: Buffer) => void,
    private readonly onTitle: (title: string) => void,
  ) {
    this.untilMeta = metaint;
  }

  push(chunk: Buffer): void {
    let off = 0;
    while (off < chunk.length) {
      if (this.metaLeft === -1) {
        const take = Math.min(this.untilMeta, chunk.length - off);
        this.onAudio(chunk.subarray(off, off + take));
        off += take;
        this.untilMeta -= take;
        if (this.untilMeta === 0) this.metaLeft = 0;
      } else if (this.metaLeft === 0) {
        this.metaLeft = chunk[off++]! * 16;
        this.meta = [];
        if (this.metaLeft === 0) this.endMeta(); // an empty block: the title is unchanged
      } else {
        const take = Math.min(this.metaLeft, chunk.length - off);
        this.meta.push(chunk.subarray(off, off + take));
        off += take;
        this.metaLeft -= take;
        if (this.metaLeft === 0) {
          const text = Buffer.concat(this.meta).toString('utf8');
          const title = /StreamTitle='(.*?)';/s.exec(text)?.[1];
          if (title !== undefined) this.onTitle(title);
          this.endMeta();
        }
      }
    }
  }

  private endMeta(): void {
    this.metaLeft = -1;
    this.untilMeta = this.metaint;
  }
}

export interface RelayEvents {
  /** One whole MP3 frame of the leader's broadcast. */
  onFrame(frame: Frame): void;
  /** The leader's ICY title ("Artist - Title"). */
  onTitle(title: string): void;
  /** Connected to the leader at `base`. */
  onConnected?(base: string): void;
}

export interface RelayOptions {
  /** Wait before trying again after the leader's stream ended or could not be reached. */
  retryMs?: number;
  /** No byte for this long: the leader is gone, hang up and try again. */
  stallMs?: number;
}

/**
 * A follower's input: the leader's broadcast as a listener with `Icy-MetaData: 1` gets it (the
 * way an Icecast relay pulls its master), whole frames and titles passed on to this instance's
 * hub. Reconnects by itself until stopped, asking `leaderUrl` each time (the leader may change).
 */
export class RelayInput {
  private running = false;
  private req: http.ClientRequest | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  private stallTimer: NodeJS.Timeout | null = null;
  /** The leader this relay is connected to now. */
  connectedTo: string | null = null;
  /** Grows on every stop, so a lookup that was under way when the relay stopped does nothing. */
  private generation = 0;

  constructor(
    private readonly leaderUrl: () => Promise<string | null>,
    private readonly events: RelayEvents,
    private readonly opts: RelayOptions = {},
  ) {}

  start(): void {
    if (this.running) return;
    this.running = true;
    void this.connect();
  }

  stop(): void {
    this.running = false;
    this.generation++;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    if (this.stallTimer) clearTimeout(this.stallTimer);
    this.retryTimer = this.stallTimer = null;
    const req = this.req;
    this.req = null;
    this.connectedTo = null;
    req?.destroy();
  }

  private async connect(): Promise<void> {
    this.retryTimer = null;
    const generation = this.generation;
    const base = await this.leaderUrl().catch(() => null);
    if (!this.running || this.req || generation !== this.generation) return;
    if (!base) return this.retry();
    const url = new URL('/stream.mp3', `${base}/`);
    const headers = { 'icy-metadata': '1', 'user-agent': 'Selah relay', 'x-selah-relay': '1' };
    const req = (url.protocol === 'https:' ? https : http).get(url, { headers, agent: false }, (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        req.destroy();
        return;
      }
      const splitter = new FrameSplitter();
      const audio = (bytes: Buffer) => {
        for (const frame of splitter.push(bytes)) this.events.onFrame(frame);
      };
      const metaint = Number(res.headers['icy-metaint']);
      const reader = metaint > 0 ? new IcyReader(metaint, audio, (title) => this.events.onTitle(title)) : null;
      this.connectedTo = base;
      this.events.onConnected?.(base);
      res.on('data', (chunk: Buffer) => {
        this.armStall(req);
        if (reader) reader.push(chunk);
        else audio(chunk);
      });
      res.on('end', () => req.destroy());
      res.on('error', () => req.destroy());
    });
    this.req = req;
    this.armStall(req);
    req.on('error', () => req.destroy());
    req.on('close', () => {
      if (this.connectedTo === base) this.connectedTo = null;
      if (this.req !== req) return;
      this.req = null;
      this.retry();
    });
  }

  private armStall(req: http.ClientRequest): void {
    if (this.stallTimer) clearTimeout(this.stallTimer);
    this.stallTimer = setTimeout(() => req.destroy(), this.opts.stallMs ?? 3000);
  }

  private retry(): void {
    if (!this.running || this.retryTimer) return;
    if (this.stallTimer) clearTimeout(this.stallTimer);
    this.retryTimer = setTimeout(() => void this.connect(), this.opts.retryMs ?? 500);
  }
}
