import crypto from 'node:crypto';
import { execFile } from 'node:child_process';

/** A real MP3 made by ffmpeg (a sine tone), tagged with its title and artist. */
export function songFile(title: string, artist: string, seconds = 2, frequency = 440): Promise<Buffer> {
  const args = ['-v', 'error', '-f', 'lavfi', '-i', `sine=frequency=${frequency}:duration=${seconds}`, '-ac', '1', '-b:a', '64k'];
  const tags = ['-id3v2_version', '3', '-metadata', `title=${title}`, '-metadata', `artist=${artist}`, '-f', 'mp3', 'pipe:1'];
  return new Promise((resolve, reject) =>
    execFile('ffmpeg', [...args, ...tags], { encoding: 'buffer', maxBuffer: 64 * 1024 * 1024 }, (err, stdout) =>
      err ? reject(err) : resolve(stdout),
    ),
  );
}

/** A multipart/form-data body with one `files` part per file, for app.inject. */
export function multipart(files: Array<{ name: string; data: Buffer | string }>) {
  const boundary = `----selah${crypto.randomBytes(8).toString('hex')}`;
  const parts = files.flatMap((f) => [
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${f.name}"\r\nContent-Type: audio/mpeg\r\n\r\n`),
    Buffer.isBuffer(f.data) ? f.data : Buffer.from(f.data),
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
