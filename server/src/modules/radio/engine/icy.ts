import type { Writable } from 'node:stream';

/** Audio bytes between two ICY metadata blocks (SHOUTcast/Icecast ICY protocol). */
export const ICY_METAINT = 16_000;
/** An ICY metadata block of length 0: "the title has not changed". */
const UNCHANGED = Buffer.from([0]);

/** The metadata block naming a title, built once per title and shared by every ICY listener. */
export function titleBlock(title: string): Buffer {
  const text = Buffer.from(`StreamTitle='${title.replace(/'/g, '’')}';`, 'utf8');
  const blocks = Math.min(255, Math.ceil(text.length / 16));
  const block = Buffer.alloc(1 + blocks * 16);
  block[0] = blocks;
  text.copy(block, 1, 0, blocks * 16);
  return block;
}

/** Where an ICY listener is between two metadata blocks, and the title it last got. */
export interface IcyState {
  untilMeta: number;
  sentTitle: string | null;
}

/** Writes `data` with a metadata block every ICY_METAINT audio bytes, as slices of it, in one writev. */
export function writeIcy(out: Writable, l: IcyState, data: Buffer, title: string, block: Buffer): void {
  out.cork();
  let off = 0;
  while (data.length - off >= l.untilMeta) {
    out.write(data.subarray(off, off + l.untilMeta));
    off += l.untilMeta;
    // The title is resent only when it changed.
    out.write(l.sentTitle === title ? UNCHANGED : block);
    l.sentTitle = title;
    l.untilMeta = ICY_METAINT;
  }
  if (off < data.length) {
    out.write(data.subarray(off));
    l.untilMeta -= data.length - off;
  }
  out.uncork();
}
