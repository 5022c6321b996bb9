import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { systemClock, type Clock } from '../../../platform/time/clock.ts';
import type { AudioOutput } from './audio-output.ts';
import { isInfoFrame, type Frame } from './mp3-frames.ts';

export interface RecordedShow {
  file: string;
  title: string;
  dj: string | null;
  startedAt: Date;
  endedAt: Date;
  bytes: number;
}

/**
 * An AudioOutput that keeps each live show as an MP3: while a live source is on air, every
 * broadcast frame is appended to a file in `dir` (the live frames are MPEG audio already, so
 * nothing is re-encoded); when the source leaves the file is closed and handed on. Writes are
 * queued by the file stream, so the broadcast never waits on the disk.
 */
export class ShowRecorder implements AudioOutput {
  private current: { out: fs.WriteStream; file: string; title: string; dj: string | null; startedAt: Date; bytes: number } | null = null;

  constructor(
    private readonly dir: string,
    private readonly onRecorded: (show: RecordedShow) => void,
    private readonly onError: (message: string) => void,
    private readonly minBytes = 16_000,
    /** When a show ends because the station stops. */
    private readonly clock: Clock = systemClock,
  ) {}

  begin(title: string, dj: string | null, at: Date): void {
    this.finish(at);
    fs.mkdirSync(this.dir, { recursive: true });
    const file = path.join(this.dir, `live-${crypto.randomUUID()}.mp3`);
    const out = fs.createWriteStream(file, { flags: 'wx' });
    out.on('error', (err) => this.onError(`Recording the live show failed: ${err.message}`));
    this.current = { out, file, title, dj, startedAt: at, bytes: 0 };
  }

  /** The live source left: the recording is closed and, when it holds audio, offered on. */
  finish(at: Date): void {
    const show = this.current;
    if (!show) return;
    this.current = null;
    show.out.end(() => {
      if (show.bytes < this.minBytes) {
        fs.rm(show.file, { force: true }, () => undefined);
        return;
      }
      this.onRecorded({ file: show.file, title: show.title, dj: show.dj, startedAt: show.startedAt, endedAt: at, bytes: show.bytes });
    });
  }

  write(frame: Frame): void {
    if (!this.current) return;
    // A source's Xing/Info header counts the frames of the file it came from, not of this show:
    // kept, a show that stops early reads as cut short and is not playable (issue 29).
    if (isInfoFrame(frame.data)) return;
    this.current.bytes += frame.data.length;
    this.current.out.write(frame.data);
  }

  setTitle(): void {}

  close(): void {
    this.finish(this.clock.now());
  }
}
