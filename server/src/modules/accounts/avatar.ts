import path from 'node:path';
import { accountMessages } from '@selah/contracts/accounts';
import { IMAGE_MAX_PIXELS, randomSuffix, storeImage } from '../../platform/images.ts';

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_MAX_PIXELS = IMAGE_MAX_PIXELS;
export const avatarFilePattern = /^[0-9a-f-]{36}-[0-9a-f]{12}\.webp$/;

/**
 * Checks an upload by its content (not its name) and its pixel count (from the header), and
 * stores it as a 256 px WebP square. Answers the public URL.
 */
export async function storeAvatar(dataDir: string, userId: string, bytes: Buffer): Promise<string> {
  const file = await storeImage({
    bytes,
    dir: path.join(dataDir, 'avatars'),
    name: `${userId}-${randomSuffix()}`,
    size: 256,
    fit: 'cover',
    field: 'avatar',
    messages: {
      type: accountMessages.avatarType,
      tooManyPixels: accountMessages.avatarTooManyPixels,
      broken: accountMessages.avatarBroken,
      busy: accountMessages.avatarBusy,
    },
  });
  return `/media/avatars/${file}`;
}

export function avatarPath(dataDir: string, file: string): string {
  return path.join(dataDir, 'avatars', file);
}
