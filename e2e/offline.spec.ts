import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, expect, test, type Page } from '@playwright/test';
import { chromiumArgs } from '../playwright.config';
import type { EpisodePage } from '@selah/contracts/media';
import { expectAccessible } from './support';

// The installed app: its service worker keeps the shell and what was last seen, so the app opens
// with the network off; an episode saved for offline listening plays without it.
test.use({ serviceWorkers: 'allow' });

/** The service worker has installed (the shell kept) and controls the page. */
async function controlled(page: Page) {
  await page.waitForFunction(async () => (await navigator.serviceWorker.ready).active?.state === 'activated');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

test('installable: Chromium finds nothing that stops it installing the station', async ({ baseURL }) => {
  // A test's browser context is incognito, where nothing installs: this check uses a profile, in the
  // full browser (installing is the browser's own feature, not the headless shell's).
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'selah-install-'));
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium',
    args: chromiumArgs,
    baseURL,
  });
  try {
    const page = browser.pages()[0] ?? (await browser.newPage());
    await page.goto('/');
    await controlled(page);
    const cdp = await browser.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] };
    expect(installabilityErrors).toEqual([]);
  } finally {
    await browser.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
});

test('offline, a reload shows the shell, the offline notice and the last now playing', async ({ page, context }) => {
  await page.goto('/');
  await controlled(page);
  // Seen once online through the worker: the page and what is on air.
  await page.reload();
  const title = page.getByTestId('now-playing-title');
  // The demo's AutoDJ is always on air: wait for its song, not the placeholder shown before the status loads.
  await expect(title).not.toHaveText(/^(|Tune in to the live stream)$/);
  const seen = await title.textContent();
  const stationName = await page.locator('header').getByRole('link').first().textContent();
  await expect(page.getByTestId('offline-notice')).toHaveCount(0);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('offline-notice')).toContainText("You're offline");
  await expect(page.locator('header').getByRole('link').first()).toHaveText(stationName!);
  await expect(page.getByTestId('now-playing-title')).toHaveText(seen!);
  await expectAccessible(page);

  // A page never opened before still opens as the app, which says it cannot reach the station.
  await page.goto('/about');
  await expect(page.getByTestId('offline-notice')).toBeVisible();
  await expect(page.locator('header')).toBeVisible();

  await context.setOffline(false);
  await page.reload();
  await expect(page.getByTestId('offline-notice')).toHaveCount(0);
});

test('an episode saved for offline shows its progress, then opens and plays with the network off', async ({ page, context, request }) => {
  const { episodes } = (await (await request.get('/api/episodes?limit=1')).json()) as EpisodePage;
  const episode = episodes[0]!;
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/podcasts/episodes/${episode.id}`);
  await controlled(page);
  await page.getByRole('button', { name: 'Save for offline' }).click();
  await expect(page.getByTestId('episode-saved')).toContainText('Saved on this device');
  const kept = await page.evaluate(async (url) => {
    const cache = await caches.open('selah-episodes');
    const hit = await cache.match(new URL(url, location.origin).href);
    return hit ? (await hit.arrayBuffer()).byteLength : 0;
  }, episode.audioUrl);
  expect(kept).toBe(episode.audioBytes);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('offline-notice')).toBeVisible();
  await page.getByRole('button', { name: `Play Episode: ${episode.title}` }).click();
  // The audio comes from the device: it plays on, with the network off.
  await page.waitForFunction(() => {
    const audio = document.getElementById('station-audio') as HTMLAudioElement | null;
    return !!audio && !audio.paused && audio.currentTime > 0.5;
  });
  await expectAccessible(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await context.setOffline(false);
  await page.reload();
  await page.getByRole('button', { name: 'Remove download' }).click();
  await expect(page.getByRole('button', { name: 'Save for offline' })).toBeVisible();
  expect(await page.evaluate(async () => (await (await caches.open('selah-episodes')).keys()).length)).toBe(0);
});

test('the install offer comes once, politely', async ({ page }) => {
  await page.goto('/');
  const offer = () =>
    page.evaluate(() => {
      const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: async () => {
          (window as unknown as { prompted: boolean }).prompted = true;
        },
        userChoice: Promise.resolve({ outcome: 'dismissed' }),
      });
      window.dispatchEvent(event);
    });
  const card = page.getByRole('region', { name: 'Install the app' });
  // The browser's offer may come before the app has started listening for it: offered until heard.
  await expect(async () => {
    await offer();
    await expect(card).toContainText('Add', { timeout: 1000 });
  }).toPass();
  await card.getByRole('button', { name: 'Not now' }).click();
  await expect(card).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('now-playing-title')).toBeVisible(); // the app is running
  await offer();
  await expect(page.getByRole('region', { name: 'Install the app' })).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { prompted?: boolean }).prompted ?? false)).toBe(false);
});
