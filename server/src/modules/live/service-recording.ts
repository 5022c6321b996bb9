import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * A live video service kept as it arrived: the publisher's FLV (the same tags the HLS packager
 * reads), appended as they come. Writes are queued by the file stream, so the broadcast never
 * waits on the disk; a disk error ends the recording, never the broadcast.
 */
export class FlvRecording {
  private readonly out: fs.WriteStream;
  private failed = false;

  constructor(
    readonly file: string,
    header: Buffer,
    onError: (message: string) => void,
  ) {
    this.out = fs.createWriteStream(file, { flags: 'wx' });
    this.out.on('error', (err) => {
      if (!this.failed) onError(`Recording the live video failed: ${err.message}`);
      this.failed = true;
    });
    this.out.write(header);
  }

  write(tag: Buffer): void {
    if (!this.failed) this.out.write(tag);
  }

  /** Closes the file: its path when it is worth keeping, else it is removed and null. */
  finish(keep: boolean): Promise<string | null> {
    return new Promise((resolve) => {
      this.out.end(() => {
        if (keep && !this.failed) return resolve(this.file);
        fs.rm(this.file, { force: true }, () => resolve(null));
      });
    });
  }
}

/**
 * The recording as an MP4 beside it (moov first, so it plays while loading): H.264/AAC is
 * remuxed without re-encoding (`-c copy`); anything else is encoded once. The FLV is removed.
 */
export async function recordingToMp4(flv: string, copy: boolean): Promise<string> {
  const mp4 = flv.replace(/\.flv$/, '.mp4');
  const codecs = copy ? ['-c', 'copy'] : ['-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-b:a', '128k'];
  try {
    await run('ffmpeg', ['-v', 'error', '-y', '-i', flv, '-map', '0:v:0', '-map', '0:a:0?', ...codecs, '-movflags', '+faststart', mp4], {
      timeout: 30 * 60_000,
    });
  } catch (err) {
    fs.rmSync(mp4, { force: true });
    throw err;
  } finally {
    fs.rmSync(flv, { force: true });
  }
  return mp4;
}
