import http from 'node:http';
import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './admin-session';
import { expectAccessible, lookAt } from './support';

/** A listener on /stream.mp3 until the first audio arrives, then gone: one recorded listening session. */
const listenBriefly = (baseURL: string) =>
  new Promise<number>((resolve, reject) => {
    const req = http.get(`${baseURL}/stream.mp3`, (res) => {
      expect(res.headers['content-type']).toBe('audio/mpeg');
      res.once('data', (chunk: Buffer) => {
        req.destroy();
        resolve(chunk.length);
      });
    });
    req.on('error', reject);
  });

test('the dashboard charts the listening hours it recorded, with the figures beside the chart', async ({ page, request, baseURL }) => {
  test.slow();
  expect(await listenBriefly(baseURL!)).toBeGreaterThan(0);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsAdmin(page, request);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByTestId('listeners-chart-hour').locator('canvas')).toBeVisible();
  const perHour = page.getByTestId('listeners-hour-table');
  await page.getByText('Show the figures').first().click();
  const thisHour = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000).toISOString();
  const cell = perHour.locator(`tr[data-at="${thisHour}"] td`).last();
  await expect.poll(async () => Number(await cell.textContent())).toBeGreaterThanOrEqual(1);
  await expect(page.getByText('Healthy')).toBeVisible();
  await lookAt(page, { path: 'test-results/admin-dashboard-1280.png', fullPage: true });
  await expectAccessible(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await lookAt(page, { path: 'test-results/admin-dashboard-375.png', fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
});
