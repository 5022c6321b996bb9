import { spawn, type ChildProcess } from 'node:child_process';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { adminToken } from './admin';
import { holdTheAir, releaseTheAir } from './on-air';
import { expectAccessible, join, signInAs } from './support';

const webPort = Number(process.env.E2E_PORT ?? 4173);
const rtmpPort = Number(process.env.RTMP_PORT ?? webPort + 10000);

async function asAdmin(request: APIRequestContext) {
  return { authorization: `Bearer ${await adminToken(request)}` };
}

/** ffmpeg publishing a test pattern with a tone over RTMP, as OBS would. */
function publish(key: string): ChildProcess {
  return spawn(
    'ffmpeg',
    [
      ...['-hide_banner', '-loglevel', 'error', '-re'],
      ...['-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=30', '-f', 'lavfi', '-i', 'sine=frequency=440'],
      ...['-t', '90', '-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency', '-g', '30', '-c:a', 'aac'],
      ...['-f', 'flv', `rtmp://127.0.0.1:${rtmpPort}/live/${key}`],
    ],
    { stdio: 'ignore' },
  );
}

async function noHorizontalScroll(page: Page) {
  for (const width of [375, 768, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `horizontal scroll at ${width}px`).toBeLessThanOrEqual(0);
  }
}

// Media, three browser contexts and axe on a shared 2-core machine: more than the default minute.
test.describe.configure({ mode: 'serial', timeout: 180_000 });
test.afterEach(releaseTheAir);

