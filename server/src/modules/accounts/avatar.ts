import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { badRequest } from '../../platform/http/errors.ts';

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
const accepted = new Set(['png', 'jpeg', 'webp']);
export const avatarFilePattern = /^[0-9a-f-]{36}-[0-9a-f]{12}\.webp$/;

/**
 * Checks an upload by its content (not its name), and stores it as a 256 px WebP square.
 * Answers the public URL.
 */
export async function storeAvatar(dataDir: string, userId: string, bytes: Buffer): Promise<string> {
  let format: string | undefined;
  try {
    format = (await sharp(bytes).metadata()).format;
  } catch {
    format = undefined;
  }
  if (!format || !accepted.has(format)) {
    throw badRequest('Please choose a PNG, JPEG or WebP image.', { avatar: 'Please choose a PNG, JPEG or WebP image.' }, 'bad_image');
  }
  const file = `${userId}-${crypto.randomBytes(6).toString('hex')}.webp`;
  const dir = path.join(dataDir, 'avatars');
  await fs.mkdir(dir, { recursive: true });
  await sharp(bytes).rotate().resize(256, 256, { fit: 'cover' }).webp({ quality: 82 }).toFile(path.join(dir, file));
  return `/media/avatars/${file}`;
}

export function avatarPath(dataDir: string, file: string): string {
  return path.join(dataDir, 'avatars', file);
}
