import { expect, test, type Page } from '@playwright/test';
import { chromiumArgs } from '../playwright.config';
import { join, signedInPage, signInAs } from './support';

// Push needs the station's service worker (the journeys block workers unless they ask), and the
// full browser: one not asked yet says "default", where the headless shell the other journeys run
// in (docs/decisions/035) answers "denied" before any prompt.
test.use({ serviceWorkers: 'allow', launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumArgs } });

test('push is asked for only when turned on: a refusal leaves it off, a yes subscribes this browser', async ({ browser, request }) => {
  const lydia = await join(request, 'lydia');
  const pushSwitch = (page: Page) =>
    page.getByRole('group', { name: 'Replies to my prayer requests' }).getByRole('switch', { name: 'Push' });

  // The browser says no (a headless Chromium dismisses the prompt): said plainly, push stays off.
  const refused = await signedInPage(browser, lydia);
  let puts = 0;
  refused.on('request', (r) => void (r.method() === 'PUT' && puts++));
  await refused.goto('/notifications/settings');
  expect(await refused.evaluate(() => Notification.permission)).toBe('default');
  await pushSwitch(refused).click();
  await expect(refused.getByText('Notifications are blocked')).toBeVisible();
  await expect(pushSwitch(refused)).not.toBeChecked();
  expect(puts).toBe(0);

  // The browser says yes. Playwright's contexts are incognito, where Chromium has no push
  // service, so only PushManager.subscribe is stood in for; the rest is the real path.
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.grantPermissions(['notifications']);
  await context.addInitScript(() => {
    const b64 = (bytes: number[]) =>
      btoa(String.fromCharCode(...bytes))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
    PushManager.prototype.getSubscription = async () => null;
    PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
      (window as unknown as { vapidBytes: number }).vapidBytes = (options?.applicationServerKey as ArrayBuffer | Uint8Array).byteLength;
      const json = {
        endpoint: 'https://push.example.test/send/e2e',
        expirationTime: null,
        keys: { p256dh: b64([4, ...Array(64).fill(7)]), auth: b64(Array(16).fill(9)) },
      };
      return { ...json, toJSON: () => json, unsubscribe: async () => true } as unknown as PushSubscription;
    };
  });
  const page = await context.newPage();
  await signInAs(page, lydia);
  await page.goto('/notifications/settings');
  const subscribed = page.waitForResponse((r) => r.url().endsWith('/api/push/subscriptions') && r.request().method() === 'POST');
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/notification-preferences') && r.request().method() === 'PUT');
  await pushSwitch(page).click();
  expect((await subscribed).status()).toBe(204);
  expect((await saved).status()).toBe(200);
  await expect(pushSwitch(page)).toBeChecked();
  expect(await page.evaluate(() => (window as unknown as { vapidBytes: number }).vapidBytes)).toBe(65);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/'))?.active?.scriptURL)).toMatch(/\/sw\.js$/);
  await page.reload();
  await expect(pushSwitch(page)).toBeChecked();
});
