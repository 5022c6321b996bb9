import fs from 'node:fs/promises';
import path from 'node:path';
import { parseFile } from 'music-metadata';
import type { Db } from '../../db/client.ts';
import { synthesizeTrack, type TrackSpec } from './synth-track.ts';
import { upsertTrack } from './radio.repo.ts';

export interface ImportReport {
  imported: string[];
  skipped: Array<{ file: string; reason: string }>;
}

/** Reads every MP3 in a folder into the library; anything else is reported by name and skipped. */
export async function importMusic(
  db: Db,
  dir: string,
  onProgress: (line: string) => void = () => undefined,
  playlist?: string,
): Promise<ImportReport> {
  const report: ImportReport = { imported: [], skipped: [] };
  const names = (await fs.readdir(dir)).sort();
  for (const name of names) {
    const file = path.resolve(dir, name);
    if ((await fs.stat(file)).isDirectory()) continue;
    try {
      await importFile(db, file, playlist);
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

/** Reads one MP3's tags and duration into the library; throws a readable reason otherwise. */
export async function importFile(db: Db, file: string, playlist?: string): Promise<void> {
  const name = path.basename(file);
  const meta = await parseFile(file, { duration: true }).catch(() => {
    throw new Error('not an audio file this station can read');
  });
  if (meta.format.container !== 'MPEG' || !meta.format.codec?.includes('Layer 3')) throw new Error('not an MP3 file');
  const durationMs = Math.round((meta.format.duration ?? 0) * 1000);
  if (durationMs < 1000) throw new Error('no audio in the file');
  await upsertTrack(db, {
    filePath: file,
    title: meta.common.title?.trim() || path.parse(name).name,
    artist: meta.common.artist?.trim() || 'Unknown artist',
    durationMs,
    bitrateKbps: Math.round((meta.format.bitrate ?? 0) / 1000),
    ...(playlist ? { playlist } : {}),
  });
}

export interface DemoTrack {
  title: string;
  artist: string;
  root: number;
  minutes: number;
}

/**
 * Writes the demo station's royalty-free tracks (synthesized here, never downloaded) into
 * `dir`, skipping any already there. Reports each one as it is made.
 */
export async function generateDemoTracks(
  dir: string,
  list: DemoTrack[],
  kbps: number,
  onProgress: (line: string) => void,
  onReady: (file: string) => Promise<void>,
  secondsOverride?: number,
): Promise<string[]> {
  await fs.mkdir(dir, { recursive: true });
  const made: string[] = [];
  for (const [i, t] of list.entries()) {
    const file = path.join(dir, `${String(i + 1).padStart(2, '0')}-${t.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.mp3`);
    const exists = await fs.stat(file).then(
      () => true,
      () => false,
    );
    if (!exists) {
      const spec: TrackSpec = { title: t.title, artist: t.artist, root: t.root, seconds: secondsOverride ?? t.minutes * 60 };
      await fs.writeFile(`${file}.part`, await synthesizeTrack(spec, kbps));
      await fs.rename(`${file}.part`, file);
      onProgress(`Demo music: ${i + 1}/${list.length} "${t.title}" ready`);
    }
    await onReady(file);
    made.push(file);
  }
  return made;
}
