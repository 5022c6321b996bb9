import type { Writable } from 'node:stream';
import type { AudioOutput } from './audio-output.ts';
import type { Frame } from './mp3-frames.ts';

export const ICY_METAINT = 16_000;
/** An ICY metadata block of length 0: "the title has not changed". */
const UNCHANGED = Buffer.from([0]);

interface Listener {
  out: Writable & { writableLength: number };
  icy: boolean;
  untilMeta: number;
  sentTitle: string | null;
  onDrop: () => void;
  /** The page's own name for this connection (the `t` of /stream.mp3?t=…), when it gave one. */
  key: string | null;
  /** Where on the broadcast's clock (ms of audio) this listener's stream begins: its burst's first frame. */
  startMs: number;
}

export interface HubOptions {
  /** Audio kept for new listeners, and sent to them at once so playback starts immediately. */
  burstMs: number;
  /** A listener with more than this many bytes waiting is too far behind, and is dropped. */
  maxBacklogBytes: number;
  /** Frames are gathered this long and written to every listener as one Buffer (250 ms). */
  batchMs?: number;
}

/**
 * One broadcast, shared by every listener: a ring of recent audio and the set of open
 * connections. Frames are gathered into one Buffer per batch (a quarter second), and that one
 * Buffer is written to every socket: no copy per listener, a few writes a second each, the way
 * Icecast shares its refbufs. ICY listeners get slices of it around one metadata block cached
 * per title. Writing never waits for a listener; one that falls behind is disconnected.
 */
export class BroadcastHub implements AudioOutput {
  private ring: Array<{ data: Buffer; ms: number }> = [];
  private ringMs = 0;
  private burst: Buffer | null = null;
  private pending: Buffer[] = [];
  private pendingMs = 0;
  private timer: NodeJS.Timeout | null = null;
  private readonly listeners = new Set<Listener>();
  private title = '';
  private titleBlock: Buffer = UNCHANGED;
  /** The broadcast's clock: milliseconds of audio written since the station started. */
  private streamMs = 0;
  /** Where on that clock the current title began (its first frame). */
  private titleAtMs = 0;
  private onCountChange: (n: number) => void = () => undefined;
  private readonly batchMs: number;

  constructor(private readonly opts: HubOptions) {
    this.batchMs = opts.batchMs ?? 250;
  }

  get listenerCount(): number {
    return this.listeners.size;
  }

  setTitle(title: string): void {
    if (title === this.title) return;
    this.title = title;
    // Built once per title, shared by every ICY listener.
    const text = Buffer.from(`StreamTitle='${title.replace(/'/g, '’')}';`, 'utf8');
    const blocks = Math.min(255, Math.ceil(text.length / 16));
    this.titleBlock = Buffer.alloc(1 + blocks * 16);
    this.titleBlock[0] = blocks;
    text.copy(this.titleBlock, 1, 0, blocks * 16);
    this.titleAtMs = this.streamMs + this.pendingMs;
  }

  /** Where on the broadcast's clock what is on air now began (the next frame written is its first). */
  get onAirSinceMs(): number {
    return this.titleAtMs;
  }

  /** Where on the broadcast's clock a connected listener's stream begins, by the key its page gave. */
  listenerStartMs(key: string): number | null {
    for (const l of this.listeners) if (l.key === key) return l.startMs;
    return null;
  }

  onListenerCount(fn: (n: number) => void): void {
    this.onCountChange = fn;
  }

  write(frame: Frame): void {
    this.pending.push(frame.data);
    this.pendingMs += frame.durationMs;
    if (this.pendingMs >= this.batchMs) this.flush();
    else this.timer ??= setTimeout(() => this.flush(), this.batchMs);
  }

  /** Writes the gathered frames to every listener as one Buffer. */
  private flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (!this.pending.length) return;
    const data = this.pending.length === 1 ? this.pending[0]! : Buffer.concat(this.pending);
    this.ring.push({ data, ms: this.pendingMs });
    this.ringMs += this.pendingMs;
    this.streamMs += this.pendingMs;
    while (this.ringMs - this.ring[0]!.ms >= this.opts.burstMs) this.ringMs -= this.ring.shift()!.ms;
    this.burst = null;
    this.pending = [];
    this.pendingMs = 0;
    for (const l of this.listeners) this.send(l, data);
  }

  /** Starts a listener with the recent audio, then the live broadcast. Answers a detach function. */
  addListener(out: Listener['out'], opts: { icy: boolean; onDrop: () => void; key?: string | null }): () => void {
    const l: Listener = {
      out,
      icy: opts.icy,
      untilMeta: ICY_METAINT,
      sentTitle: null,
      onDrop: opts.onDrop,
      key: opts.key ?? null,
      startMs: this.streamMs - this.ringMs,
    };
    this.listeners.add(l);
    this.onCountChange(this.listeners.size);
    // One burst Buffer per batch, shared by everyone who connects before the next one.
    if (this.ring.length) this.send(l, (this.burst ??= Buffer.concat(this.ring.map((c) => c.data))));
    return () => this.remove(l);
  }

  private remove(l: Listener): void {
    if (this.listeners.delete(l)) this.onCountChange(this.listeners.size);
  }

  private send(l: Listener, data: Buffer): void {
    if (l.out.writableLength > this.opts.maxBacklogBytes || l.out.destroyed) {
      this.remove(l);
      l.out.destroy();
      l.onDrop();
      return;
    }
    if (!l.icy || data.length < l.untilMeta) {
      if (l.icy) l.untilMeta -= data.length;
      l.out.write(data);
      return;
    }
    // A metadata block every ICY_METAINT audio bytes (SHOUTcast/Icecast ICY protocol), in one writev.
    l.out.cork();
    let off = 0;
    while (data.length - off >= l.untilMeta) {
      l.out.write(data.subarray(off, off + l.untilMeta));
      off += l.untilMeta;
      // The title is resent only when it changed.
      l.out.write(l.sentTitle === this.title ? UNCHANGED : this.titleBlock);
      l.sentTitle = this.title;
      l.untilMeta = ICY_METAINT;
    }
    if (off < data.length) {
      l.out.write(data.subarray(off));
      l.untilMeta -= data.length - off;
    }
    l.out.uncork();
  }

  close(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    for (const l of this.listeners) l.out.destroy();
    this.listeners.clear();
  }
}
