import { expect, test } from '@playwright/test';
import { appRoutes, expectAccessible } from './support';

test('every route of the route table answers 200 with the app', async ({ request }) => {
  for (const route of appRoutes) {
    const res = await request.get(route);
    expect(res.status(), route).toBe(200);
    expect(await res.text(), route).toContain('<div id="root">');
  }
});

test('health answers ok and unknown API paths answer 404 JSON', async ({ request }) => {
  const health = await request.get('/api/health');
  expect(await health.json()).toMatchObject({ ok: true, db: 'pglite' });
  const nope = await request.get('/api/nope');
  expect(nope.status()).toBe(404);
  expect(await nope.json()).toMatchObject({ error: 'not_found' });
});

test('hashed assets are cached forever, the page is revalidated', async ({ page, request }) => {
  const res = await request.get('/');
  expect(res.headers()['cache-control']).toBe('no-cache');
  const html = await res.text();
  const asset = html.match(/\/assets\/[\w.-]+\.js/)?.[0];
  expect(asset).toBeTruthy();
  const assetRes = await request.get(asset!);
  expect(assetRes.headers()['cache-control']).toContain('immutable');
  await page.goto('/');
});

test('an unknown page shows a real 404 page', async ({ page }) => {
  const res = await page.goto('/this/does/not/exist');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: "We couldn't find that page" })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL('/');
  await expectAccessible(page);
});

test('a page that fails to load shows the failure screen, and Refresh Page recovers', async ({ page }) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  // Break the next page's code chunk, as a flaky network or a half-finished deploy would.
  await page.route(/\/assets\/about-.*\.js$/, (route) => route.abort());
  await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByText("We're experiencing technical difficulties. Please refresh the page.")).toBeVisible();
  await page.unroute(/\/assets\/about-.*\.js$/);
  await page.getByRole('button', { name: 'Refresh Page' }).click();
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
  await expect(page).toHaveURL('/about');
});

test('the footer carries this year and the four community shortcuts', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  for (const name of ['Prayer Requests', 'Testimonies', 'Youth Voices', 'Faith Stories']) {
    await expect(footer.getByRole('link', { name })).toBeVisible();
  }
  await footer.getByRole('link', { name: 'Youth Voices' }).click();
  await expect(page).toHaveURL('/community?category=youth');
});

test('mobile menu opens and navigates at 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(menu).toBeVisible();
  await menu.getByRole('link', { name: 'Our team' }).click();
  await expect(page).toHaveURL('/team');
  await expect(menu).toBeHidden();
  await expect(page.evaluate(() => window.scrollY)).resolves.toBe(0);
});

// The route table in four groups per width: the two workers share them, and a group reuses one
// page (a fresh browser context per page cost 5-6 s more each on a busy machine). Each page is a
// step, so a finding names its page.
const GROUPS = 4;
test.describe('axe finds no serious or critical violation', () => {
  test.describe.configure({ mode: 'parallel' });
  for (const width of [375, 1280]) {
    for (let group = 0; group < GROUPS; group++) {
      const routes = appRoutes.filter((_, i) => i % GROUPS === group);
      test(`at ${width} px on ${routes.join(', ')}`, async ({ page }) => {
        // Seven pages loaded and scanned: minutes on a busy 2-core machine, seconds each on a quiet one.
        test.setTimeout(300_000);
        await page.setViewportSize({ width, height: 900 });
        for (const route of routes) {
          await test.step(route, async () => {
            await page.goto(route);
            await page.waitForLoadState('networkidle');
            await expect(page.getByRole('main')).toBeVisible();
            await expectAccessible(page);
          });
        }
      });
    }
  }
});
