import { applyGain, readBits, sideInfo, writeBits, writeCrc } from './mp3-gain.ts';
import type { Frame } from './mp3-frames.ts';

/**
 * Joining MP3 at a frame that is not a song's first (after a crossfade, or past leading silence):
 * a Layer III frame may begin its audio data in the frames before it (the bit reservoir), which the
 * listener's decoder no longer has. `bridge` carries those bytes over in the frame before the join;
 * `muteUnreachable` silences what cannot be carried (a hard cut), so nobody hears noise.
 */

/** The last `n` bytes of main data before frame `at` (what its main_data_begin points into). */
function reservoir(frames: Frame[], at: number, n: number): Buffer | null {
  const parts: Buffer[] = [];
  let have = 0;
  for (let i = at - 1; i >= 0 && have < n; i--) {
    const info = sideInfo(frames[i]!.data);
    if (!info) return null;
    const area = frames[i]!.data.subarray(info.mainStart);
    parts.unshift(area);
    have += area.length;
  }
  if (have < n) return null;
  const all = Buffer.concat(parts);
  return all.subarray(all.length - n);
}

const MPEG1_L3_KBPS = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];

/**
 * The last frame of a rendered transition (self-contained: no bit reservoir) re-packed in a larger
 * frame whose spare bytes end with the reservoir that `next[at]` expects: the copied song then
 * decodes from its first frame. Null when it cannot be done (the caller mutes instead).
 */
export function bridge(last: Frame, next: Frame[], at: number): Frame | null {
  const frame = next[at];
  const info = frame && sideInfo(frame.data);
  const own = sideInfo(last.data);
  if (!info || !own || !own.mpeg1 || own.mainDataBegin !== 0) return null;
  if (info.mainDataBegin === 0) return last;
  const carried = reservoir(next, at, info.mainDataBegin);
  if (!carried) return null;
  let bits = 0;
  for (let g = 0; g < own.granules; g++) bits += readBits(last.data, own.granulePos(g), 12);
  const used = Math.ceil(bits / 8);
  const rate = [44100, 48000, 32000][(last.data[2]! >> 2) & 0x03]!;
  for (let index = 1; index < MPEG1_L3_KBPS.length; index++) {
    const length = Math.floor((144 * MPEG1_L3_KBPS[index]! * 1000) / rate);
    if (length - own.mainStart < used + carried.length) continue;
    const out = Buffer.alloc(length);
    last.data.copy(out, 0, 0, own.mainStart + used);
    out[2] = (index << 4) | (out[2]! & 0x0c) | (out[2]! & 0x01); // new bitrate, no padding
    carried.copy(out, length - carried.length);
    if (own.protectedByCrc) writeCrc(out, own.sideBytes);
    return { data: out, durationMs: last.durationMs };
  }
  return null;
}

/** Silences the frames from `from` on whose audio data began before `from` (no noise at a hard cut). */
export function muteUnreachable(frames: Frame[], from: number): void {
  let available = 0;
  for (let i = from; i < frames.length; i++) {
    const data = frames[i]!.data;
    const info = sideInfo(data);
    if (!info) return;
    if (info.mainDataBegin <= available) return;
    for (let g = 0; g < info.granules; g++) {
      const pos = info.granulePos(g);
      writeBits(data, pos, 12, 0); // part2_3_length
      writeBits(data, pos + 12, 9, 0); // big_values
      writeBits(data, pos + 21 + 8, info.mpeg1 ? 4 : 9, 0); // scalefac_compress
    }
    writeBits(data, (info.protectedByCrc ? 6 : 4) * 8, info.mpeg1 ? 9 : 8, 0); // main_data_begin
    if (info.protectedByCrc) writeCrc(data, info.sideBytes);
    available += data.length - info.mainStart;
  }
}

export { applyGain };
