import { expect, test, type Page } from '@playwright/test';
import { adminToken, e2eAdmin } from './admin';
import { expectAccessible, signInAs, type Member, lookAt } from './support';

async function signInAsAdmin(page: Page): Promise<void> {
  const res = await page.request.post('/api/auth/login', { data: e2eAdmin });
  expect(res.status()).toBe(200);
  await signInAs(page, (await res.json()) as Member);
}

/** Back to the seeded tagline, so other journeys on this station see what they expect. */
async function restoreTagline(page: Page, tagline: string): Promise<void> {
  const headers = { authorization: `Bearer ${await adminToken(page.request)}` };
  const { station } = (await (await page.request.get('/api/admin/settings', { headers })).json()) as { station: Record<string, unknown> };
  expect((await page.request.patch('/api/admin/settings', { headers, data: { station: { ...station, tagline } } })).status()).toBe(200);
}

test('an admin changes the tagline in /admin/settings and the home page shows it', async ({ page }) => {
  const before = ((await (await page.request.get('/api/station')).json()) as { tagline: string }).tagline;
  const tagline = `Hope on the air, ${Date.now().toString(36)}`;
  await signInAsAdmin(page);
  await page.goto('/admin/settings');
  const identity = page.getByRole('region', { name: 'Identity and contact' });
  await identity.getByLabel('Tagline').fill(tagline);
  await identity.getByRole('button', { name: 'Save identity and contact' }).click();
  await expect(page.getByText('Identity and contact saved')).toBeVisible();

  // A new page load: the served page (its first paint and the station JSON) already has the change.
  const served = await (await page.request.get('/')).text();
  expect(served).toContain(tagline);
  await page.goto('/');
  await expect(page).toHaveTitle(`Harvest Light Radio · ${tagline}`);
  await expect(page.getByRole('contentinfo').getByText(tagline).first()).toBeVisible();

  // A mistake is refused with the sentence beside its field, and nothing changes.
  await page.goto('/admin/settings');
  await identity.getByLabel('Station name').fill('');
  await identity.getByRole('button', { name: 'Save identity and contact' }).click();
  await expect(identity.getByText('The station needs a name.')).toBeVisible();
  await expect(identity.getByText('Not saved: one field needs a change (marked below).')).toBeVisible();
  expect(((await (await page.request.get('/api/station')).json()) as { name: string }).name).toBe('Harvest Light Radio');

  // The audit log has the change, with its words.
  await page.goto('/admin/audit');
  await expect(page.getByText(`Changed the station’s tagline to “${tagline}”`)).toBeVisible();

  await restoreTagline(page, before);
});

test('a team photo uploads with a preview; the settings page reads well at 375 and 1280 px', async ({ page }) => {
  await signInAsAdmin(page);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/admin/settings');
    await expect(page.getByRole('heading', { name: 'Station settings', level: 1 })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await lookAt(page, { path: `test-results/admin-settings-${width}.png`, fullPage: false });
    await expectAccessible(page);
  }
  await page.getByRole('button', { name: 'Team', exact: true }).click();
  const team = page.getByRole('region', { name: 'Team' });
  const first = team.getByRole('group').first();
  // A 1×1 PNG: the server checks it by content and answers a WebP.
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
  await first.getByLabel('Photo').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: png });
  const preview = first.getByRole('img', { name: 'Photo preview' });
  await expect(preview).toHaveAttribute('src', /^\/media\/site\/[0-9a-f-]{36}\.webp$/);
  const src = (await preview.getAttribute('src'))!;

  // Saved, the photo takes the place of the initials on the public Team page.
  const headers = { authorization: `Bearer ${await adminToken(page.request)}` };
  const before = ((await (await page.request.get('/api/admin/settings', { headers })).json()) as { team: unknown[] }).team;
  const name = await first.getByLabel('Name').inputValue();
  await team.getByRole('button', { name: 'Save team' }).click();
  await expect(page.getByText('Team saved')).toBeVisible();
  await page.goto('/team');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, level: 3 }) });
  const photo = card.locator(`img[src="${src}"]`);
  await expect(photo).toBeVisible();
  expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // Back to the seeded team, so other journeys on this station see what they expect.
  expect((await page.request.patch('/api/admin/settings', { headers, data: { team: before } })).status()).toBe(200);

  // A sponsor's year that is not a year is refused beside its field, and the sponsor page keeps the old one.
  await page.goto('/admin/settings');
  await page.getByRole('button', { name: 'Sponsors', exact: true }).click();
  const sponsors = page.getByRole('region', { name: 'Sponsors' });
  const sponsor = sponsors.getByRole('group').first();
  await sponsor.getByLabel('Year they began').fill('');
  await sponsors.getByRole('button', { name: 'Save sponsors' }).click();
  await expect(sponsor.getByText('Write the year they began, like 1987.')).toBeVisible();
  expect(((await (await page.request.get('/api/sponsors')).json()) as Array<{ established: number }>)[0]!.established).toBe(1987);
});
