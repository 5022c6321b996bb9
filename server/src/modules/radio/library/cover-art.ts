import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { IPicture } from 'music-metadata';
import { loadSharp } from '../../../platform/images.ts';

/** Covers are stored as 600 px JPEG squares named by their content, so a stored cover never changes. */
export const ART_SIZE = 600;
export const artFilePattern = /^[0-9a-f]{32}\.jpg$/;
/** A picture in a tag may claim any size: the header is checked before anything is decoded. */
const MAX_PIXELS = 40_000_000;

export const artDir = (dataDir: string) => path.join(dataDir, 'art');
export const artUrl = (file: string) => `/media/art/${file}`;

// The station's palette (web/src/styles.css): ember, deep ember, gold, night, cream.
const grounds: Array<[string, string]> = [
  ['#9a3412', '#431407'],
  ['#b45309', '#7c2d12'],
  ['#a16207', '#2d2640'],
  ['#7c2d12', '#1f1a2e'],
  ['#c2410c', '#2d2640'],
  ['#92400e', '#451a03'],
];
const lights = ['#f59e0b', '#fef3c7', '#fbbf24', '#ffedd5'];

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** One or two initials: "Lamp Unto My Feet" → "LF", "Sabbath Rest" → "SR". */
export function initials(title: string): string {
  const words = title.split(/\s+/).filter((w) => /^[\p{L}\p{N}]/u.test(w) && !/^(a|an|the|of|my|in|on|to|unto|upon|like)$/i.test(w));
  const picked = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words.slice(0, 1);
  return picked.map((w) => [...w][0]!.toUpperCase()).join('') || '♪';
}

/**
 * A warm cover for a track with no picture of its own: a ground, a rising sun or moon, hills or
 * waves and the title's initials, each chosen from the title and artist, so every track differs.
 */
export function coverSvg(title: string, artist: string): string {
  const h = crypto.createHash('sha256').update(`${title}\n${artist}`).digest();
  const [from, to] = grounds[h[0]! % grounds.length]!;
  const light = lights[h[1]! % lights.length]!;
  const sunX = 150 + (h[2]! % 300);
  const sunY = 170 + (h[3]! % 120);
  const sunR = 70 + (h[4]! % 60);
  const rays = Array.from({ length: 12 }, (_, i) => {
    const a = (i / 12) * Math.PI * 2 + h[5]! / 40;
    const [x1, y1] = [sunX + Math.cos(a) * (sunR + 18), sunY + Math.sin(a) * (sunR + 18)];
    const [x2, y2] = [sunX + Math.cos(a) * (sunR + 60), sunY + Math.sin(a) * (sunR + 60)];
    return `<line x1="${x1.toFixed(1)}" y1="${y1.toFixed(1)}" x2="${x2.toFixed(1)}" y2="${y2.toFixed(1)}"/>`;
  }).join('');
  const hill = (base: number, amp: number, phase: number) => {
    const pts = Array.from({ length: 13 }, (_, i) => {
      const x = i * 50;
      return `${x},${(base + Math.sin(i / 2 + phase) * amp).toFixed(1)}`;
    });
    return `M0,600 L${pts.join(' L')} L600,600 Z`;
  };
  const waves = h[6]! % 2 === 0;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${ART_SIZE}" height="${ART_SIZE}" viewBox="0 0 600 600">
  <defs><linearGradient id="g" x1="0" y1="0" x2="${h[7]! % 2}" y2="1">
    <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="600" height="600" fill="url(#g)"/>
  <g stroke="${light}" stroke-opacity="0.35" stroke-width="6" stroke-linecap="round">${h[8]! % 3 === 0 ? '' : rays}</g>
  <circle cx="${sunX}" cy="${sunY}" r="${sunR}" fill="${light}" fill-opacity="0.9"/>
  <path d="${hill(waves ? 400 : 380, waves ? 14 : 40, h[9]! / 30)}" fill="#1f1a2e" fill-opacity="0.45"/>
  <path d="${hill(waves ? 450 : 440, waves ? 10 : 30, h[10]! / 30)}" fill="#1f1a2e" fill-opacity="0.6"/>
  <text x="40" y="560" font-family="Georgia, 'DejaVu Serif', serif" font-size="96" font-weight="700" fill="#fffaf3">${escapeXml(initials(title))}</text>
</svg>`;
}

/** Where `npm run build` keeps the demo tracks' covers, named by the hash of their drawing. */
export const prebuiltCoversDir = (distDir: string) => path.join(distDir, 'demo-covers');
const drawingName = (svg: string) => `${crypto.createHash('sha256').update(svg).digest('hex').slice(0, 32)}.jpg`;
const drawnCover = (svg: string) => loadSharp()(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();

/**
 * The demo station's cover for a track, as a JPEG: the one made at build time when it is the same
 * drawing (a first start then never loads sharp and libvips, about 20 MB the station would keep),
 * else drawn now.
 */
export async function generatedCover(title: string, artist: string, distDir?: string): Promise<Buffer> {
  const svg = coverSvg(title, artist);
  const made = distDir ? await fs.readFile(path.join(prebuiltCoversDir(distDir), drawingName(svg))).catch(() => null) : null;
  return made ?? drawnCover(svg);
}

/** `npm run build` (server/src/prebuild.ts): the covers of the given tracks, made into `distDir`. */
export async function prebuildCovers(distDir: string, tracks: Array<{ title: string; artist: string }>): Promise<void> {
  const dir = prebuiltCoversDir(distDir);
  await fs.rm(dir, { recursive: true, force: true });
  await fs.mkdir(dir, { recursive: true });
  for (const t of tracks) {
    const svg = coverSvg(t.title, t.artist);
    await fs.writeFile(path.join(dir, drawingName(svg)), await drawnCover(svg));
  }
}

/** The front cover among a file's pictures (APIC "Cover (front)"), else its first picture. */
export function frontCover(pictures: IPicture[] | undefined): IPicture | null {
  if (!pictures?.length) return null;
  return pictures.find((p) => /front/i.test(p.type ?? '')) ?? pictures[0]!;
}

/**
 * Stores a cover as a square JPEG in DATA_DIR/art and answers its file name, or null when the
 * picture cannot be read (a track plays the same without one).
 */
export async function storeArt(dataDir: string, image: Uint8Array): Promise<string | null> {
  const jpeg = await loadSharp()(image, { limitInputPixels: MAX_PIXELS, failOn: 'truncated' })
    .rotate()
    .resize(ART_SIZE, ART_SIZE, { fit: 'cover' })
    .flatten({ background: '#1f1a2e' })
    .jpeg({ quality: 85 })
    .toBuffer()
    .catch(() => null);
  return jpeg && keepArt(dataDir, jpeg);
}

/** Keeps a cover that is already a 600 px JPEG square (a generated one) in DATA_DIR/art; answers its file name. */
export async function keepArt(dataDir: string, jpeg: Buffer): Promise<string> {
  const file = `${crypto.createHash('sha256').update(jpeg).digest('hex').slice(0, 32)}.jpg`;
  const dir = artDir(dataDir);
  await fs.mkdir(dir, { recursive: true });
  const target = path.join(dir, file);
  const exists = await fs.stat(target).then(
    () => true,
    () => false,
  );
  if (!exists) {
    const part = `${target}.${crypto.randomBytes(4).toString('hex')}.part`;
    await fs.writeFile(part, jpeg);
    await fs.rename(part, target);
  }
  return file;
}
