import { expect, test } from '@playwright/test';
import { adminToken } from './admin';
import { signInAsAdmin } from './admin-session';
import { expectAccessible, lookAt } from './support';

test('an admin adds a fund and the donate page offers it; the page reads well at 375 and 1440 px', async ({ page }) => {
  const headers = { authorization: `Bearer ${await adminToken(page.request)}` };
  const name = `Youth Camp ${Date.now().toString(36)}`;
  await signInAsAdmin(page, page.request);
  await page.goto('/admin/delivery');
  const add = page.getByRole('form', { name: 'Add a fund' });
  // A blank name is refused beside the field.
  await add.getByRole('button', { name: 'Add fund' }).click();
  await expect(add.getByText('Give the fund a name.')).toBeVisible();
  await add.getByLabel('New fund').fill(name);
  await add.getByRole('button', { name: 'Add fund' }).click();
  await expect(page.getByText(`“${name}” is on the donate page.`)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Funds' }).getByLabel(`Name of fund “${name}”`)).toBeVisible();

  await page.goto('/donate');
  await expect(page.locator('select[name="fund"] option', { hasText: name })).toHaveCount(1);

  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/admin/delivery');
    await expect(page.getByRole('heading', { name: 'Mail and payments', level: 1 })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Stripe keys' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await lookAt(page, { path: `test-results/admin-delivery-${width}.png`, fullPage: true });
    await expectAccessible(page);
  }

  const { funds } = (await (await page.request.get('/api/admin/payments/funds', { headers })).json()) as {
    funds: Array<{ id: string; name: string }>;
  };
  const added = funds.find((f) => f.name === name)!;
  expect((await page.request.delete(`/api/admin/payments/funds/${added.id}`, { headers })).status()).toBe(204);
});
