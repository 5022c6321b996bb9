import { spawn, type ChildProcessByStdio } from 'node:child_process';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';

export type Ffmpeg = ChildProcessByStdio<Writable, null, Readable>;

/**
 * One ffmpeg writing a broadcast's HLS into `dir` from FLV on its stdin: the video and audio are
 * copied when they are H.264 and AAC, else encoded to them.
 */
export function spawnHlsPackager(opts: {
  ffmpeg: string | undefined;
  dir: string;
  segmentSeconds: number | undefined;
  copyVideo: boolean;
  copyAudio: boolean;
}): Ffmpeg {
  const { copyVideo, copyAudio } = opts;
  const seg = String(opts.segmentSeconds ?? 2);
  const args = [
    '-hide_banner',
    '-loglevel',
    'error',
    '-analyzeduration',
    '3000000',
    '-f',
    'flv',
    '-i',
    'pipe:0',
    '-map',
    '0:v:0',
    '-map',
    '0:a:0?',
    ...(copyVideo
      ? ['-c:v', 'copy']
      : [
          '-c:v',
          'libx264',
          '-preset',
          'veryfast',
          '-tune',
          'zerolatency',
          '-pix_fmt',
          'yuv420p',
          '-force_key_frames',
          `expr:gte(t,n_forced*${seg})`,
        ]),
    ...(copyAudio ? ['-c:a', 'copy'] : ['-c:a', 'aac', '-b:a', '128k', '-ar', '44100']),
    '-f',
    'hls',
    '-hls_time',
    seg,
    '-hls_list_size',
    '6',
    '-hls_delete_threshold',
    '3',
    '-hls_flags',
    'delete_segments+independent_segments+temp_file',
    '-hls_segment_filename',
    path.join(opts.dir, 'seg-%05d.ts'),
    path.join(opts.dir, 'index.m3u8'),
  ];
  return spawn(opts.ffmpeg ?? 'ffmpeg', args, { stdio: ['pipe', 'ignore', 'pipe'] });
}
