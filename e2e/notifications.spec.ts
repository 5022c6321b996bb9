import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, join, signedInPage, lookAt } from './support';

// Push needs the station's service worker (the journeys block workers unless they ask).
test.use({ serviceWorkers: 'allow' });

/**
 * Resolves once the page's notification socket has been accepted (the station sends the count).
 * The frame listener is attached in the same turn the socket is seen: on a busy machine the
 * runner can receive the socket and its first frames in one batch, and a listener added a turn
 * later misses them.
 */
const socketReady = (page: Page) =>
  new Promise<void>((resolve) => {
    page.on('websocket', (ws) => {
      if (!ws.url().endsWith('/ws/notifications')) return;
      ws.on('framereceived', (f) => {
        if (String(f.payload).includes('unread_count')) resolve();
      });
    });
  });

const bellOf = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

const shot = (page: Page, name: string) => lookAt(page, { path: `.tmp/shots/${name}.png` });

test('a reply rings the bell live; the inbox and the settings do what they say', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const ruth = await join(request, 'ruth');
  const naomi = await join(request, 'naomi');
  const title = `Please pray for my sister ${Date.now().toString(36)}`;

  // Ruth asks for prayer and waits on the community page, her socket open.
  const ruthPage = await signedInPage(browser, ruth);
  const ready = socketReady(ruthPage);
  await ruthPage.goto('/community');
  await ruthPage.getByRole('button', { name: 'Submit Prayer Request' }).click();
  const dialog = ruthPage.getByRole('dialog', { name: 'New Discussion' });
  await dialog.getByLabel('Subject').fill(title);
  await dialog.getByLabel('Content').fill('Hannah has surgery on Thursday morning. Please pray for her doctors.');
  await dialog.getByRole('button', { name: 'Create Discussion' }).click();
  await expect(dialog).toBeHidden();
  await ready;
  const bell = bellOf(ruthPage);
  await expect(bell).toHaveAccessibleName('Notifications');
  await expect(ruthPage.getByTestId('notification-badge')).toHaveCount(0);

  // Naomi replies; Ruth's badge shows 1 within a second, without a reload, and a card appears.
  const naomiPage = await signedInPage(browser, naomi);
  await naomiPage.goto('/community?category=prayer');
  const naomiCard = naomiPage.getByRole('article', { name: title });
  await naomiCard.getByRole('button', { name: 'Reply' }).click();
  await naomiCard.getByLabel('Write a reply').fill('Praying for Hannah and the surgeons tonight.');
  const posted = naomiPage.waitForResponse((r) => r.url().includes('/comments') && r.request().method() === 'POST');
  await naomiCard.getByRole('button', { name: 'Post Reply' }).click();
  expect((await posted).status()).toBe(201);
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread', { timeout: 1000 });
  await expect(bell.getByTestId('notification-badge')).toHaveText('1');
  const toast = ruthPage.getByTestId('notification-toast');
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(`${naomi.user.displayName} replied to your prayer request`);
  await expect(toast.getByRole('button', { name: 'View discussion' })).toBeVisible();
  await shot(ruthPage, 'toast-1280');

  // The dropdown lists it; a click opens the thread and clears the badge.
  await bell.click();
  const panel = ruthPage.getByRole('dialog', { name: 'Notifications' });
  const item = panel.getByRole('button', { name: new RegExp(`${naomi.user.displayName} replied to your prayer request`) });
  await expect(item).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Mark all read' })).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Notification settings' })).toBeVisible();
  await expect(panel.getByRole('link', { name: 'View all notifications' })).toBeVisible();
  await expectAccessible(ruthPage);
  await shot(ruthPage, 'bell-dropdown-1280');
  await item.click();
  await expect(panel).toBeHidden();
  await expect(ruthPage).toHaveURL(/\/community\?thread=[0-9a-f-]+$/);
  await expect(ruthPage.getByRole('article', { name: title })).toBeVisible();
  await expect(bell).toHaveAccessibleName('Notifications');
  await expect(ruthPage.getByTestId('notification-badge')).toHaveCount(0);

  // Naomi prays too: a second notification, this one still unread.
  await naomiCard.getByRole('button', { name: /I prayed/ }).click();
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');

  // The inbox: Prayer tab, unread banner, Mark all read, Delete.
  await ruthPage.goto('/notifications');
  await expect(ruthPage.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  await expect(ruthPage.getByText('You have 1 unread notification', { exact: true })).toBeVisible();
  await ruthPage.getByRole('tab', { name: /^Prayer/ }).click();
  await expect(ruthPage.getByRole('tab', { name: /^Prayer/ })).toHaveAttribute('aria-selected', 'true');
  await expect(ruthPage.getByRole('tab', { name: /^Prayer/ })).toContainText('2');
  const replyCard = ruthPage.getByRole('article', { name: `${naomi.user.displayName} replied to your prayer request` });
  const prayedCard = ruthPage.getByRole('article', { name: `${naomi.user.displayName} prayed for your request` });
  await expect(replyCard).toBeVisible();
  await expect(prayedCard).toHaveAttribute('data-unread', 'true');
  await expectAccessible(ruthPage);
  await shot(ruthPage, 'notifications-1280');
  await ruthPage.getByRole('switch', { name: 'Show unread only' }).click();
  await expect(replyCard).toBeHidden();
  await expect(prayedCard).toBeVisible();
  await ruthPage.getByRole('switch', { name: 'Show unread only' }).click();
  await ruthPage.getByRole('button', { name: 'Mark all read' }).click();
  await expect(ruthPage.getByText(/You have \d+ unread/)).toBeHidden();
  await expect(prayedCard).not.toHaveAttribute('data-unread', 'true');
  await expect(bell).toHaveAccessibleName('Notifications');
  const deleted = ruthPage.waitForResponse((r) => r.request().method() === 'DELETE' && r.url().includes('/api/notifications/'));
  await replyCard.getByRole('button', { name: 'More actions' }).click();
  await expect(ruthPage.getByRole('menuitem', { name: 'Mark as read' })).toHaveCount(0);
  await ruthPage.getByRole('menuitem', { name: 'Delete' }).click();
  expect((await deleted).status()).toBe(204);
  await expect(replyCard).toBeHidden();
  await ruthPage.reload();
  await expect(prayedCard).toBeVisible();
  await expect(replyCard).toHaveCount(0);

  // Settings: Disable All and Enable All are one call each; quiet hours survive a reload.
  let puts = 0;
  ruthPage.on('request', (r) => {
    if (r.method() === 'PUT' && r.url().endsWith('/api/notification-preferences')) puts++;
  });
  const saved = () => ruthPage.waitForResponse((r) => r.request().method() === 'PUT' && r.url().endsWith('/api/notification-preferences'));
  await ruthPage.goto('/notifications/settings');
  const prayerRow = ruthPage.getByRole('group', { name: 'Replies to my prayer requests' });
  await expect(prayerRow.getByRole('switch', { name: 'In-app' })).toBeChecked();
  let answer = saved();
  await ruthPage.getByRole('button', { name: 'Disable All' }).click();
  expect((await answer).status()).toBe(200);
  await expect(ruthPage.getByText('Settings updated')).toBeVisible();
  await expect(ruthPage.getByText('Your notification preferences have been saved.')).toBeVisible();
  // One switch per kind of notification (contracts' notificationTypes: 17 with the prayer team's, the RSVP's and Live now).
  await expect(ruthPage.getByRole('switch', { name: 'In-app' })).toHaveCount(17);
  for (const s of await ruthPage.getByRole('switch', { name: 'In-app' }).all()) await expect(s).not.toBeChecked();
  expect(puts).toBe(1);
  answer = saved();
  await ruthPage.getByRole('button', { name: 'Enable All' }).click();
  await answer;
  for (const s of await ruthPage.getByRole('switch', { name: 'Email' }).all()) await expect(s).toBeChecked();
  expect(puts).toBe(2);

  answer = saved();
  await prayerRow.getByLabel('Digest').selectOption('daily');
  await answer;
  const quiet = ruthPage.getByRole('switch', { name: 'Quiet hours' });
  await expect(quiet).not.toBeChecked();
  await expect(ruthPage.getByLabel('From')).toHaveValue('22:00');
  await expect(ruthPage.getByLabel('Until')).toHaveValue('08:00');
  answer = saved();
  await quiet.click();
  await answer;
  answer = saved();
  await ruthPage.getByLabel('From').selectOption('21:00');
  await answer;
  await expectAccessible(ruthPage);
  await ruthPage.reload();
  await expect(ruthPage.getByRole('switch', { name: 'Quiet hours' })).toBeChecked();
  await expect(ruthPage.getByLabel('From')).toHaveValue('21:00');
  await expect(ruthPage.getByLabel('Until')).toHaveValue('08:00');
  await expect(ruthPage.getByRole('group', { name: 'Replies to my prayer requests' }).getByLabel('Digest')).toHaveValue('daily');
  await expect(ruthPage.getByText(Intl.DateTimeFormat().resolvedOptions().timeZone)).toBeVisible();
  await lookAt(ruthPage, { path: '.tmp/shots/settings-1280.png', fullPage: true });
});

