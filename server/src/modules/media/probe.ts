import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import { promisify } from 'node:util';

const run = promisify(execFile);

interface ProbeJson {
  streams?: Array<{ codec_type?: string; codec_name?: string; sample_rate?: string; nb_read_packets?: string; nb_frames?: string }>;
  format?: { format_name?: string; duration?: string };
}

async function ffprobe(file: string, countPackets: boolean): Promise<ProbeJson | null> {
  const args = ['-v', 'error', ...(countPackets ? ['-count_packets'] : []), '-show_entries'];
  args.push('stream=codec_type,codec_name,sample_rate,nb_read_packets,nb_frames:format=format_name,duration', '-of', 'json', file);
  try {
    const { stdout } = await run('ffprobe', args, { timeout: 120_000, maxBuffer: 1024 * 1024 });
    return JSON.parse(stdout) as ProbeJson;
  } catch {
    return null;
  }
}

async function head(file: string, n: number): Promise<Buffer> {
  const handle = await fs.open(file, 'r');
  try {
    const buf = Buffer.alloc(n);
    const { bytesRead } = await handle.read(buf, 0, n, 0);
    return buf.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** What the first bytes say the file is, whatever its name. */
export async function sniff(file: string): Promise<'mp3' | 'mp4' | 'webm' | null> {
  const b = await head(file, 16);
  if (b.length >= 3 && b.toString('latin1', 0, 3) === 'ID3') return 'mp3';
  if (b.length >= 2 && b[0] === 0xff && (b[1]! & 0xe0) === 0xe0) return 'mp3';
  if (b.length >= 8 && b.toString('latin1', 4, 8) === 'ftyp') return 'mp4';
  if (b.length >= 4 && b.readUInt32BE(0) === 0x1a45dfa3) return 'webm';
  return null;
}

export type AudioCheck =
  | { ok: true; type: 'audio/mpeg' | 'audio/mp4'; ext: 'mp3' | 'm4a'; duration: number; tags: AudioTags }
  | { ok: false; reason: 'not_audio' | 'broken' };

export interface AudioTags {
  title?: string;
  artist?: string;
  comment?: string;
  artwork?: { data: Uint8Array; format: string };
}

/**
 * Checks an uploaded episode by its content: ffprobe must find MP3 or AAC audio in an MP3
 * or MP4 container, and every frame the header promises must be there (a cut-short file
 * keeps its header's duration, so the packets are counted). Tags and artwork come from
 * music-metadata.
 */
export async function checkAudio(file: string): Promise<AudioCheck> {
  const magic = await sniff(file);
  if (magic !== 'mp3' && magic !== 'mp4') return { ok: false, reason: 'not_audio' };
  const probe = await ffprobe(file, true);
  if (!probe?.format) return { ok: false, reason: 'broken' };
  const audio = probe.streams?.find((s) => s.codec_type === 'audio');
  const hasVideo = probe.streams?.some((s) => s.codec_type === 'video' && s.codec_name !== 'mjpeg' && s.codec_name !== 'png');
  if (!audio || hasVideo) return { ok: false, reason: 'not_audio' };
  const isMp3 = audio.codec_name === 'mp3' && probe.format.format_name === 'mp3';
  const isM4a = audio.codec_name === 'aac' && (probe.format.format_name ?? '').includes('mp4');
  if (!isMp3 && !isM4a) return { ok: false, reason: 'not_audio' };
  const duration = Number(probe.format.duration);
  const rate = Number(audio.sample_rate);
  const packets = Number(audio.nb_read_packets);
  if (!(duration > 0) || !(rate > 0) || !(packets > 0)) return { ok: false, reason: 'broken' };
  const samplesPerPacket = isMp3 ? (rate < 32000 ? 576 : 1152) : 1024;
  const decoded = (packets * samplesPerPacket) / rate;
  if (decoded < duration - Math.max(1, duration * 0.02)) return { ok: false, reason: 'broken' };
  const tags: AudioTags = {};
  try {
    const { parseFile } = await import('music-metadata'); // loaded on first use (decision 012)
    const meta = await parseFile(file, { duration: false, skipCovers: false });
    const c = meta.common;
    if (c.title) tags.title = c.title;
    if (c.artist) tags.artist = c.artist;
    const comment = c.comment?.[0];
    if (comment) tags.comment = typeof comment === 'string' ? comment : (comment.text ?? '');
    const picture = c.picture?.[0];
    if (picture && (picture.format === 'image/jpeg' || picture.format === 'image/png'))
      tags.artwork = { data: picture.data, format: picture.format };
  } catch {
    // Tags are a convenience; the audio itself was checked above.
  }
  return { ok: true, type: isMp3 ? 'audio/mpeg' : 'audio/mp4', ext: isMp3 ? 'mp3' : 'm4a', duration: Math.round(decoded), tags };
}

export type VideoCheck =
  | { ok: true; type: 'video/mp4' | 'video/webm' | 'video/quicktime'; ext: 'mp4' | 'webm' | 'mov'; duration: number }
  | { ok: false; reason: 'not_video' | 'broken' };

/** Checks an uploaded video by its content: an MP4, MOV or WebM container with a video stream. */
export async function checkVideo(file: string): Promise<VideoCheck> {
  const magic = await sniff(file);
  if (magic !== 'mp4' && magic !== 'webm') return { ok: false, reason: 'not_video' };
  // Packets are counted (read, not decoded): an MP4 cut short still has its index, which promises more.
  const probe = await ffprobe(file, true);
  if (!probe?.format) return { ok: false, reason: 'broken' };
  const video = probe.streams?.find((s) => s.codec_type === 'video');
  if (!video) return { ok: false, reason: 'not_video' };
  const duration = Number(probe.format.duration);
  if (!(duration > 0)) return { ok: false, reason: 'broken' };
  const promised = Number(video.nb_frames);
  const read = Number(video.nb_read_packets);
  if (promised > 0 && !(read >= promised)) return { ok: false, reason: 'broken' };
  if (magic === 'webm') return { ok: true, type: 'video/webm', ext: 'webm', duration: Math.round(duration) };
  const brand = (await head(file, 12)).toString('latin1', 8, 12);
  const mov = brand === 'qt  ';
  return { ok: true, type: mov ? 'video/quicktime' : 'video/mp4', ext: mov ? 'mov' : 'mp4', duration: Math.round(duration) };
}

/** A poster frame (JPEG, 640 px wide) from a second into the video, or its first frame. */
export async function makePoster(video: string, poster: string, duration: number): Promise<boolean> {
  const at = duration > 2 ? '1' : '0';
  try {
    await run('ffmpeg', ['-v', 'error', '-y', '-ss', at, '-i', video, '-frames:v', '1', '-vf', 'scale=640:-2', '-q:v', '4', poster], {
      timeout: 60_000,
    });
    await fs.access(poster);
    return true;
  } catch {
    return false;
  }
}

/** The duration ffprobe reads from a file (seconds), or null. */
export async function probeDuration(file: string): Promise<number | null> {
  const probe = await ffprobe(file, false);
  const d = Number(probe?.format?.duration);
  return d > 0 ? d : null;
}
