// A minimal POSIX tar (ustar, with PAX headers for long names): regular files only, written and
// read as streams, so a backup of a gigabyte of music never sits in memory.
import type { Writable } from 'node:stream';

const BLOCK = 512;

function header(name: string, size: number, type: '0' | 'x', mtime: number): Buffer {
  const h = Buffer.alloc(BLOCK);
  h.write(name, 0, 100, 'utf8');
  h.write('0000600\0', 100, 'ascii');
  h.write('0000000\0', 108, 'ascii');
  h.write('0000000\0', 116, 'ascii');
  h.write(size.toString(8).padStart(11, '0') + '\0', 124, 'ascii');
  h.write(
    Math.floor(mtime / 1000)
      .toString(8)
      .padStart(11, '0') + '\0',
    136,
    'ascii',
  );
  h.write('        ', 148, 'ascii');
  h.write(type, 156, 'ascii');
  h.write('ustar\0', 257, 'ascii');
  h.write('00', 263, 'ascii');
  let sum = 0;
  for (const byte of h) sum += byte;
  h.write(sum.toString(8).padStart(6, '0') + '\0 ', 148, 'ascii');
  return h;
}

/** PAX record "LEN key=value\n", where LEN counts itself. */
function paxRecord(key: string, value: string): Buffer {
  const body = ` ${key}=${value}\n`;
  const bodyLen = Buffer.byteLength(body);
  let len = bodyLen + 1;
  while (bodyLen + String(len).length !== len) len = bodyLen + String(len).length;
  return Buffer.from(`${len}${body}`, 'utf8');
}

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

/** Writes entries to `out` (a gzip stream, a file), waiting whenever it asks to. */
export class TarWriter {
  constructor(private readonly out: Writable) {}

  private async write(chunk: Buffer): Promise<void> {
    if (!this.out.write(chunk)) {
      await new Promise<void>((resolve, reject) => {
        const onDrain = () => {
          this.out.off('error', onError);
          resolve();
        };
        const onError = (err: Error) => {
          this.out.off('drain', onDrain);
          reject(err);
        };
        this.out.once('drain', onDrain);
        this.out.once('error', onError);
      });
    }
  }

  /** One file of exactly `size` bytes from `source`; a source that gives more or fewer is an error. */
  async entry(name: string, size: number, source: AsyncIterable<Buffer> | Buffer, mtime = 0): Promise<void> {
    if (Buffer.byteLength(name) > 99) {
      const pax = paxRecord('path', name);
      await this.write(header('PaxHeader', pax.length, 'x', mtime));
      await this.write(Buffer.concat([pax, padding(pax.length)]));
    }
    await this.write(header(Buffer.byteLength(name) > 99 ? name.slice(-90) : name, size, '0', mtime));
    let written = 0;
    for await (const chunk of Buffer.isBuffer(source) ? [source] : source) {
      written += chunk.length;
      if (written > size) throw new Error(`${name} grew while it was being backed up.`);
      await this.write(chunk);
    }
    if (written !== size) throw new Error(`${name} shrank while it was being backed up.`);
    await this.write(padding(size));
  }

  /** The two empty blocks that end an archive. */
  async finish(): Promise<void> {
    await this.write(Buffer.alloc(BLOCK * 2));
  }
}

export class TarFormatError extends Error {}

export interface TarEntry {
  name: string;
  size: number;
}

/**
 * Reads the archive from `input` and hands each file's bytes to `onEntry` as chunks (in order;
 * `onEntry` returns a sink that gets them). Throws TarFormatError on anything that is not a tar,
 * and when the archive ends before its end marker (a truncated file).
 */
export async function readTar(
  input: AsyncIterable<Buffer>,
  onEntry: (entry: TarEntry) => { data(chunk: Buffer): void | Promise<void>; end(): void | Promise<void> },
): Promise<void> {
  let buf: Buffer = Buffer.alloc(0);
  let state: 'header' | 'body' | 'pad' | 'pax' | 'done' = 'header';
  let remaining = 0;
  let padLeft = 0;
  let sink: ReturnType<typeof onEntry> | null = null;
  let paxPath: string | null = null;
  let paxBody: Buffer[] = [];
  let zeroBlocks = 0;

  for await (const chunk of input) {
    buf = buf.length ? Buffer.concat([buf, chunk]) : chunk;
    for (;;) {
      if (state === 'done') break;
      if (state === 'header') {
        if (buf.length < BLOCK) break;
        const h = buf.subarray(0, BLOCK);
        buf = buf.subarray(BLOCK);
        if (h.every((b) => b === 0)) {
          zeroBlocks++;
          if (zeroBlocks === 2) state = 'done';
          continue;
        }
        zeroBlocks = 0;
        if (h.toString('ascii', 257, 262) !== 'ustar') throw new TarFormatError('not a tar archive');
        let sum = 0;
        for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : h[i]!;
        if (sum !== parseInt(h.toString('ascii', 148, 156).replace(/\0.*$/, '').trim(), 8))
          throw new TarFormatError('a damaged tar header');
        const size = parseInt(h.toString('ascii', 124, 136).replace(/\0.*$/, '').trim() || '0', 8);
        const type = h.toString('ascii', 156, 157);
        const name = h.toString('utf8', 0, 100).replace(/\0.*$/s, '');
        remaining = size;
        padLeft = (BLOCK - (size % BLOCK)) % BLOCK;
        if (type === 'x') {
          state = 'pax';
          paxBody = [];
        } else if (type === '0' || type === '\0') {
          sink = onEntry({ name: paxPath ?? name, size });
          paxPath = null;
          state = 'body';
        } else {
          throw new TarFormatError(`an entry of a kind a Selah backup never holds (${name})`);
        }
        if (remaining === 0) await endBody();
        continue;
      }
      if (state === 'body' || state === 'pax') {
        if (buf.length === 0) break;
        const take = Math.min(remaining, buf.length);
        const part = buf.subarray(0, take);
        buf = buf.subarray(take);
        remaining -= take;
        if (state === 'body') await sink!.data(part);
        else paxBody.push(Buffer.from(part));
        if (remaining === 0) await endBody();
        continue;
      }
      if (state === 'pad') {
        if (buf.length < padLeft) {
          padLeft -= buf.length;
          buf = Buffer.alloc(0);
          break;
        }
        buf = buf.subarray(padLeft);
        padLeft = 0;
        state = 'header';
        continue;
      }
    }
  }
  if (state !== 'done') throw new TarFormatError('the archive ends early (a truncated file)');

  async function endBody() {
    if (state === 'body') {
      await sink!.end();
      sink = null;
    } else {
      const text = Buffer.concat(paxBody).toString('utf8');
      const match = /(?:^|\n)\d+ path=([^\n]*)\n/.exec(text);
      paxPath = match ? match[1]! : null;
    }
    state = 'pad';
  }
}
