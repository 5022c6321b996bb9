import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { isInfoFrame, splitFrames } from './mp3-frames.ts';
import { ShowRecorder, type RecordedShow } from './show-recorder.ts';

const run = promisify(execFile);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'selah-info-frame-'));
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ dataDir });
}, 60_000);
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** What a DJ's source sends when it plays a prepared 20 s file and stops after about 6 s. */
async function sourceThatStopsEarly(): Promise<Buffer> {
  const file = path.join(dataDir, 'prepared.mp3');
  await run('ffmpeg', [
    '-v',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=330:duration=20',
    '-c:a',
    'libmp3lame',
    '-b:a',
    '128k',
    file,
  ]);
  return fs.readFileSync(file).subarray(0, 6 * 16_000);
}

describe('a live show whose first frame is a Xing/Info header', () => {
  it('is kept as a playable draft of the audio it has, though the header promised 20 s', async () => {
    const frames = splitFrames(await sourceThatStopsEarly());
    expect(isInfoFrame(frames[0]!.data)).toBe(true);
    expect(frames.slice(1).some((f) => isInfoFrame(f.data))).toBe(false);

    const recordings = path.join(dataDir, 'recordings');
    const errors: string[] = [];
    const recorded = new Promise<RecordedShow>((resolve) => {
      const recorder = new ShowRecorder(recordings, resolve, (m) => errors.push(m));
      recorder.begin('Evening Prayer', 'dj_ruth', new Date('2030-05-01T19:00:00Z'));
      for (const frame of frames) recorder.write(frame);
      recorder.finish(new Date('2030-05-01T19:00:06Z'));
    });
    const show = await recorded;
    expect(errors).toEqual([]);

    // The same step the radio's recorded-show event takes: the media library checks it is playable.
    const episode = await t.app
      .service('media')
      .media.createDraftEpisode({ file: show.file, title: show.title, recordedAt: show.startedAt });
    expect(episode).toMatchObject({ status: 'draft', audioType: 'audio/mpeg' });
    expect(Math.abs(episode.duration - 6)).toBeLessThanOrEqual(1);
    expect(fs.existsSync(show.file)).toBe(false); // moved into the library, nothing left in recordings/
    expect(fs.readdirSync(recordings)).toEqual([]);
  });
});
