import { spawn, type ChildProcess } from 'node:child_process';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { holdTheAir, releaseTheAir, waitForSongOnAir } from './on-air';
import { expectAccessible, noSidewaysScroll, turnTo, lookAt } from './support';

test.afterEach(releaseTheAir);

const port = process.env.E2E_PORT ?? '4173';
const sourcePassword = process.env.STATION_SOURCE_PASSWORD ?? 'e2e-source-secret';

/** A DJ's encoder: a tone sent in real time to the station's source mount (as on-air-truth.spec does). */
const goLive = (seconds: number): ChildProcess =>
  spawn('ffmpeg', [
    ...['-loglevel', 'error', '-re', '-f', 'lavfi', '-i', `sine=frequency=587:sample_rate=44100:duration=${seconds}`],
    ...['-ac', '2', '-c:a', 'libmp3lame', '-b:a', '128k', '-content_type', 'audio/mpeg', '-ice_name', 'Evening Praise', '-f', 'mp3'],
    `icecast://source:${sourcePassword}@127.0.0.1:${port}/live`,
  ]);

const onAir = async (request: APIRequestContext) =>
  ((await (await request.get('/api/stream/status')).json()) as { onAir: { source: string; title: string | null } }).onAir;

test('a "Live now" row appears under the header on every page while a DJ is live, offers Listen, is not on /live, and closes for the visit', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await waitForSongOnAir(request);
  await holdTheAir();
  await turnTo(page, 1440);
  await page.goto('/podcasts');
  await expect(page.getByRole('heading', { name: 'Listen Anytime' })).toBeVisible();
  const banner = page.getByRole('region', { name: 'Live now' });
  await expect(banner).toHaveCount(0);

  const dj = goLive(120);
  try {
    await expect.poll(async () => (await onAir(request)).source, { timeout: 30_000 }).toBe('live');
    const title = (await onAir(request)).title!;
    // Pushed to the open page: no reload.
    await expect(banner).toBeVisible({ timeout: 15_000 });
    await expect(banner).toContainText(`Live now: ${title}`);
    // Its own row, right under the header.
    const header = await page.getByRole('banner').boundingBox();
    const row = await banner.boundingBox();
    expect(Math.abs(row!.y - (header!.y + header!.height))).toBeLessThanOrEqual(1);
    await expectAccessible(page);
    await lookAt(page, { path: 'test-results/live-now-1440.png' });

    await turnTo(page, 375, 800);
    await page.goto('/events');
    await expect(banner).toContainText(`Live now: ${title}`);
    expect((await banner.boundingBox())!.height).toBeLessThanOrEqual(64);
    await noSidewaysScroll(page);
    await expectAccessible(page);
    await lookAt(page, { path: 'test-results/live-now-375.png' });
    // Listen plays the radio in the dock.
    await banner.getByRole('button', { name: 'Listen' }).click();
    await expect(banner).toContainText('Listening');
    await expect(page.getByRole('region', { name: 'Radio player' }).getByRole('button', { name: /Pause/ })).toBeVisible();

    // Not on /live itself.
    await page.goto('/live');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner).toHaveCount(0);

    // Closed: it stays closed for the rest of the visit.
    await page.goto('/about');
    await banner.getByRole('button', { name: 'Hide the live banner' }).click();
    await expect(banner).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('main')).toBeVisible();
    await expect(banner).toHaveCount(0);
    await page.evaluate(() => sessionStorage.clear());
    await page.reload();
    await expect(banner).toBeVisible();
  } finally {
    dj.kill('SIGINT');
  }
  // The DJ leaves: the row goes away by itself.
  await expect(banner).toHaveCount(0, { timeout: 30_000 });
});
