import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { accountMessages } from '@selah/contracts/accounts';
import { WorkLimit } from '../../platform/concurrency.ts';
import { badRequest, HttpError } from '../../platform/http/errors.ts';

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
/** A 31 KB PNG can claim 16000×16000 pixels: the header is checked before anything is decoded. */
export const AVATAR_MAX_PIXELS = 40_000_000;
const accepted = new Set(['png', 'jpeg', 'webp']);
export const avatarFilePattern = /^[0-9a-f-]{36}-[0-9a-f]{12}\.webp$/;
// Two images decode at a time, four wait; more at once are asked to try again.
const imageWork = new WorkLimit(2, 4);

const refuse = (message: string, code: string) => badRequest(message, { avatar: message }, code);

/**
 * Checks an upload by its content (not its name) and its pixel count (from the header), and
 * stores it as a 256 px WebP square. Answers the public URL.
 */
export async function storeAvatar(dataDir: string, userId: string, bytes: Buffer): Promise<string> {
  const meta = await sharp(bytes)
    .metadata()
    .catch(() => null);
  if (!meta?.format || !accepted.has(meta.format)) throw refuse(accountMessages.avatarType, 'bad_image');
  if ((meta.width ?? 0) * (meta.height ?? 0) > AVATAR_MAX_PIXELS) throw refuse(accountMessages.avatarTooManyPixels, 'too_many_pixels');
  const file = `${userId}-${crypto.randomBytes(6).toString('hex')}.webp`;
  const dir = path.join(dataDir, 'avatars');
  await fs.mkdir(dir, { recursive: true });
  const webp = await imageWork.run(() =>
    sharp(bytes, { limitInputPixels: AVATAR_MAX_PIXELS, failOn: 'truncated' })
      .rotate()
      .resize(256, 256, { fit: 'cover' })
      .webp({ quality: 82 })
      .toBuffer()
      .catch(() => {
        throw refuse(accountMessages.avatarBroken, 'bad_image');
      }),
  );
  if (!webp) throw new HttpError(429, accountMessages.avatarBusy, 'busy');
  await fs.writeFile(path.join(dir, file), webp);
  return `/media/avatars/${file}`;
}

export function avatarPath(dataDir: string, file: string): string {
  return path.join(dataDir, 'avatars', file);
}
