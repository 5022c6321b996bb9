import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { e2eAdmin } from './admin';
import { expectAccessible, signInAs, type Member, lookAt } from './support';

// An upload through a slowed connection, then playback, on a shared 2-core machine: more than the default minute.
test.describe.configure({ timeout: 240_000 });

test('a broadcaster uploads an episode MP3 on /podcasts with visible progress, sees it listed, and it plays in the dock', async ({
  page,
  request,
}, testInfo) => {
  // A real MP3 with tags, as a podcast editor exports it: 90 s at 128 kbps (about 1.4 MB).
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'selah-e2e-upload-'));
  const mp3 = path.join(dir, 'tuesday-teaching.mp3');
  execFileSync('ffmpeg', [
    ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'sine=frequency=330:duration=90', '-c:a', 'libmp3lame', '-b:a', '128k'],
    ...['-metadata', 'title=Tagged Title', '-metadata', 'artist=Tagged Host', mp3],
  ]);
  const title = `Tuesday Teaching on Patience ${Date.now().toString(36)}`;

  // The station's admin (a broadcaster may do the same), signed in as the app keeps a session.
  const login = await request.post('/api/auth/login', { data: e2eAdmin });
  expect(login.status()).toBe(200);
  const admin = (await login.json()) as Member;
  const token = admin.token;
  await signInAs(page, admin);

  await page.goto('/podcasts');
  const panel = page.getByRole('heading', { name: 'Publish an episode' }).locator('..');
  await expect(panel).toBeVisible();
  await expectAccessible(page);
  await panel.getByLabel('Audio file').setInputFiles(mp3);
  await panel.getByLabel('Title').fill(title);
  await panel.getByLabel('Host').fill('Deacon Robert Hayes');
  await panel.getByLabel('Category').selectOption('Teaching');

  // A slow connection (about 256 KB/s up), so the upload takes seconds and its progress shows.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 256 * 1024 });
  await panel.getByRole('button', { name: 'Upload' }).click();
  const progress = panel.getByRole('progressbar', { name: 'Upload progress' });
  await expect(progress).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Uploading…' })).toBeDisabled();
  // Part of the file is sent, not all of it yet: the bar moves.
  await expect.poll(async () => Number(await progress.getAttribute('value')), { timeout: 15_000 }).toBeGreaterThan(0.05);
  expect(Number(await progress.getAttribute('value'))).toBeLessThan(1);
  await lookAt(panel, { path: testInfo.outputPath('upload-in-progress.png') });
  await expect(page.getByText(`“${title}” is published.`)).toBeVisible({ timeout: 60_000 });
  await expect(progress).toBeHidden();
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

  // Listed, newest first, with the duration read from the file and the form's host (not the tag's).
  const card = page.getByTestId('episode-card').filter({ hasText: title });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Hosted by Deacon Robert Hayes');
  await expect(card).toContainText('1:30');

  // It plays in the docked player.
  await card.getByRole('button', { name: /Play Episode/ }).click();
  const dock = page.getByRole('region', { name: 'Episode player' });
  await expect(dock.getByTestId('dock-episode-title')).toHaveText(title);
  await expect
    .poll(() => page.evaluate(() => (document.getElementById('station-audio') as HTMLAudioElement | null)?.currentTime ?? -1), {
      timeout: 15_000,
    })
    .toBeGreaterThan(1);
  await expectAccessible(page);

  // Leave the station as it was for the other journeys.
  const href = (await card.getByRole('link', { name: title, exact: true }).getAttribute('href')) ?? '';
  const id = href.split('/').pop()!;
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  const removed = await request.delete(`/api/episodes/${id}`, { headers: { authorization: `Bearer ${token}` } });
  expect(removed.status()).toBe(204);
  fs.rmSync(dir, { recursive: true, force: true });
});