test('at 375 px the bell, the inbox and the settings fit and read well', async ({ browser, request }) => {
  const eli = await join(request, 'eli');
  const naomi = await join(request, 'naomi');
  const thread = await request.post('/api/community/threads', {
    headers: { authorization: `Bearer ${eli.token}` },
    data: { title: 'Pray for the harvest festival', category: 'prayer', content: 'That the weather holds and many neighbours come.' },
  });
  expect(thread.status()).toBe(201);
  const { id } = (await thread.json()) as { id: string };
  const reply = await request.post(`/api/community/threads/${id}/comments`, {
    headers: { authorization: `Bearer ${naomi.token}` },
    data: { content: 'Praying for sunshine and open hearts.' },
  });
  expect(reply.status()).toBe(201);

  const page = await signedInPage(browser, eli, 375);
  await page.goto('/notifications');
  const bell = bellOf(page);
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  await expect(page.getByRole('article', { name: new RegExp(`${naomi.user.displayName} replied`) })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  await shot(page, 'notifications-375');

  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByRole('button', { name: /replied to your prayer request/ })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  await shot(page, 'bell-dropdown-375');
  await page.keyboard.press('Escape');

  await page.goto('/notifications/settings');
  await expect(page.getByRole('group', { name: 'Replies to my prayer requests' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  await shot(page, 'settings-375');
  await page.getByRole('switch', { name: 'Quiet hours' }).scrollIntoViewIfNeeded();
  await shot(page, 'settings-375-quiet-hours');
});

test('a visitor is invited to sign in, not shown an error', async ({ page }) => {
  await page.goto('/notifications');
  await expect(page.getByRole('heading', { name: 'Sign in to see your notifications' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: /^Notifications/ })).toHaveCount(0);
  await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('dialog', { name: 'Join Community' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.goto('/notifications/settings');
  await expect(page.getByRole('heading', { name: 'Sign in to choose your notifications' })).toBeVisible();
  await expectAccessible(page);
});
