import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import type { appIconNames } from '@selah/contracts/site-endpoints';
import type { StationInfo } from '@selah/contracts/station';
import { loadSharp } from '../../platform/images.ts';
import { siteImagePath } from './settings.service.ts';

/** The icons a browser, a phone's home screen and an installed app ask for, and their sizes. */
export const iconFiles = {
  'icon-192.png': { size: 192, maskable: false },
  'icon-512.png': { size: 512, maskable: false },
  'maskable-512.png': { size: 512, maskable: true },
  'apple-touch-icon.png': { size: 180, maskable: true },
} as const satisfies Record<IconName, { size: number; maskable: boolean }>;
export type IconName = (typeof appIconNames)[number];

/** The station's mark when it has no logo: the radio waves on its own colour. */
const mark = (accent: string) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="512" height="512"><rect width="64" height="64" rx="14" fill="${accent}"/>` +
      `<circle cx="32" cy="30" r="7" fill="#fde68a"/><path d="M18 44a16 16 0 0 1 28 0M12 50a24 24 0 0 1 40 0" stroke="#fde68a" stroke-width="4" fill="none" stroke-linecap="round"/></svg>`,
  );

/** A version of the icons: it changes when the logo or the colour does, so browsers fetch the new ones. */
export const iconVersion = (s: Pick<StationInfo, 'logo' | 'accent'>) =>
  crypto
    .createHash('sha256')
    .update(`${s.logo ?? ''}|${s.accent}`)
    .digest('hex')
    .slice(0, 10);

async function source(station: StationInfo, dataDir: string): Promise<Buffer> {
  const file = station.logo?.match(/^\/media\/site\/([0-9a-f-]{36}\.(webp|png))$/)?.[1];
  if (file) {
    const bytes = await fs.readFile(siteImagePath(dataDir, file)).catch(() => null);
    if (bytes) return bytes;
  }
  return mark(station.accent);
}

/**
 * A PNG icon made from the station's logo with sharp. A maskable icon keeps the logo inside the
 * middle 80 % on the station's colour (a phone may cut it to a circle); the others keep the whole
 * logo on a transparent square.
 */
export async function makeIcon(station: StationInfo, dataDir: string, name: IconName): Promise<Buffer> {
  const { size, maskable } = iconFiles[name];
  const sharp = loadSharp();
  const inner = maskable ? Math.round(size * 0.8) : size;
  const logo = await sharp(await source(station, dataDir))
    .resize(inner, inner, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
  const background = maskable ? station.accent : { r: 0, g: 0, b: 0, alpha: 0 };
  return sharp({ create: { width: size, height: size, channels: 4, background } })
    .composite([{ input: logo, gravity: 'center' }])
    .png()
    .toBuffer();
}

/** favicon.ico: the logo at 16, 32 and 48 px, each a PNG inside the ICO container (every browser since 2007 reads it). */
export async function makeFavicon(station: StationInfo, dataDir: string): Promise<Buffer> {
  const sharp = loadSharp();
  const logo = await source(station, dataDir);
  const sizes = [16, 32, 48];
  const pngs = await Promise.all(
    sizes.map((s) =>
      sharp(logo)
        .resize(s, s, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
        .png()
        .toBuffer(),
    ),
  );
  const header = Buffer.alloc(6 + 16 * sizes.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(sizes.length, 4);
  let offset = header.length;
  sizes.forEach((s, i) => {
    const entry = 6 + 16 * i;
    header.writeUInt8(s, entry);
    header.writeUInt8(s, entry + 1);
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(pngs[i]!.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += pngs[i]!.length;
  });
  return Buffer.concat([header, ...pngs]);
}

/** The web app manifest: the station's names, colours and icons (Chromium's installability needs 192 and 512 PNGs). */
export function manifest(station: StationInfo) {
  const v = iconVersion(station);
  const icon = (name: IconName, purpose: 'any' | 'maskable') => ({
    src: `/icons/${name}?v=${v}`,
    sizes: `${iconFiles[name].size}x${iconFiles[name].size}`,
    type: 'image/png',
    purpose,
  });
  return {
    name: station.name,
    short_name: station.shortName || station.name,
    description: station.description || station.tagline,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#fffaf3',
    theme_color: station.accent,
    icons: [icon('icon-192.png', 'any'), icon('icon-512.png', 'any'), icon('maskable-512.png', 'maskable')],
  };
}
