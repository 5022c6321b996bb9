import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { importMusic } from './library.ts';
import { listTracks } from './radio.repo.ts';
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
});
