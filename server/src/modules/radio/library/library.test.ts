import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { songFile } from '../../../test/music.ts';
import { importMusic, readTrackFile } from './library.ts';
import { listTracks } from '../radio.repo.ts';
import { synthesizeTrack } from './synth-track.ts';

let t: TestApp;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'selah-import-'));
beforeAll(async () => {
  t = await createTestApp();
  fs.writeFileSync(
    path.join(dir, 'a-good.mp3'),
    await synthesizeTrack({ title: 'Blessed Assurance', artist: 'Anna Whitfield', root: 220, seconds: 2 }),
  );
  fs.writeFileSync(path.join(dir, 'b-fake.mp3'), 'this is not audio at all');
  fs.writeFileSync(path.join(dir, 'c-notes.txt'), 'setlist for Sunday');
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('import-music', () => {
  it('imports MP3s with their tags and skips the rest by name, without stopping', async () => {
    const report = await importMusic(t.app.db, dir);
    expect(report.imported).toEqual(['a-good.mp3']);
    expect(report.skipped.map((s) => s.file)).toEqual(['b-fake.mp3', 'c-notes.txt']);
    const [track] = await listTracks(t.app.db);
    expect(track).toMatchObject({ title: 'Blessed Assurance', artist: 'Anna Whitfield', bitrateKbps: 128 });
    expect(track!.durationMs).toBeGreaterThan(1900);
    // Importing again updates rather than duplicates.
    await importMusic(t.app.db, dir);
    expect(await listTracks(t.app.db)).toHaveLength(1);
  });

  it('plays a mono file from a stereo 44.1 kHz copy in DATA_DIR, leaving the folder as it was', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'selah-import-mono-'));
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'selah-import-data-'));
    const original = await songFile('Softly and Tenderly', 'Daniel Reyes', 2);
    fs.writeFileSync(path.join(folder, 'mono.mp3'), original);
    try {
      expect(await readTrackFile(path.join(folder, 'mono.mp3'))).toMatchObject({ channels: 1 });
      const report = await importMusic(t.app.db, folder, () => undefined, { dataDir, bitrateKbps: 96 });
      expect(report.imported).toEqual(['mono.mp3']);
      const track = (await listTracks(t.app.db)).find((x) => x.title === 'Softly and Tenderly')!;
      expect(track.filePath.startsWith(path.join(dataDir, 'music', 'converted'))).toBe(true);
      expect(await readTrackFile(track.filePath)).toMatchObject({
        sampleRate: 44100,
        channels: 2,
        bitrateKbps: 96,
        artist: 'Daniel Reyes',
      });
      expect(fs.readFileSync(path.join(folder, 'mono.mp3')).equals(original)).toBe(true);
      // Without a data folder to keep the copy in, the file is skipped with its reason.
      const bare = await importMusic(t.app.db, folder);
      expect(bare.skipped).toEqual([
        { file: 'mono.mp3', reason: 'not stereo 44.1 kHz, and there is no data folder to keep a converted copy in' },
      ]);
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
