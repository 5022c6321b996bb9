import type { Writable } from 'node:stream';
import type { AudioOutput } from './audio-output.ts';
import type { Frame } from './mp3-frames.ts';

export const ICY_METAINT = 16_000;

interface Listener {
  out: Writable & { writableLength: number };
  icy: boolean;
  untilMeta: number;
  sentTitle: string | null;
  onDrop: () => void;
}

export interface HubOptions {
  /** Audio kept for new listeners, and sent to them at once so playback starts immediately. */
  burstMs: number;
  /** A listener with more than this many bytes waiting is too far behind, and is dropped. */
  maxBacklogBytes: number;
}

/**
 * One broadcast, shared by every listener: a ring of recent frames and the set of open
 * connections. Writing never waits for a listener; one that falls behind is disconnected.
 */
export class BroadcastHub implements AudioOutput {
  private ring: Frame[] = [];
  private ringMs = 0;
  private readonly listeners = new Set<Listener>();
  private title = '';
  private onCountChange: (n: number) => void = () => undefined;

  constructor(private readonly opts: HubOptions) {}

  get listenerCount(): number {
    return this.listeners.size;
  }

  setTitle(title: string): void {
    this.title = title;
  }

  onListenerCount(fn: (n: number) => void): void {
    this.onCountChange = fn;
  }

  write(frame: Frame): void {
    this.ring.push(frame);
    this.ringMs += frame.durationMs;
    while (this.ringMs - this.ring[0]!.durationMs >= this.opts.burstMs) this.ringMs -= this.ring.shift()!.durationMs;
    for (const l of this.listeners) this.send(l, frame.data);
  }

  /** Starts a listener with the recent audio, then the live broadcast. Answers a detach function. */
  addListener(out: Listener['out'], opts: { icy: boolean; onDrop: () => void }): () => void {
    const l: Listener = { out, icy: opts.icy, untilMeta: ICY_METAINT, sentTitle: null, onDrop: opts.onDrop };
    this.listeners.add(l);
    this.onCountChange(this.listeners.size);
    if (this.ring.length) this.send(l, Buffer.concat(this.ring.map((f) => f.data)));
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
    l.out.write(l.icy ? this.withMetadata(l, data) : data);
  }

  /** Interleaves a metadata block every ICY_METAINT audio bytes (SHOUTcast/Icecast ICY protocol). */
  private withMetadata(l: Listener, data: Buffer): Buffer {
    const parts: Buffer[] = [];
    let off = 0;
    while (off < data.length) {
      const take = Math.min(l.untilMeta, data.length - off);
      parts.push(data.subarray(off, off + take));
      off += take;
      l.untilMeta -= take;
      if (l.untilMeta === 0) {
        parts.push(this.metadataBlock(l));
        l.untilMeta = ICY_METAINT;
      }
    }
    return Buffer.concat(parts);
  }

  private metadataBlock(l: Listener): Buffer {
    // An empty block (one zero byte) means "unchanged"; the title is resent only when it changes.
    if (l.sentTitle === this.title) return Buffer.from([0]);
    l.sentTitle = this.title;
    const text = Buffer.from(`StreamTitle='${this.title.replace(/'/g, '’')}';`, 'utf8');
    const blocks = Math.min(255, Math.ceil(text.length / 16));
    const block = Buffer.alloc(1 + blocks * 16);
    block[0] = blocks;
    text.copy(block, 1, 0, blocks * 16);
    return block;
  }

  close(): void {
    for (const l of this.listeners) l.out.destroy();
    this.listeners.clear();
  }
}
