/**
 * Lossless loudness for the frame-copy engine (decision 025), as mp3gain does it: every Layer III
 * granule carries an 8-bit `global_gain` in the frame's side information, and one step of it is
 * 1.5 dB. Adding N to each granule's global_gain plays the song N × 1.5 dB louder (or quieter)
 * with no decoding or re-encoding: a few bit writes per frame, once when the song is loaded.
 */

/** Reads `n` bits at bit offset `pos` (most significant first). */
export function readBits(buf: Uint8Array, pos: number, n: number): number {
  let v = 0;
  for (let i = 0; i < n; i++) v = (v << 1) | ((buf[(pos + i) >> 3]! >> (7 - ((pos + i) & 7))) & 1);
  return v;
}

export function writeBits(buf: Uint8Array, pos: number, n: number, value: number): void {
  for (let i = 0; i < n; i++) {
    const bit = (value >> (n - 1 - i)) & 1;
    const byte = (pos + i) >> 3;
    const mask = 1 << (7 - ((pos + i) & 7));
    buf[byte] = bit ? buf[byte]! | mask : buf[byte]! & ~mask;
  }
}

/** The CRC-16 of a protected frame: over header bytes 2–3 and the side information. */
export function frameCrc(frame: Uint8Array, sideBytes: number): number {
  let crc = 0xffff;
  const bytes = [frame[2]!, frame[3]!, ...frame.subarray(6, 6 + sideBytes)];
  for (const byte of bytes) {
    for (let i = 7; i >= 0; i--) {
      const bit = ((byte >> i) & 1) ^ ((crc >> 15) & 1);
      crc = (crc << 1) & 0xffff;
      if (bit) crc ^= 0x8005;
    }
  }
  return crc;
}

/**
 * Adds `steps` × 1.5 dB to one Layer III frame, in place (clamped to the field's 0–255). Bytes
 * that are not a Layer III frame are left as they are. Answers whether the frame was changed.
 */
export function applyGain(frame: Uint8Array, steps: number): boolean {
  const l = steps === 0 ? null : sideInfo(frame);
  if (!l) return false;
  for (let g = 0; g < l.granules; g++) {
    const pos = l.granulePos(g) + 12 + 9; // after part2_3_length and big_values
    const gain = readBits(frame, pos, 8);
    writeBits(frame, pos, 8, Math.max(0, Math.min(255, gain + steps)));
  }
  if (l.protectedByCrc) writeCrc(frame, l.sideBytes);
  return true;
}

export function writeCrc(frame: Uint8Array, sideBytes: number): void {
  const crc = frameCrc(frame, sideBytes);
  frame[4] = crc >> 8;
  frame[5] = crc & 0xff;
}

/** Where a Layer III frame's side information lies, or null when the bytes are not such a frame. */
export interface SideInfo {
  mpeg1: boolean;
  protectedByCrc: boolean;
  sideBytes: number;
  /** The first byte of the main data (after the header, CRC and side information). */
  mainStart: number;
  /** How far back (bytes) this frame's main data begins, in the frames before it. */
  mainDataBegin: number;
  /** Granule × channel count, and the bit offset of each one's fields. */
  granules: number;
  granulePos(g: number): number;
}

export function sideInfo(frame: Uint8Array): SideInfo | null {
  if (frame.length < 4 || frame[0] !== 0xff || (frame[1]! & 0xe0) !== 0xe0) return null;
  const version = (frame[1]! >> 3) & 0x03; // 3 = MPEG1, 2 = MPEG2, 0 = MPEG2.5
  const layer = (frame[1]! >> 1) & 0x03;
  if (version === 1 || layer !== 1) return null;
  const protectedByCrc = (frame[1]! & 0x01) === 0;
  const channels = frame[3]! >> 6 === 3 ? 1 : 2;
  const mpeg1 = version === 3;
  const sideBytes = mpeg1 ? (channels === 1 ? 17 : 32) : channels === 1 ? 9 : 17;
  const start = (protectedByCrc ? 6 : 4) * 8;
  if (frame.length < start / 8 + sideBytes) return null;
  // main_data_begin, private bits and (MPEG1) scfsi come before the granules.
  const head = mpeg1 ? 9 + (channels === 1 ? 5 : 3) + 4 * channels : 8 + (channels === 1 ? 1 : 2);
  const granuleBits = mpeg1 ? 59 : 63;
  return {
    mpeg1,
    protectedByCrc,
    sideBytes,
    mainStart: start / 8 + sideBytes,
    mainDataBegin: readBits(frame, start, mpeg1 ? 9 : 8),
    granules: (mpeg1 ? 2 : 1) * channels,
    granulePos: (g) => start + head + g * granuleBits,
  };
}
