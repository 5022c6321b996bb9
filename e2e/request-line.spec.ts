import { execFileSync } from 'node:child_process';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signInAsAdmin } from './admin-session';
import { holdTheAir, releaseTheAir, skipPast } from './on-air';
import { expectAccessible, join, signInAs, turnTo, lookAt } from './support';

// Two browsers (a listener and the host) and axe at both widths: more than the default.
test.describe.configure({ mode: 'serial', timeout: 180_000 });
test.afterEach(releaseTheAir);

/** A song of this run's own in the library (a real MP3, ffmpeg's sine tone), so the request line's limits start afresh. */
async function addSong(request: APIRequestContext, token: string, title: string): Promise<void> {
  const buffer = execFileSync(
    'ffmpeg',
    ['-v', 'error', '-f', 'lavfi', '-i', 'sine=frequency=392:duration=30', '-b:a', '64k', '-metadata', `title=${title}`].concat([
      '-metadata',
      'artist=Journey Choir',
      '-id3v2_version',
      '3',
      '-f',
      'mp3',
      'pipe:1',
    ]),
    { maxBuffer: 16 * 1024 * 1024 },
  );
  const res = await request.post('/api/admin/tracks', {
    headers: { authorization: `Bearer ${token}` },
    multipart: { files: { name: 'song.mp3', mimeType: 'audio/mpeg', buffer } },
  });
  expect(res.status(), await res.text()).toBe(201);
}

const phone = { width: 375, height: 800 };
const desktop = { width: 1440, height: 1000 };
const overflowOf = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

// One journey, both widths: the listener on a 375 px phone, the host at a 1440 px desktop; at the
// end each page is turned to the other width and must still fit and pass axe.
test('a listener on a phone (375 px) requests a song and sends a shout-out; the host (1440 px) sees both live and puts the shout-out on air', async ({
  browser,
  request,
}) => {
  // The host's studio page, open before anything is sent: what arrives comes over its socket.
  const hostContext = await browser.newContext({ viewport: desktop });
  const host = await hostContext.newPage();
  const token = await signInAsAdmin(host, request);
  // Three songs of this run: the AutoDJ may put one on air at once (then it waits its hour).
  const stamp = `j${Date.now().toString(36)}`;
  for (const name of ['Morning Has Broken', 'Great Is Thy Faithfulness', 'Be Still My Soul'])
    await addSong(request, token, `${name} ${stamp}`);
  await host.goto('/broadcast');
  await expect(host.getByRole('heading', { name: /Requests and messages/ })).toBeVisible();

  // A member listening on their phone: a new one each run, so the request limits start afresh.
  const listenerContext = await browser.newContext({ viewport: phone });
  const listener = await listenerContext.newPage();
  await signInAs(listener, await join(request, 'listener'));
  await listener.goto('/live');
  const panel = listener.locator('#request-a-song');
  await panel.scrollIntoViewIfNeeded();
  await expect(panel.getByRole('heading', { name: 'Request a song' })).toBeVisible();
  const songs = panel.getByRole('list', { name: 'Songs you can request' });
  // Found as a listener would, by a search.
  await panel.getByLabel('Search by title or artist').fill(stamp);
  await expect(songs.getByRole('listitem')).toHaveCount(3);
  const available = songs.getByRole('button', { name: /^Request .* by Journey Choir$/ }).first();
  const title = /^Request (.*) by /.exec((await available.getAttribute('aria-label'))!)![1]!;
  await available.click();
  const answer = listener.getByTestId('request-answer');
  await expect(answer).toContainText(`“${title}” is requested.`);
  await expect(answer).toContainText(/Your request is (next|in line|with the host)|plays no requests/);

  const shout = `Happy birthday, Grandma Ruth! Love from Mary (${stamp})`;
  await listener.getByRole('radio', { name: /A shout-out/ }).check();
  await listener.getByLabel('Your name (optional)').fill('Mary');
  await listener.getByLabel(/^Your message/).fill(shout);
  await listener.getByRole('button', { name: 'Send to the studio' }).click();
  await expect(listener.getByTestId('studio-message-sent')).toHaveText('Thank you. Your message is with the studio.');
  await expectAccessible(listener);
  await lookAt(listener, { path: `test-results/request-line-listener-375.png`, fullPage: true });
  expect(await overflowOf(listener), 'horizontal scroll at 375 px').toBeLessThanOrEqual(0);

  // The host sees both arrive without reloading the page.
  const message = host.getByTestId('studio-message').filter({ hasText: shout });
  await expect(message).toBeVisible();
  await expect(message).toContainText('Shout-out');
  await expect(message).toContainText('from Mary');
  await expect(host.getByTestId('studio-request').filter({ hasText: title }).first()).toBeVisible();

  await message.getByRole('button', { name: 'Mark read' }).click();
  await expect(message.getByRole('button', { name: 'Mark read' })).toBeHidden();

  // On air: the title listeners see names the shout-out (the status every page reads).
  await holdTheAir();
  await message.getByRole('button', { name: 'Put on air' }).click();
  const onAir = `Shout-out from Mary: ${shout}`;
  await expect(host.getByText(`On air: ${onAir}`)).toBeVisible();
  await expect(message.getByText('On air', { exact: true })).toBeVisible();
  await expect
    .poll(async () => ((await (await request.get('/api/stream/status')).json()) as { song: { title: string } }).song.title)
    .toBe(onAir);
  await expectAccessible(host);
  await lookAt(host, { path: `test-results/request-line-studio-1440.png`, fullPage: true });

  // Each page at the other width: the studio on a phone, the request line on a desktop.
  await turnTo(host, phone.width, phone.height);
  await expect(message.getByText('On air', { exact: true })).toBeVisible();
  expect(await overflowOf(host), 'studio: horizontal scroll at 375 px').toBeLessThanOrEqual(0);
  await expectAccessible(host);
  await lookAt(host, { path: `test-results/request-line-studio-375.png`, fullPage: true });
  await turnTo(listener, desktop.width, desktop.height);
  await expect(listener.getByTestId('studio-message-sent')).toBeVisible();
  expect(await overflowOf(listener), 'request line: horizontal scroll at 1440 px').toBeLessThanOrEqual(0);
  await expectAccessible(listener);
  await lookAt(listener, { path: `test-results/request-line-listener-1440.png`, fullPage: true });
  await hostContext.close();
  await listenerContext.close();
  // The air as it was found: a song, not the shout-out, for the next journey that listens.
  await skipPast(request, onAir);
});
