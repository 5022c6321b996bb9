import type { MediaTag } from './rtmp-server.ts';

/** The FLV file header for a stream with audio and video. */
export function flvHeader(): Buffer {
  return Buffer.from([0x46, 0x4c, 0x56, 0x01, 0x05, 0, 0, 0, 9, 0, 0, 0, 0]);
}

/** One FLV tag (header, data, previous-tag size) for an RTMP media message. */
export function flvTag(tag: MediaTag): Buffer {
  const out = Buffer.alloc(11 + tag.data.length + 4);
  out[0] = tag.type;
  out.writeUIntBE(tag.data.length, 1, 3);
  out.writeUIntBE(tag.timestamp & 0xffffff, 4, 3);
  out[7] = (tag.timestamp >>> 24) & 0xff;
  out.writeUIntBE(0, 8, 3);
  tag.data.copy(out, 11);
  out.writeUInt32BE(11 + tag.data.length, 11 + tag.data.length);
  return out;
}

const VIDEO_CODECS: Record<number, string> = { 2: 'Sorenson H.263', 4: 'VP6', 7: 'H.264', 12: 'HEVC' };
const AUDIO_CODECS: Record<number, string> = { 2: 'MP3', 10: 'AAC', 11: 'Speex', 14: 'MP3' };

/** The codec an FLV video tag carries (enhanced RTMP's FourCC too). */
export function videoCodecOf(data: Buffer): string {
  if (!data.length) return 'unknown';
  if (data[0]! & 0x80 && data.length >= 5) {
    const fourcc = data.toString('latin1', 1, 5);
    return { hvc1: 'HEVC', av01: 'AV1', vp09: 'VP9' }[fourcc] ?? fourcc;
  }
  return VIDEO_CODECS[data[0]! & 0x0f] ?? 'unknown';
}

export function audioCodecOf(data: Buffer): string {
  if (!data.length) return 'unknown';
  return AUDIO_CODECS[data[0]! >> 4] ?? 'unknown';
}

/** A video tag that starts a picture on its own (a keyframe). */
export function isKeyframe(data: Buffer): boolean {
  return data.length > 0 && ((data[0]! >> 4) & 0x07) === 1;
}

/** A video tag that carries no picture (the AVC sequence header, end of sequence). */
export function isVideoConfig(data: Buffer): boolean {
  if (!data.length) return true;
  if (data[0]! & 0x80) return (data[0]! & 0x0f) !== 1 && (data[0]! & 0x0f) !== 3;
  return (data[0]! & 0x0f) === 7 && data.length > 1 && data[1] !== 1;
}