test('a broadcaster streams from an encoder and /live plays it; stopping shows the offline overlay', async ({ page, request }) => {
  // The service's sound goes out on the radio too: other journeys that listen to the radio wait.
  await holdTheAir();
  const headers = await asAdmin(request);
  const key = ((await (await request.post('/api/live/stream-key', { headers })).json()) as { key: string }).key;
  await request.post('/api/live/start', { headers, data: { title: 'Sunday Morning Service', description: 'Live from the sanctuary' } });

  await page.goto('/live');
  await expect(page.getByTestId('offline-overlay')).toBeVisible();
  await expect(page.getByRole('heading', { name: "Today's Schedule" })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Share a prayer request' })).toHaveAttribute('href', '/community?category=prayer');
  await expectAccessible(page);

  const publisher = publish(key);
  try {
    await expect(page.getByTestId('offline-overlay')).toBeHidden({ timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sunday Morning Service');
    const video = page.getByTestId('live-video');
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 }).toBeGreaterThan(1);
    const t1 = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
    await page.waitForTimeout(1500);
    expect(await video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(t1);
    // The real quality, not a fixed label; this page is the one viewer.
    await expect(page.getByTestId('stream-quality')).toHaveText(/^360p · 30 fps · [\d,]+ kbps$/);
    await expect(page.getByTestId('viewer-badge')).toContainText('1 watching', { timeout: 12_000 });
    await expect(page.getByRole('button', { name: 'Fullscreen' })).toBeEnabled();
    await expectAccessible(page);
    await noHorizontalScroll(page);
  } finally {
    publisher.kill('SIGINT');
  }
  await expect(page.getByTestId('offline-overlay')).toBeVisible({ timeout: 10_000 });
});

async function chatPage(browser: Browser, member?: Awaited<ReturnType<typeof join>>) {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (member) await signInAs(page, member);
  await page.goto('/live');
  await expect(page.getByRole('heading', { name: 'Live Chat' })).toBeVisible({ timeout: 30_000 });
  // The live socket is open: from here a message must arrive within 1 s.
  await expect(page.getByTestId('live-chat')).toHaveAttribute('data-connected', 'true', { timeout: 15_000 });
  return page;
}

test('a member and a visitor chat live; a deleted message disappears from both; a visitor flood is limited', async ({
  browser,
  request,
}) => {
  const ruth = await join(request, 'ruth');
  const member = await chatPage(browser, ruth);
  const visitor = await chatPage(browser);
  await expect(member.getByText(`Chatting as ${ruth.user.displayName}`)).toBeVisible();

  const hello = `Grace and peace ${Date.now()}`;
  await member.getByRole('textbox', { name: 'Message', exact: true }).fill(hello);
  await member.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(member.getByTestId('chat-list').getByText(hello)).toBeVisible();
  await expect(visitor.getByTestId('chat-list').getByText(hello)).toBeVisible({ timeout: 1000 });
  await expect(visitor.getByTestId('chat-message').filter({ hasText: hello }).getByRole('img', { name: 'Verified member' })).toBeVisible();

  const amen = `Amen from Kentucky ${Date.now()} https://example.org/psalm-23`;
  await visitor.getByTestId('live-chat').getByRole('textbox', { name: 'Your name' }).fill('Grace');
  await visitor.getByRole('textbox', { name: 'Message', exact: true }).fill(amen);
  await visitor.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(member.getByTestId('chat-list').getByText(amen)).toBeVisible({ timeout: 1000 });
  const line = member.getByTestId('chat-message').filter({ hasText: amen });
  await expect(line).toContainText('Grace');
  // A visitor's link is text, not a link.
  await expect(line.getByRole('link')).toHaveCount(0);
  await expectAccessible(visitor);

  // A moderator deletes the visitor's message: gone for both at once.
  const list = (await (await request.get('/api/chat/messages')).json()) as Array<{ id: string; message: string }>;
  const id = list.find((m) => m.message === amen)!.id;
  expect((await request.delete(`/api/chat/messages/${id}`, { headers: await asAdmin(request) })).status()).toBe(204);
  await expect(member.getByTestId('chat-list').getByText(amen)).toHaveCount(0, { timeout: 1000 });
  await expect(visitor.getByTestId('chat-list').getByText(amen)).toHaveCount(0, { timeout: 1000 });

  // A flood from the visitor is refused with a sentence.
  const input = visitor.getByRole('textbox', { name: 'Message', exact: true });
  const alert = visitor.getByRole('alert');
  let sent = 0;
  for (let i = 0; i < 8; i++) {
    await input.fill(`flood ${i}`);
    await visitor.getByRole('button', { name: 'Send', exact: true }).click();
    // Each send ends either accepted (the box clears) or refused (the sentence shows).
    await expect(async () => expect((await input.inputValue()) === '' || (await alert.isVisible())).toBe(true)).toPass();
    if (await alert.isVisible()) break;
    sent++;
  }
  // 5 messages in 10 s pass (the visitor's earlier one counts while it is recent), the next is refused.
  expect(sent).toBeGreaterThanOrEqual(4);
  expect(sent).toBeLessThanOrEqual(5);
  await expect(visitor.getByRole('alert')).toHaveText('You are sending messages too fast. Please wait a moment.');
  await visitor.context().close();
  await member.context().close();
});

test('the studio is for broadcasters: members see how to ask; the admin gets the key, settings and copy buttons', async ({
  browser,
  request,
}) => {
  const eli = await join(request, 'eli');
  const memberPage = await (await browser.newContext()).newPage();
  await signInAs(memberPage, eli);
  await memberPage.goto('/broadcast');
  await expect(memberPage.getByText('Ask an admin to give your account the broadcaster role')).toBeVisible();
  // The guides are pages of their own, readable before access is given.
  await memberPage.getByRole('link', { name: 'Streaming a service with OBS Studio' }).click();
  await expect(memberPage).toHaveURL('/broadcast/guides/obs');
  await expect(memberPage.getByRole('heading', { name: 'Connect OBS to the station' })).toBeVisible();
  await memberPage.getByRole('link', { name: 'Streamlabs and ffmpeg' }).click();
  await expect(memberPage.getByRole('heading', { name: 'Streamlabs Desktop' })).toBeVisible();
  await expect(memberPage.getByText('ffmpeg -re -i service.mp4')).toBeVisible();
  await memberPage.goto('/broadcast/guides/no-such-guide');
  await expect(memberPage.getByRole('heading', { name: "We couldn't find that page" })).toBeVisible();
  await memberPage.context().close();

  const token = await adminToken(request);
  const me = (await (await request.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } })).json()) as {
    user?: unknown;
  } & Record<string, unknown>;
  const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const page = await context.newPage();
  await signInAs(page, { token, user: (me.user ?? me) as { id: string; username: string; displayName: string } });
  await page.goto('/broadcast');
  await expect(page.getByRole('heading', { name: 'Broadcaster Studio' })).toBeVisible();
  await expect(page.getByText(`rtmp://127.0.0.1:${rtmpPort}/live`).first()).toBeVisible();
  await expect(page.getByTestId('ingest-state')).toHaveText('Waiting for your encoder');
  page.once('dialog', (d) => void d.accept());
  await page.getByRole('button', { name: /Rotate stream key|Create stream key/ }).click();
  await expect(page.getByText('Copy this key now')).toBeVisible();
  const copy = page.getByRole('button', { name: 'Copy Stream key' });
  await copy.click();
  await expect(copy.getByRole('status')).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^live_[A-Za-z0-9_-]{32}$/);
  await expect(copy.getByRole('status')).toHaveText('', { timeout: 3000 });
  await expect(page.getByText('1280x720', { exact: true })).toBeVisible();
  await expect(page.getByText('Go live in 4 steps')).toBeVisible();
  await expectAccessible(page);
  await noHorizontalScroll(page);
  await context.close();
});
