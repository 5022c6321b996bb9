import fs from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../../../db/client.ts';
import crypto from 'node:crypto';
import { conformTrack, fitsTheStation } from '../engine/conform.ts';
import { frontCover, generatedCover, keepArt, storeArt } from './cover-art.ts';
import { hasFrames } from '../engine/mp3-frames.ts';
import { upsertTrack } from '../radio.repo.ts';
import { soundColumns } from './sound-levels.ts';

export interface ImportOptions {
  /** The playlist the tracks join (the default playlist when not given). */
  playlist?: string;
  /** Where covers are stored (DATA_DIR); without it, tracks are imported without covers. */
  dataDir?: string;
  /** Make a cover for a file that has none (the demo station's own music). */
  generateArt?: boolean;
  /** Where the covers made at build time are looked for first (config.paths.serverDist). */
  prebuiltCovers?: string;
  /** The bitrate of a song re-encoded because it is mono or not 44.1 kHz (the station's, by default 128). */
  bitrateKbps?: number;
  /** The file's tags and length already read (the prebuilt demo ident, read at build time). */
  known?: TrackFileInfo;
}

export interface ImportReport {
  imported: string[];
  skipped: Array<{ file: string; reason: string }>;
}

/** Reads every MP3 in a folder into the library; anything else is reported by name and skipped. */
export async function importMusic(
  db: Db,
  dir: string,
  onProgress: (line: string) => void = () => undefined,
  opts: ImportOptions = {},
): Promise<ImportReport> {
  const report: ImportReport = { imported: [], skipped: [] };
  const names = (await fs.readdir(dir)).sort();
  for (const name of names) {
    const file = path.resolve(dir, name);
    if ((await fs.stat(file)).isDirectory()) continue;
    try {
      await importFile(db, file, opts);
      report.imported.push(name);
      onProgress(`  imported ${name}`);
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      report.skipped.push({ file: name, reason });
      onProgress(`  skipped ${name}: ${reason}`);
    }
  }
  return report;
}

/** What an MP3 says about itself: its tags, length and its front cover when it carries one. */
export interface TrackFileInfo {
  title: string;
  artist: string;
  durationMs: number;
  bitrateKbps: number;
  /** The audio's shape: a song that is not stereo 44.1 kHz is re-encoded before it plays (conform.ts). */
  sampleRate: number;
  channels: number;
  hasArtwork: boolean;
  /** The embedded front cover (an APIC picture), to be stored with storeArt. */
  cover: Uint8Array | null;
}

/**
 * Reads an MP3 by its content (music-metadata for tags and artwork, and real Layer III frames
 * as the AutoDJ will play them); throws `not an MP3 file` or `no audio in the file` otherwise.
 */
export async function readTrackFile(file: string, name = path.basename(file)): Promise<TrackFileInfo> {
  const { parseFile } = await import('music-metadata'); // loaded on first use (decision 012)
  const meta = await parseFile(file, { duration: true }).catch(() => {
    throw new Error('not an audio file this station can read');
  });
  if (meta.format.container !== 'MPEG' || !meta.format.codec?.includes('Layer 3')) throw new Error('not an MP3 file');
  const durationMs = Math.round((meta.format.duration ?? 0) * 1000);
  if (durationMs < 1000 || !(await hasFrames(file, 10))) throw new Error('no audio in the file');
  const cover = frontCover(meta.common.picture)?.data ?? null;
  return {
    title: meta.common.title?.trim() || path.parse(name).name,
    artist: meta.common.artist?.trim() || 'Unknown artist',
    durationMs,
    bitrateKbps: Math.round((meta.format.bitrate ?? 0) / 1000),
    sampleRate: meta.format.sampleRate ?? 0,
    channels: meta.format.numberOfChannels ?? 0,
    hasArtwork: cover !== null,
    cover,
  };
}

/**
 * Reads one MP3's tags, duration and front cover into the library; throws a readable reason
 * otherwise. A cover that cannot be read leaves the track without one.
 */
export async function importFile(db: Db, file: string, opts: ImportOptions = {}): Promise<void> {
  const { playlist, dataDir } = opts;
  const read = opts.known ?? (await readTrackFile(file));
  let filePath = file;
  let shaped = read;
  if (!fitsTheStation(read)) {
    // The folder's file is left as it is; the station plays a stereo 44.1 kHz copy kept in DATA_DIR.
    if (!dataDir) throw new Error('not stereo 44.1 kHz, and there is no data folder to keep a converted copy in');
    const dir = path.join(dataDir, 'music', 'converted');
    await fs.mkdir(dir, { recursive: true });
    filePath = path.join(dir, `${crypto.createHash('sha256').update(path.resolve(file)).digest('hex').slice(0, 32)}.mp3`);
    await conformTrack(file, filePath, opts.bitrateKbps ?? 128);
    shaped = await readTrackFile(filePath, path.basename(file));
  }
  const { cover, title, artist, durationMs, bitrateKbps, hasArtwork } = { ...shaped, cover: read.cover, hasArtwork: read.hasArtwork };
  let art: string | null = null;
  if (dataDir && cover) art = await storeArt(dataDir, cover);
  if (dataDir && !art && opts.generateArt) art = await keepArt(dataDir, await generatedCover(title, artist, opts.prebuiltCovers));
  // Measured once here (a silent file is refused); the prebuilt ident is left to the levelling job.
  const sound = opts.known ? {} : await soundColumns(filePath);
  const info = { title, artist, durationMs, bitrateKbps, hasArtwork, ...sound };
  await upsertTrack(db, { filePath, ...info, art, ...(playlist ? { playlist } : {}) });
}
