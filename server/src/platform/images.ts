import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type sharp from 'sharp';
import { WorkLimit } from './concurrency.ts';
import { badRequest, HttpError } from './http/errors.ts';
import { lazyPackage } from './lazy-package.ts';

const requireSharp = lazyPackage<typeof sharp>('sharp');
let configured = false;
/**
 * sharp, loaded at the first image rather than at start (decision 012), without libvips' cache of
 * recent operations (up to 50 MB it would keep for the station's life) and one thread per image:
 * a station makes a few pictures now and then, not a stream of them.
 */
export function loadSharp(): typeof sharp {
  const s = requireSharp();
  if (!configured) {
    configured = true;
    s.cache(false);
    s.concurrency(1);
  }
  return s;
}

/** A 31 KB PNG can claim 16000×16000 pixels: the header is checked before anything is decoded. */
export const IMAGE_MAX_PIXELS = 40_000_000;
const accepted = new Set(['png', 'jpeg', 'webp']);
// Two images decode at a time, four wait; more at once are asked to try again (avatars, logos, photos).
const imageWork = new WorkLimit(2, 4);

export interface ImageMessages {
  type: string;
  tooManyPixels: string;
  broken: string;
  busy: string;
}

export interface StoreImage {
  bytes: Buffer;
  /** The folder the WebP is written to, and its file name without the extension. */
  dir: string;
  name: string;
  /** `cover` crops to the square (faces), `inside` keeps the whole picture (logos). */
  size: number;
  fit: 'cover' | 'inside';
  /** The form field the messages name. */
  field: string;
  messages: ImageMessages;
}

/**
 * Checks an upload by its content (not its name) and its pixel count (from the header), and
 * writes it as a WebP of at most `size` pixels a side. Answers the file's name.
 */
export async function storeImage(o: StoreImage): Promise<string> {
  const refuse = (message: string, code: string) => badRequest(message, { [o.field]: message }, code);
  const meta = await loadSharp()(o.bytes)
    .metadata()
    .catch(() => null);
  if (!meta?.format || !accepted.has(meta.format)) throw refuse(o.messages.type, 'bad_image');
  if ((meta.width ?? 0) * (meta.height ?? 0) > IMAGE_MAX_PIXELS) throw refuse(o.messages.tooManyPixels, 'too_many_pixels');
  const webp = await imageWork.run(() =>
    loadSharp()(o.bytes, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'truncated' })
      .rotate()
      .resize(o.size, o.size, { fit: o.fit, withoutEnlargement: o.fit === 'inside' })
      .webp({ quality: 82 })
      .toBuffer()
      .catch(() => {
        throw refuse(o.messages.broken, 'bad_image');
      }),
  );
  if (!webp) throw new HttpError(429, o.messages.busy, 'busy');
  const file = `${o.name}.webp`;
  await fs.mkdir(o.dir, { recursive: true });
  await fs.writeFile(path.join(o.dir, file), webp);
  return file;
}

export const randomSuffix = () => crypto.randomBytes(6).toString('hex');
