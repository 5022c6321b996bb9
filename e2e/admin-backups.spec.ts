import { expect, test, type Page } from '@playwright/test';
import { e2eAdmin } from './admin';
import { expectAccessible, signInAs, type Member } from './support';

async function signInAsAdmin(page: Page): Promise<void> {
  const res = await page.request.post('/api/auth/login', { data: e2eAdmin });
  expect(res.status()).toBe(200);
  await signInAs(page, (await res.json()) as Member);
}

test('an admin backs the station up in /admin/backups and downloads the file', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Backups' }).first().click();
  await expect(page).toHaveURL(/\/admin\/backups$/);
  await expect(page.getByRole('heading', { name: 'Backups', level: 1 })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Nightly backups' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Back up now' }).click();
  await expect(page.getByText(/^Backup selah-\d{8}-\d{6}\.tar\.gz is ready/)).toBeVisible({ timeout: 60_000 });
  const download = page.waitForEvent('download');
  await page
    .getByRole('button', { name: /^Download selah-/ })
    .first()
    .click();
  expect((await download).suggestedFilename()).toMatch(/^selah-\d{8}-\d{6}\.tar\.gz$/);

  // Nightly at another hour, keeping three.
  const nightly = page.getByRole('form', { name: 'Nightly backups' });
  await nightly.getByLabel('Backups to keep').fill('3');
  await nightly.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Backup settings saved.')).toBeVisible();
});
