// MPEG audio frame headers, enough to split and pace MP3 by real frame durations.
import fs from 'node:fs';

const BITRATES: Record<string, number[]> = {
  // [version][layer] → kbps by index (0 = free, 15 = bad)
  V1L3: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  V2L3: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};
const SAMPLE_RATES: Record<number, number[]> = { 3: [44100, 48000, 32000], 2: [22050, 24000, 16000], 0: [11025, 12000, 8000] };

export interface FrameHeader {
  length: number;
  durationMs: number;
  bitrateKbps: number;
  sampleRate: number;
}

/** The Layer III frame header at `off`, or null when the bytes there are not one. */
export function parseFrameHeader(buf: Uint8Array, off: number): FrameHeader | null {
  if (off + 4 > buf.length) return null;
  const b1 = buf[off + 1]!;
  const b2 = buf[off + 2]!;
  if (buf[off] !== 0xff || (b1 & 0xe0) !== 0xe0) return null;
  const version = (b1 >> 3) & 0x03; // 3 = MPEG1, 2 = MPEG2, 0 = MPEG2.5
  const layer = (b1 >> 1) & 0x03; // 1 = Layer III
  if (version === 1 || layer !== 1) return null;
  const bitrateIndex = (b2 >> 4) & 0x0f;
  const rateIndex = (b2 >> 2) & 0x03;
  if (bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3) return null;
  const bitrateKbps = BITRATES[version === 3 ? 'V1L3' : 'V2L3']![bitrateIndex]!;
  const sampleRate = SAMPLE_RATES[version]![rateIndex]!;
  const padding = (b2 >> 1) & 0x01;
  const samples = version === 3 ? 1152 : 576;
  const length = Math.floor(((samples / 8) * bitrateKbps * 1000) / sampleRate) + padding;
  return { length, durationMs: (samples * 1000) / sampleRate, bitrateKbps, sampleRate };
}

/**
 * Whether a frame is an encoder's Xing/Info (or VBRI) header: a silent frame whose side
 * information holds the file's frame count and length. It describes the file it was written
 * for, so a show that stops early and keeps it would promise audio it does not have.
 */
export function isInfoFrame(frame: Uint8Array): boolean {
  if (!parseFrameHeader(frame, 0)) return false;
  const tagAt = (off: number, tag: string) =>
    frame.length >= off + 4 && Buffer.from(frame.subarray(off, off + 4)).toString('latin1') === tag;
  // The tag follows the side information: 17 or 32 bytes (MPEG-1 mono/stereo), 9 or 17 (MPEG-2/2.5).
  const mpeg1 = ((frame[1]! >> 3) & 0x03) === 3;
  const mono = ((frame[3]! >> 6) & 0x03) === 3;
  const xingAt = 4 + (mpeg1 ? (mono ? 17 : 32) : mono ? 9 : 17);
  return tagAt(xingAt, 'Xing') || tagAt(xingAt, 'Info') || tagAt(36, 'VBRI');
}

/** Size of an ID3v2 tag at the start of the buffer (0 when there is none). */
export function id3v2Size(buf: Uint8Array): number {
  if (buf.length < 10 || buf[0] !== 0x49 || buf[1] !== 0x44 || buf[2] !== 0x33) return 0;
  const size = ((buf[6]! & 0x7f) << 21) | ((buf[7]! & 0x7f) << 14) | ((buf[8]! & 0x7f) << 7) | (buf[9]! & 0x7f);
  return 10 + size + (buf[5]! & 0x10 ? 10 : 0);
}

export interface Frame {
  data: Buffer;
  durationMs: number;
}

/**
 * Splits a byte stream into whole frames. A frame is trusted only when the next header
 * follows where it says it ends, so stray 0xFF bytes in tags or garbage are skipped.
 */
export class FrameSplitter {
  private pending: Buffer = Buffer.alloc(0);
  private started = false;

  push(chunk: Buffer): Frame[] {
    this.pending = this.pending.length ? Buffer.concat([this.pending, chunk]) : chunk;
    if (!this.started) {
      if (this.pending.length < 10) return [];
      const tag = id3v2Size(this.pending);
      if (tag > 0) {
        if (this.pending.length < tag) return [];
        this.pending = this.pending.subarray(tag);
      }
      this.started = true;
    }
    const frames: Frame[] = [];
    let off = 0;
    const buf = this.pending;
    while (off + 4 <= buf.length) {
      const h = parseFrameHeader(buf, off);
      if (!h) {
        off++;
        continue;
      }
      if (off + h.length + 4 > buf.length) break; // need the next header to confirm
      if (!parseFrameHeader(buf, off + h.length)) {
        off++;
        continue;
      }
      frames.push({ data: Buffer.from(buf.subarray(off, off + h.length)), durationMs: h.durationMs });
      off += h.length;
    }
    this.pending = buf.subarray(off);
    return frames;
  }

  /** The last frame of a finished stream has no successor to confirm it. */
  end(): Frame[] {
    const h = parseFrameHeader(this.pending, 0);
    const out =
      h && this.pending.length >= h.length ? [{ data: Buffer.from(this.pending.subarray(0, h.length)), durationMs: h.durationMs }] : [];
    this.pending = Buffer.alloc(0);
    return out;
  }
}

export function splitFrames(file: Buffer): Frame[] {
  const s = new FrameSplitter();
  return [...s.push(file), ...s.end()];
}

/**
 * Whether a file holds at least `n` Layer III frames, read in 64 KB pieces: checking a song never
 * holds the whole file in memory (a few MB each, which the malloc heap would keep).
 */
export async function hasFrames(file: string, n: number): Promise<boolean> {
  const s = new FrameSplitter();
  const stream = fs.createReadStream(file, { highWaterMark: 64 * 1024 });
  let count = 0;
  try {
    for await (const chunk of stream) {
      count += s.push(chunk as Buffer).length;
      if (count >= n) return true;
    }
  } finally {
    stream.destroy();
  }
  return count + s.end().length >= n;
}
