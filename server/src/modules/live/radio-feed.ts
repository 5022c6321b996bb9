import { spawn } from 'node:child_process';
import type { Log } from '../../platform/module.ts';
import type { RadioService } from '../radio/index.ts';
import type { VideoIngest } from './ingest.ts';

/** The video's sound, as MP3 at the radio's bitrate, into the radio's live source. */
export function createRadioFeed(opts: {
  /** The radio (absent in some tests). */
  radio: RadioService | undefined;
  ingest: VideoIngest;
  log: Log;
  bitrateKbps: number;
  /** The title the radio shows while the video's sound is on. */
  title: () => string;
}) {
  const { radio, ingest, log, bitrateKbps, title } = opts;
  let radioFeed: { stop(): void } | null = null;

  function start(): void {
    if (!radio || radioFeed || !ingest.current?.live) return;
    const ffmpeg = spawn(
      'ffmpeg',
      [
        '-hide_banner',
        '-loglevel',
        'error',
        '-analyzeduration',
        '500000',
        '-f',
        'flv',
        '-i',
        'pipe:0',
        '-vn',
        '-c:a',
        'libmp3lame',
        '-b:a',
        `${bitrateKbps}k`,
        '-ar',
        '44100',
        '-ac',
        '2',
        '-f',
        'mp3',
        'pipe:1',
      ],
      { stdio: ['pipe', 'pipe', 'pipe'] },
    );
    let stderr = '';
    ffmpeg.stderr.on('data', (d: Buffer) => (stderr = (stderr + d.toString()).slice(-400)));
    ffmpeg.stdin.on('error', () => {});
    ffmpeg.on('error', (err) => log.warn(`The radio feed could not start ffmpeg: ${err.message}`));
    const kill = () => {
      if (ffmpeg.exitCode === null) ffmpeg.kill('SIGKILL');
    };
    if (!radio.station.acceptFeed(ffmpeg.stdout, title(), kill)) {
      log.warn('A DJ is on the radio: the video’s sound was not fed into the broadcast');
      kill();
      return;
    }
    const untap = ingest.addAudioTap({
      write: (buf) => {
        if (!ffmpeg.stdin.destroyed) ffmpeg.stdin.write(buf);
      },
      end: () => ffmpeg.stdin.end(),
    });
    const feed = {
      stop: () => {
        untap?.();
        setTimeout(kill, 2000).unref();
      },
    };
    radioFeed = feed;
    ffmpeg.on('close', (code) => {
      if (radioFeed === feed) radioFeed = null;
      if (code) log.warn(`The radio feed stopped (${code}): ${stderr.trim().split('\n').at(-1) ?? ''}`);
    });
    log.info('The video’s sound is on the radio');
  }

  function stop(): void {
    radioFeed?.stop();
    radioFeed = null;
  }

  return {
    start,
    stop,
    /** The video's sound is going into the radio now. */
    get active() {
      return radioFeed !== null;
    },
  };
}
