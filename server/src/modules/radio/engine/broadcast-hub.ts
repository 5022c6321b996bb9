import type { Socket } from 'node:net';
import type { AudioOutput } from './audio-output.ts';
import type { Listener, ListenerOptions, Out } from './hub-listener.ts';
import { ICY_METAINT, titleBlock, writeIcy } from './icy.ts';
import type { Frame } from './mp3-frames.ts';

export { ICY_METAINT };

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
  private readonly listeners = new Map<Out, Listener>();
  private title = '';
  private titleBlock: Buffer = Buffer.from([0]);
  /** The broadcast's clock: milliseconds of audio written since the station started. */
  private streamMs = 0;
  /** Where on that clock the current title began (its first frame). */
  private titleAtMs = 0;
  private onCountChange: (n: number) => void = () => undefined;
  private onLeft: (out: Out) => void = () => undefined;
  private onDropped: () => void = () => undefined;
  /** One 'close' listener for every adopted socket (`this` is the socket). */
  private readonly closed: (this: Out) => void;
  private readonly batchMs: number;

  constructor(private readonly opts: HubOptions) {
    this.batchMs = opts.batchMs ?? 250;
    const { listeners } = this;
    const remove = (l: Listener) => this.remove(l);
    this.closed = function (this: Out) {
      const l = listeners.get(this);
      if (l) remove(l);
    };
  }

  get listenerCount(): number {
    return this.listeners.size;
  }

  setTitle(title: string): void {
    if (title === this.title) return;
    this.title = title;
    this.titleBlock = titleBlock(title);
    this.titleAtMs = this.streamMs + this.pendingMs;
  }

  /** Where on the broadcast's clock what is on air now began (the next frame written is its first). */
  get onAirSinceMs(): number {
    return this.titleAtMs;
  }

  /** Where on the broadcast's clock a connected listener's stream begins, by the key its page gave. */
  listenerStartMs(key: string): number | null {
    for (const l of this.listeners.values()) if (l.key === key) return l.startMs;
    return null;
  }

  onListenerCount(fn: (n: number) => void): void {
    this.onCountChange = fn;
  }

  /** Told when a person's adopted socket leaves (closed, or dropped for falling behind). */
  onListenerLeft(fn: (out: Out) => void, dropped: () => void = () => undefined): void {
    this.onLeft = fn;
    this.onDropped = dropped;
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
    for (const l of this.listeners.values()) this.send(l, data);
  }

  /** Starts a listener with the recent audio, then the live broadcast. Answers a detach function. */
  addListener(out: Out, opts: ListenerOptions): () => void {
    const l = this.add(out, opts);
    return () => this.remove(l);
  }

  /**
   * A socket the hub serves until it closes (one shared 'close' listener removes it, no closure
   * per listener): `onListenerLeft` learns when a person's leaves.
   */
  adopt(socket: Socket, opts: ListenerOptions): void {
    this.add(socket, opts);
    socket.on('close', this.closed);
  }

  private add(out: Out, opts: ListenerOptions): Listener {
    const l: Listener = {
      out,
      icy: opts.icy,
      untilMeta: ICY_METAINT,
      sentTitle: null,
      onDrop: opts.onDrop ?? null,
      key: opts.key ?? null,
      startMs: this.streamMs - this.ringMs,
      person: opts.person ?? false,
    };
    this.listeners.set(out, l);
    this.onCountChange(this.listeners.size);
    // One burst Buffer per batch, shared by everyone who connects before the next one.
    if (this.ring.length) this.send(l, (this.burst ??= Buffer.concat(this.ring.map((c) => c.data))));
    return l;
  }

  private remove(l: Listener): void {
    if (this.listeners.get(l.out) !== l) return;
    this.listeners.delete(l.out);
    this.onCountChange(this.listeners.size);
    if (l.person) this.onLeft(l.out);
  }

  private send(l: Listener, data: Buffer): void {
    if (l.out.writableLength > this.opts.maxBacklogBytes || l.out.destroyed) {
      this.remove(l);
      l.out.destroy();
      if (l.onDrop) l.onDrop();
      else this.onDropped();
      return;
    }
    if (!l.icy || data.length < l.untilMeta) {
      if (l.icy) l.untilMeta -= data.length;
      l.out.write(data);
      return;
    }
    // A metadata block every ICY_METAINT audio bytes, around slices of the shared Buffer.
    writeIcy(l.out, l, data, this.title, this.titleBlock);
  }

  close(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    for (const l of [...this.listeners.values()]) {
      this.remove(l);
      l.out.destroy();
    }
  }
}
