import { expect, test } from '@playwright/test';
import { holdTheAir, releaseTheAir, waitForSongOnAir } from './on-air';
import { expectAccessible } from './support';

test.afterEach(releaseTheAir);

test('Start Listening plays the broadcast, the hero shows the song, and it keeps playing across pages', async ({ page, request }) => {
  test.setTimeout(180_000);
  await waitForSongOnAir(request);
  // What is on air stays the AutoDJ's while this journey listens (no live show from another journey).
  await holdTheAir();
  await page.goto('/');
  const start = page.getByRole('button', { name: 'Start Listening' });
  await expect(start).toBeEnabled();
  await start.click();
  // One button that always toggles, and keyboard focus stays on it.
  const pause = page.getByTestId('hero-play');
  await expect(pause).toHaveText(/Pause/);
  await expect(pause).toBeFocused();
  const currentTime = () => page.evaluate(() => (document.getElementById('station-audio') as HTMLAudioElement).currentTime);
  await expect.poll(currentTime, { timeout: 20_000 }).toBeGreaterThan(1);
  const status = (await (await request.get('/api/stream/status')).json()) as {
    song: { title: string; artist: string; art: string | null };
  };
  await expect(page.getByTestId('hero-song-title')).toHaveText(status.song.title);
  await expect(page.getByTestId('now-playing-title')).toHaveText(status.song.title);
  // Its cover (made for each demo track) shows in the hero and the dock, loaded, not a broken image.
  expect(status.song.art).toMatch(/^\/media\/art\/[0-9a-f]{32}\.jpg$/);
  for (const id of ['hero-cover', 'dock-cover']) {
    const cover = page.getByTestId(id);
    await expect(cover).toHaveAttribute('src', status.song.art!);
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(600);
  }
  await page.screenshot({ path: '.tmp/shots/hero-cover-1280.png' });
  // The lock screen and headphones name the same song and control the same player.
  await expect
    .poll(() =>
      page.evaluate(() => [
        navigator.mediaSession.metadata?.title,
        navigator.mediaSession.metadata?.artist,
        navigator.mediaSession.playbackState,
        navigator.mediaSession.metadata?.artwork[0]?.src,
      ]),
    )
    .toEqual([status.song.title, status.song.artist, 'playing', new URL(status.song.art!, page.url()).href]);

  const before = await currentTime();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Community' }).click();
  await expect(page).toHaveURL('/community');
  await expect.poll(currentTime, { timeout: 10_000 }).toBeGreaterThan(before + 2);
  expect(await page.evaluate(() => (document.getElementById('station-audio') as HTMLAudioElement).paused)).toBe(false);

  // The now-playing line follows the push: a new song shows without waiting for the 30 s poll.
  const pushed = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const ws = new WebSocket(`ws://${location.host}/ws/now-playing`);
        ws.onmessage = (e) => {
          resolve((JSON.parse(String(e.data)) as { status: { song: { title: string } } }).status.song.title);
          ws.close();
        };
      }),
  );
  await expect(page.getByTestId('now-playing-title')).toHaveText(pushed);

  await page.getByRole('region', { name: 'Radio player' }).getByRole('button', { name: 'Pause' }).click();
  expect(await page.evaluate(() => (document.getElementById('station-audio') as HTMLAudioElement).getAttribute('src'))).toBeNull();
  // The hero's button follows the dock, and plays again from the keyboard.
  await page.goto('/');
  await expect(pause).toHaveText(/Start Listening/);
  await pause.focus();
  await page.keyboard.press('Enter');
  await expect(pause).toHaveText(/Pause/);
  await expect.poll(() => page.evaluate(() => (document.getElementById('station-audio') as HTMLAudioElement).paused)).toBe(false);
  await page.keyboard.press('Enter');
  await expect(pause).toHaveText(/Start Listening/);
});

test('home shows the schedule carousel and the ways to listen, accessibly, at 375 and 1280 px', async ({ page, request }) => {
  const { programs } = (await (await request.get('/api/schedule')).json()) as { programs: Array<{ title: string; isLive: boolean }> };
  const onAir = programs.find((p) => p.isLive)!;
  expect(onAir).toBeTruthy();
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Today on the air' })).toBeVisible();
    const slide = page.getByRole('article', { name: /of/ }).locator('h3');
    // The carousel opens on the show on air, and the hero names it.
    await page.getByRole('heading', { name: 'Today on the air' }).hover();
    await expect(slide).toHaveText(onAir.title);
    // Nobody is at the microphone: the AutoDJ is on air, not "LIVE".
    await expect(page.getByTestId('on-air-badge')).toHaveText(`On air · ${onAir.title}`);
    await page.getByRole('button', { name: 'Next show' }).click();
    const next = programs[(programs.indexOf(onAir) + 1) % programs.length]!;
    await expect(slide).toHaveText(next.title);
    await expect(page.getByRole('link', { name: /\.m3u/ })).toHaveAttribute('href', '/listen.m3u');
    await expectAccessible(page);
  }
  const m3u = await (await request.get('/listen.m3u')).text();
  expect(m3u).toContain('/stream.mp3');
});
