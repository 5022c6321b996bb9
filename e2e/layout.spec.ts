import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, join } from './support';

test.describe.configure({ mode: 'parallel' });

/** The page fits the screen: nothing makes it scroll sideways. */
async function overflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

// Every route at every width: routes.spec.ts.

test('every number on the home and About pages is read from the station', async ({ page, request }) => {
  await join(request, 'counted');
  const read = async () => {
    await page.goto('/');
    await expect(page.getByTestId('stat-members')).toHaveText(/\d/);
    await expect(page.getByTestId('stat-prayers')).toHaveText(/\d/);
    const members = await page.getByTestId('stat-members').textContent();
    const prayers = await page.getByTestId('stat-prayers').textContent();
    const stats = (await (await request.get('/api/community/stats')).json()) as { totalMembers: number; totalPrayers: number };
    return [members, prayers, String(stats.totalMembers), String(stats.totalPrayers)];
  };
  // Other journeys add members while this one reads: the page and the API agree on a read.
  await expect
    .poll(
      async () => {
        const [members, prayers, apiMembers, apiPrayers] = await read();
        return members === apiMembers && prayers === apiPrayers ? 'agree' : `page ${members}/${prayers}, API ${apiMembers}/${apiPrayers}`;
      },
      { timeout: 30_000 },
    )
    .toBe('agree');
  const listeners = (await (await request.get('/api/stream/status')).json()) as { station: { listeners: number } };
  await expect(page.getByTestId('stat-listeners')).toHaveText(/^\d+$/);
  // Listeners come and go while other journeys play the stream: the figure is the broadcast's, within a few.
  expect(Math.abs(Number(await page.getByTestId('stat-listeners').textContent()) - listeners.station.listeners)).toBeLessThanOrEqual(3);
  // The community page's "All (n)" is the same count of discussions as its stats card and the API.
  await expect
    .poll(
      async () => {
        await page.goto('/community');
        const all = page.getByRole('navigation', { name: /categor/i }).getByText(/^All \(\d+\)$/);
        await expect(all).toBeVisible();
        const stats = (await (await request.get('/api/community/stats')).json()) as { totalDiscussions: number };
        return (await all.textContent()) === `All (${stats.totalDiscussions})`
          ? 'agree'
          : `${await all.textContent()} vs ${stats.totalDiscussions}`;
      },
      { timeout: 30_000 },
    )
    .toBe('agree');
  await page.goto('/');
  await expect(page.getByText('2,500+')).toHaveCount(0);
  await expect(page.getByText('45K+')).toHaveCount(0);
  // The About page's figures are the station's too: its members, and the people on its team.
  await expect
    .poll(
      async () => {
        await page.goto('/about');
        const figures = page.getByRole('list', { name: 'The station in numbers' });
        await expect(figures.getByText('Community members')).toBeVisible();
        await expect(figures.getByText('On the team')).toBeVisible();
        const text = (await figures.textContent()) ?? '';
        const stats = (await (await request.get('/api/community/stats')).json()) as { totalMembers: number };
        const team = (await (await request.get('/api/team')).json()) as unknown[];
        return text.includes(`${stats.totalMembers}Community members`) && text.includes(`${team.length}On the team`) ? 'agree' : text;
      },
      { timeout: 30_000 },
    )
    .toBe('agree');
  await expect(page.getByText('2,500+')).toHaveCount(0);
});

test('the station is in the served page before any script runs', async ({ request, browser }) => {
  const html = await (await request.get('/')).text();
  expect(html).toContain('id="selah-station"');
  expect(html).toMatch(/<h1[^>]*>Welcome to Harvest Light Radio<\/h1>/);
  // With scripts off, a visitor still sees the station's name and words.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Welcome to Harvest Light Radio' })).toBeVisible();
  await context.close();
});

test('after joining from the phone menu, the member lands on their profile with the menu closed', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await menu.getByRole('button', { name: 'Sign In' }).click();
  const form = page.getByRole('form', { name: 'Join us' });
  await page.getByRole('tab', { name: 'Join Us' }).click();
  const username = `phone_${Date.now().toString(36)}`;
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Email').fill(`${username}@example.org`);
  await form.locator('input[name="password"]').fill('faithful and true');
  await form.getByLabel('Confirm password').fill('faithful and true');
  await form.getByRole('button', { name: 'Join Community' }).click();
  await expect(page).toHaveURL('/profile');
  await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);
  expect(await overflow(page)).toBeLessThanOrEqual(0);
});

test('on a phone the dock keeps one line and opens a full-screen player', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  const dock = page.getByRole('region', { name: 'Radio player' });
  const label = dock.getByTestId('dock-label');
  await expect(label).toBeVisible();
  // One line of 12 px capitals: a wrapped label would be twice as tall.
  expect((await label.boundingBox())!.height).toBeLessThan(24);
  await dock.getByRole('button', { name: 'Open the full player' }).click();
  const full = page.getByTestId('full-player');
  await expect(full).toBeVisible();
  await expect(full.getByTestId('full-player-title')).toHaveText((await dock.getByTestId('now-playing-title').textContent())!);
  await expect(full.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  await expectAccessible(page);
  await full.getByRole('button', { name: 'Close the full player' }).click();
  await expect(full).toBeHidden();
  expect(await overflow(page)).toBeLessThanOrEqual(0);
});

test('on a small laptop (1024 px) Sign In and Donate stay in the bar, and the hero’s Join Community opens the join form', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto('/');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Donate' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await page.getByRole('main').getByRole('button', { name: 'Join Community' }).click();
  const dialog = page.getByRole('dialog', { name: 'Join Community' });
  await expect(dialog.getByRole('form', { name: 'Join us' })).toBeVisible();
});
