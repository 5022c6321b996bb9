import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { lookAt } from './support';
import { signInAsAdmin } from './admin-session';

// A church's own website (another origin) frames the station's player with the code the console
// gives; the player names what is on air and plays the stream inside the frame.
test('the console’s embed code plays the station inside another site’s page', async ({ page, request, baseURL }) => {
  await signInAsAdmin(page, request);
  await page.goto('/admin/live');
  const code = await page.getByRole('textbox', { name: 'Embed code' }).inputValue();
  expect(code).toContain(`src="${baseURL}/embed/player"`);

  // The church's page on another origin: a web server of its own on another port (on loopback too:
  // Chromium keeps pages it cannot place on a network from framing a station on this machine).
  const church = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><html lang="en"><head><title>Grace Church</title></head><body><h1>Welcome to Grace Church</h1>${code}</body></html>`,
    );
  });
  await new Promise<void>((resolve) => church.listen(0, '127.0.0.1', resolve));
  const churchUrl = `http://localhost:${(church.address() as AddressInfo).port}/`;
  await page.setViewportSize({ width: 375, height: 700 });
  await page.goto(churchUrl);
  const player = page.frameLocator('iframe');
  const status = (await (await request.get('/api/stream/status')).json()) as { song: { title: string } };
  await expect(player.getByTestId('embed-title')).not.toHaveText(/Loading/);
  await expect(player.getByTestId('embed-title')).toHaveText(/\S/);
  expect(status.song.title.length).toBeGreaterThan(0);
  await player.getByRole('button', { name: /^Play / }).click();
  await expect(player.getByRole('button', { name: /^Pause / })).toBeVisible();
  // The audio element really plays the stream (its clock moves).
  await expect
    .poll(() => player.locator('audio').evaluate((a: HTMLAudioElement) => a.currentTime), { timeout: 20_000 })
    .toBeGreaterThan(0.5);
  await lookAt(page, { path: 'test-results/embed-375.png' });
  await player.getByRole('button', { name: /^Pause / }).click();
  await expect(player.getByRole('button', { name: /^Play / })).toBeVisible();
  church.close();
});
