import { spawn } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
import { holdTheAir, releaseTheAir, waitForSongOnAir } from './on-air';

test.afterEach(releaseTheAir);

const port = process.env.E2E_PORT ?? '4173';
const sourcePassword = process.env.STATION_SOURCE_PASSWORD ?? 'e2e-source-secret';

/**
 * A live show that sounds nothing like the demo music (soft chords below 1.3 kHz): a steady
 * 3 kHz tone, sent in real time to the station's source mount, as a DJ's encoder would.
 */
const goLive = (show: string, seconds: number) =>
  spawn('ffmpeg', [
    ...['-loglevel', 'error', '-re', '-f', 'lavfi', '-i', `aevalsrc=0.5*sin(2*PI*3000*t):s=44100:d=${seconds}`],
    ...['-ac', '2', '-c:a', 'libmp3lame', '-b:a', '128k', '-content_type', 'audio/mpeg', '-ice_name', show, '-f', 'mp3'],
    `icecast://source:${sourcePassword}@127.0.0.1:${port}/live`,
  ]);

interface Moment {
  kind: 'tone-on' | 'tone-off' | 'title';
  at: number;
  title?: string;
}

/**
 * Listens to what the page's audio element actually plays (Web Audio, after the element's own
 * buffer) and watches the dock's title, each moment stamped on the page's clock.
 */
async function installProbe(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const audio = document.getElementById('station-audio') as HTMLAudioElement;
    const ctx = new AudioContext();
    const analyser = ctx.createAnalyser();
    analyser.fftSize = 2048;
    analyser.smoothingTimeConstant = 0;
    ctx.createMediaElementSource(audio).connect(analyser);
    analyser.connect(ctx.destination);
    await ctx.resume();
    const bins = new Float32Array(analyser.frequencyBinCount);
    const bin = Math.round(3000 / (ctx.sampleRate / analyser.fftSize));
    const moments: Moment[] = [];
    (window as unknown as { moments: Moment[] }).moments = moments;
    const titleOf = () => document.querySelector('[data-testid="now-playing-title"]')?.textContent ?? '';
    let tone = false;
    let title = titleOf();
    const sample = () => {
      analyser.getFloatFrequencyData(bins);
      const level = Math.max(bins[bin - 1]!, bins[bin]!, bins[bin + 1]!);
      // Hysteresis: on well above the music's floor, off well below the tone.
      if (!tone && level > -45) moments.push({ kind: 'tone-on', at: performance.now() });
      if (tone && level < -65) moments.push({ kind: 'tone-off', at: performance.now() });
      tone = tone ? level >= -65 : level > -45;
      const now = titleOf();
      if (now !== title) moments.push({ kind: 'title', at: performance.now(), title: now });
      title = now;
    };
    window.setInterval(sample, 10);
  });
}

const moments = (page: Page) => page.evaluate(() => (window as unknown as { moments: Moment[] }).moments);

test('at a change on air, the dock names what is heard within 1 s of the audio element playing it', async ({ page, request }) => {
  test.setTimeout(240_000);
  await waitForSongOnAir(request);
  // No other journey's live show or program change while this one goes live and listens.
  await holdTheAir();
  await page.goto('/');
  await page.getByRole('button', { name: 'Start Listening' }).click();
  const currentTime = () => page.evaluate(() => (document.getElementById('station-audio') as HTMLAudioElement).currentTime);
  await expect.poll(currentTime, { timeout: 20_000 }).toBeGreaterThan(1);
  const song = await page.getByTestId('now-playing-title').textContent();
  await installProbe(page);
  // The browser holds seconds of audio it has received but not played: the change is heard later than it is sent.
  const ahead = await page.evaluate(() => {
    const a = document.getElementById('station-audio') as HTMLAudioElement;
    return a.buffered.end(a.buffered.length - 1) - a.currentTime;
  });
  expect(ahead).toBeGreaterThan(1);

  const show = `Title sync ${Date.now().toString(36)}`;
  const dj = goLive(show, 12);
  const ended = new Promise<number | null>((resolve) => dj.on('exit', resolve));
  // The live show is heard (the tone) and named; then it ends, the tone stops and the song is named again.
  await expect.poll(async () => (await moments(page)).map((m) => m.kind), { timeout: 60_000, intervals: [500] }).toContain('tone-off');
  expect(await ended).toBe(0);
  await expect(page.getByTestId('now-playing-title')).toHaveText(song!);
  const seen = await moments(page);
  const first = (kind: Moment['kind'], title?: string) => seen.find((m) => m.kind === kind && (title === undefined || m.title === title));
  const heardLive = first('tone-on')!;
  const namedLive = first('title', show)!;
  // The show ends where the tone stops for good: on a busy machine the listener's audio can drop for
  // a moment mid-show (a tone-off followed by a tone-on), which is not the end of the show.
  const heardSong = seen.filter((m) => m.kind === 'tone-off' || m.kind === 'tone-on').at(-1)!;
  const namedSong = seen.find((m) => m.kind === 'title' && m.title === song && m.at > namedLive.at)!;
  expect([heardLive, namedLive, heardSong, namedSong].every(Boolean), JSON.stringify(seen)).toBe(true);
  expect(heardSong.kind, JSON.stringify(seen)).toBe('tone-off');
  expect(Math.abs(namedLive.at - heardLive.at), JSON.stringify(seen)).toBeLessThanOrEqual(1000);
  expect(Math.abs(namedSong.at - heardSong.at), JSON.stringify(seen)).toBeLessThanOrEqual(1000);
});
