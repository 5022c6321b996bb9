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

// axe on every route of the table, at 375 and 1280 px: routes.spec.ts.
