import { execFileSync } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminToken } from './admin';
import { signInAsAdmin } from './admin-session';
import { expectAccessible, noSidewaysScroll, turnTo, lookAt } from './support';

test.describe.configure({ timeout: 180_000 });

/** A one-minute episode uploaded as the station's admin (ffmpeg makes the MP3). */
async function uploadEpisode(request: APIRequestContext, title: string): Promise<string> {
  const mp3 = execFileSync('ffmpeg', [
    ...['-v', 'error', '-f', 'lavfi', '-i', 'sine=frequency=392:duration=60', '-c:a', 'libmp3lame', '-b:a', '64k', '-f', 'mp3', 'pipe:1'],
  ]);
  const res = await request.post('/api/episodes', {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    multipart: { title, host: 'Pastor Ruth Ellis', file: { name: 'sermon.mp3', mimeType: 'audio/mpeg', buffer: mp3 } },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

const dockTime = (page: Page) =>
  page.evaluate(() => (document.getElementById('station-audio') as HTMLAudioElement | null)?.currentTime ?? -1);

test('staff add a transcript and chapters on the episode page (bad files refused with a sentence); a listener reads them and a chapter seeks the dock', async ({
  page,
  browser,
  request,
}) => {
  const title = `Psalm Twenty-Three ${Date.now().toString(36)}`;
  const id = await uploadEpisode(request, title);
  await signInAsAdmin(page, request);
  await turnTo(page, 1440);
  await page.goto(`/podcasts/episodes/${id}`);
  const transcriptForm = page.locator('form').filter({ has: page.getByLabel('Transcript (WebVTT or SRT)') });
  const chaptersForm = page.locator('form').filter({ has: page.getByLabel(/^Chapters/) });

  // A file that is not a transcript: a sentence, nothing kept.
  await transcriptForm.getByLabel('Transcript (WebVTT or SRT)').setInputFiles({
    name: 'notes.srt',
    mimeType: 'application/x-subrip',
    buffer: Buffer.from('These are my sermon notes, not captions.'),
  });
  await transcriptForm.getByRole('button', { name: 'Upload' }).click();
  await expect(transcriptForm.getByRole('alert')).toContainText('not a WebVTT or SRT transcript');
  await expect(page.getByTestId('transcript')).toHaveCount(0);

  // An SRT file: kept (as WebVTT), shown under the episode.
  const srt =
    '1\n00:00:00,000 --> 00:00:04,000\nThe Lord is my shepherd.\n\n2\n00:00:30,000 --> 00:00:34,000\nHe leads me beside still waters.\n';
  await transcriptForm
    .getByLabel('Transcript (WebVTT or SRT)')
    .setInputFiles({ name: 'psalm.srt', mimeType: 'application/x-subrip', buffer: Buffer.from(srt) });
  await transcriptForm.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByTestId('transcript')).toBeVisible();
  await expect(transcriptForm.getByRole('button', { name: 'Replace' })).toBeVisible();

  // Chapters past the episode's end: the line is named.
  const chaptersInput = chaptersForm.getByLabel(/^Chapters/);
  await chaptersInput.setInputFiles({
    name: 'chapters.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('00:00:00 Welcome\n00:02:00 Benediction\n'),
  });
  await chaptersForm.getByRole('button', { name: 'Upload' }).click();
  await expect(chaptersForm.getByRole('alert')).toHaveText('Line 2: 2:00 is past the end of the episode (1:00).');
  await chaptersInput.setInputFiles({
    name: 'chapters.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('00:00:00 Welcome\n00:00:30 The reading\n00:00:45 Prayer\n'),
  });
  await chaptersForm.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByRole('heading', { name: 'Chapters', exact: true })).toBeVisible();
  await expectAccessible(page);

  // A listener on a phone: the transcript opens, a chapter plays the episode from there.
  const visit = await browser.newContext();
  const listener = await visit.newPage();
  await turnTo(listener, 375, 800);
  await listener.goto(`/podcasts/episodes/${id}`);
  const transcript = listener.getByTestId('transcript');
  await expect(transcript.getByText('He leads me beside still waters.')).toBeHidden();
  await transcript.getByText('Transcript', { exact: true }).click();
  await expect(transcript.getByText('He leads me beside still waters.')).toBeVisible();
  await expect(transcript).toContainText('0:30');
  const chapters = listener.getByRole('list').filter({ hasText: 'The reading' });
  await expect(chapters.getByRole('button')).toHaveText(['0:00Welcome', '0:30The reading', '0:45Prayer']);
  await chapters.getByRole('button', { name: /The reading/ }).click();
  const dock = listener.getByRole('region', { name: 'Episode player' });
  await expect(dock.getByTestId('dock-episode-title')).toHaveText(title);
  await expect.poll(() => dockTime(listener), { timeout: 15_000 }).toBeGreaterThanOrEqual(30);
  expect(await dockTime(listener)).toBeLessThan(44);
  // Playing it, another chapter moves the same playback.
  await chapters.getByRole('button', { name: /Prayer/ }).click();
  await expect.poll(() => dockTime(listener), { timeout: 10_000 }).toBeGreaterThanOrEqual(45);
  await noSidewaysScroll(listener);
  await expectAccessible(listener);
  await lookAt(listener, { path: 'test-results/episode-transcript-375.png', fullPage: true });
  await visit.close();
});

test('the oEmbed answer for an episode and a video, pasted into another site’s page, plays there', async ({ page, request, baseURL }) => {
  const id = await uploadEpisode(request, `Embedded Evening Prayer ${Date.now().toString(36)}`);
  await expect
    .poll(async () => ((await (await request.get('/api/videos')).json()) as { videos: unknown[] }).videos.length, { timeout: 30_000 })
    .toBeGreaterThan(0);
  const video = ((await (await request.get('/api/videos')).json()) as { videos: Array<{ id: string; title: string }> }).videos[0]!;
  const ask = async (url: string, query = '') => {
    const res = await request.get(`/api/oembed?url=${encodeURIComponent(url)}&format=json${query}`);
    expect(res.status(), await res.text()).toBe(200);
    return (await res.json()) as { html: string; type: string; title: string; width: number; height: number };
  };
  const episodeEmbed = await ask(`${baseURL}/podcasts/episodes/${id}`, '&maxwidth=340');
  const videoEmbed = await ask(`${baseURL}/videos/${video.id}`, '&maxwidth=340');
  expect(episodeEmbed).toMatchObject({ type: 'rich', width: 340 });
  expect(videoEmbed).toMatchObject({ type: 'video', title: video.title, width: 340, height: 191 });
  // The page offers it to whoever is handed its address (oEmbed discovery).
  const served = await (await request.get(`/podcasts/episodes/${id}`)).text();
  expect(served).toContain('type="application/json+oembed"');

  // A church's own page on another origin pastes both answers' html.
  const church = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><html lang="en"><head><title>Grace Church</title></head><body><h1>Sunday at Grace Church</h1>${episodeEmbed.html}${videoEmbed.html}</body></html>`,
    );
  });
  await new Promise<void>((resolve) => church.listen(0, '127.0.0.1', resolve));
  try {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`http://localhost:${(church.address() as AddressInfo).port}/`);
    const episodeFrame = page.frameLocator('iframe').first();
    await expect(episodeFrame.getByTestId('embed-title')).toHaveText(episodeEmbed.title);
    await episodeFrame.getByRole('button', { name: `Play ${episodeEmbed.title}` }).click();
    await expect(episodeFrame.getByRole('button', { name: `Pause ${episodeEmbed.title}` })).toBeVisible();
    await expect
      .poll(() => episodeFrame.locator('audio').evaluate((a: HTMLAudioElement) => a.currentTime), { timeout: 15_000 })
      .toBeGreaterThan(0.5);
    const videoFrame = page.frameLocator('iframe').nth(1);
    await expect(videoFrame.getByTestId('embed-video')).toBeVisible();
    // The video's file answers inside the frame: its metadata loads.
    await expect
      .poll(() => videoFrame.getByTestId('embed-video').evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 15_000 })
      .toBeGreaterThan(0);
    await noSidewaysScroll(page);
    await lookAt(page, { path: 'test-results/oembed-375.png', fullPage: true });
    // Each embed page on its own reads well (contrast, names) for everyone.
    for (const embed of [`/embed/episode/${id}`, `/embed/video/${video.id}`]) {
      await page.goto(embed);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectAccessible(page);
    }
  } finally {
    church.close();
  }
});
