import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';

export type MediaKind = 'episodes' | 'videos' | 'posters' | 'artwork';
/** Stored names are generated, never taken from the upload: a uuid and an extension. */
export const storedNamePattern = /^[0-9a-f-]{36}\.(mp3|m4a|mp4|webm|mov|jpg|png)$/;

export const contentTypes: Record<string, string> = {
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
  jpg: 'image/jpeg',
  png: 'image/png',
};

export interface MediaStore {
  root: string;
  pathOf(kind: MediaKind, name: string): string;
  /** Streams an upload into a private temporary file; answers its path and size. */
  receive(stream: Readable): Promise<{ file: string; bytes: number }>;
  /** Moves a checked temporary file into place under a new name. */
  keep(tempFile: string, kind: MediaKind, ext: string): Promise<string>;
  write(kind: MediaKind, ext: string, data: Uint8Array): Promise<string>;
  newName(ext: string): string;
  discard(file: string): Promise<void>;
}

export function createMediaStore(dataDir: string): MediaStore {
  const root = path.join(dataDir, 'media');
  const incoming = path.join(root, 'incoming');
  const dir = async (kind: MediaKind | 'incoming') => {
    const d = path.join(root, kind);
    await fsp.mkdir(d, { recursive: true });
    return d;
  };
  const newName = (ext: string) => `${crypto.randomUUID()}.${ext}`;
  return {
    root,
    newName,
    pathOf: (kind, name) => path.join(root, kind, name),
    async receive(stream) {
      await dir('incoming');
      const file = path.join(incoming, crypto.randomUUID());
      try {
        await pipeline(stream, fs.createWriteStream(file, { flags: 'wx', mode: 0o600 }));
      } catch (err) {
        await fsp.rm(file, { force: true });
        throw err;
      }
      return { file, bytes: (await fsp.stat(file)).size };
    },
    async keep(tempFile, kind, ext) {
      const name = newName(ext);
      await fsp.rename(tempFile, path.join(await dir(kind), name));
      return name;
    },
    async write(kind, ext, data) {
      const name = newName(ext);
      await fsp.writeFile(path.join(await dir(kind), name), data);
      return name;
    },
    discard: (file) => fsp.rm(file, { force: true }),
  };
}

/**
 * Sends a stored file with HTTP range support (RFC 9110 §14): `Accept-Ranges: bytes`, 206 with
 * `Content-Range` for one satisfiable range, 416 for an unsatisfiable one, 200 otherwise. Podcast
 * apps and the browser's media element seek and resume with it.
 */
export async function sendRanged(request: FastifyRequest, reply: FastifyReply, file: string, type: string) {
  const stat = await fsp.stat(file).catch(() => null);
  if (!stat?.isFile()) return null;
  const size = stat.size;
  const etag = `"${size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
  reply
    .header('accept-ranges', 'bytes')
    .header('etag', etag)
    .header('last-modified', stat.mtime.toUTCString())
    // Each stored file has its own generated name and never changes.
    .header('cache-control', 'public, max-age=31536000, immutable')
    .type(type);
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  const range = request.headers.range;
  const ifRange = request.headers['if-range'];
  const m = range && (!ifRange || ifRange === etag) ? /^bytes=(\d*)-(\d*)$/.exec(range.trim()) : null;
  if (range && !m && /^bytes=/.test(range) && !range.includes(',')) {
    return reply.status(416).header('content-range', `bytes */${size}`).send();
  }
  if (m && (m[1] || m[2])) {
    let start: number;
    let end: number;
    if (m[1]) {
      start = Number(m[1]);
      end = m[2] ? Math.min(Number(m[2]), size - 1) : size - 1;
    } else {
      start = Math.max(0, size - Number(m[2]));
      end = size - 1;
    }
    if (start >= size || start > end) return reply.status(416).header('content-range', `bytes */${size}`).send();
    reply
      .status(206)
      .header('content-range', `bytes ${start}-${end}/${size}`)
      .header('content-length', end - start + 1);
    return reply.send(fs.createReadStream(file, { start, end }));
  }
  reply.header('content-length', size);
  return reply.send(fs.createReadStream(file));
}
