import { expect, test, type APIRequestContext } from '@playwright/test';
import { signInAsAdmin } from './admin-session';
import { expectAccessible } from './support';

/** A gift through the built-in test processor, as a donor's browser would make it. */
async function give(request: APIRequestContext, name: string): Promise<void> {
  const intent = await request.post('/api/payments/intent', {
    data: { amount: 3500, currency: 'usd', donorInfo: { name, email: 'ruth.giver@example.org' } },
  });
  expect(intent.status()).toBe(200);
  const { id } = (await intent.json()) as { id: string };
  const token = `tok_test_success_${Math.random().toString(36).slice(2, 14).padEnd(12, 'x')}`;
  const done = await request.post(`/api/payments/intent/${id}/confirm`, { data: { token, brand: 'Visa', last4: '4242' } });
  expect(done.status()).toBe(200);
}

test('an admin adds an event and refunds a gift from the console, and the audit log keeps both', async ({ page, request }) => {
  const donor = `Ruth Giver ${Date.now().toString(36)}`;
  await give(request, donor);
  await signInAsAdmin(page, request);

  await page.goto('/admin/giving');
  await expect(page.getByRole('heading', { level: 1, name: 'Giving and events' })).toBeVisible();

  // An event, added in the dialog, is listed with the others.
  const title = `Harvest supper ${Date.now().toString(36)}`;
  await page.getByRole('button', { name: 'Add an event' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add an event' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Starts').fill('2031-10-04T18:00');
  await dialog.getByLabel('Ends').fill('2031-10-04T20:00');
  await dialog.getByLabel('Place', { exact: true }).fill('Fellowship hall');
  await dialog.getByRole('button', { name: 'Add the event' }).click();
  await expect(page.getByRole('list', { name: 'Events' }).getByText(title)).toBeVisible();

  // The gift, refunded after a confirmation.
  const gift = page.getByRole('list', { name: 'Gifts' }).getByRole('listitem').filter({ hasText: donor });
  await expect(gift).toContainText('$35.00');
  await expectAccessible(page);
  await gift.getByRole('button', { name: 'Refund' }).click();
  const confirm = page.getByRole('dialog', { name: 'Refund this gift?' });
  await confirm.getByRole('button', { name: /^Refund \$/ }).click();
  await expect(gift).toContainText('Refunded');
  await expect(gift.getByRole('button', { name: 'Refund' })).toHaveCount(0);

  // The audit log names both, under Giving and events.
  await page.goto('/admin/audit');
  await page.getByRole('button', { name: 'Giving and events' }).click();
  await expect(page.getByText(`of gift`).filter({ hasText: donor })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: title }).first()).toBeVisible();

  // A phone gets the same console without sideways scrolling.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/admin/giving');
  await expect(page.getByRole('list', { name: 'Gifts' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await expectAccessible(page);
});

test('an admin starts a fund drive from the console, and the donate page shows it', async ({ page, request }) => {
  await signInAsAdmin(page, request);
  await page.goto('/admin/giving');
  const form = page.getByRole('form', { name: 'Start a fund drive' });
  const title = `Tower repair ${Date.now().toString(36)}`;
  // The end before the start is refused with a sentence, and nothing is made.
  await form.getByLabel(/^What it is for/).fill(title);
  await form.getByLabel(/^Goal/).fill('500');
  const local = (ms: number) => {
    const d = new Date(Date.now() + ms);
    return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
  };
  await form.getByLabel(/^Starts/).fill(local(-60_000));
  await form.getByLabel(/^Ends/).fill(local(-120_000));
  await form.getByRole('button', { name: 'Start the fund drive' }).click();
  await expect(form.getByText('A fund drive must end after it starts.')).toBeVisible();
  // A short window, so the drive is over again for the other journeys.
  await form.getByLabel(/^Ends/).fill(local(150_000));
  await form.getByRole('button', { name: 'Start the fund drive' }).click();
  await expect(page.getByTestId('drive-now')).toContainText(title);
  await expect(page.getByTestId('drive-now')).toContainText('of $500 raised');
  await page.goto('/donate');
  await expect(page.getByText(title)).toBeVisible();
});
