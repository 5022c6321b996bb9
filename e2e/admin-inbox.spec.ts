import { expect, test, type Page } from '@playwright/test';
import { adminGet, e2eAdmin } from './admin';
import { expectAccessible, signInAs, type Member, lookAt } from './support';

async function signInAsAdmin(page: Page): Promise<void> {
  const res = await page.request.post('/api/auth/login', { data: e2eAdmin });
  expect(res.status()).toBe(200);
  await signInAs(page, (await res.json()) as Member);
}

test('an admin replies to a contact message: it shows as handled and the outbox has the mail', async ({ page }) => {
  const who = `Abigail ${Date.now().toString(36)}`;
  const email = `abigail.${Date.now().toString(36)}@example.org`;
  const sent = await page.request.post('/api/contact', {
    data: {
      name: who,
      email,
      subject: 'Thank you for the morning show',
      message: 'It carried me through a hard week.',
      hp: '',
      renderAt: Date.now() - 20_000,
    },
  });
  expect(sent.status()).toBe(201);

  await signInAsAdmin(page);
  await page.goto('/admin/inbox');
  await page.getByRole('button', { name: new RegExp(who) }).click();
  await expect(page.getByRole('button', { name: /^Messages\s*\d+ new$/ })).toBeVisible();
  const message = page.getByRole('article', { name: 'Thank you for the morning show' });
  await expect(message.getByText('It carried me through a hard week.')).toBeVisible();
  await expectAccessible(page);

  await message.getByLabel('Your reply').fill('We are so glad, Abigail. Thank you for listening!');
  await message.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByText('Reply sent')).toBeVisible();
  await expect(message.getByText('Handled', { exact: true })).toBeVisible();
  await expect(message.getByRole('button', { name: 'Mark as new again' })).toBeVisible();

  const outbox = await adminGet<{ mails: Array<{ toAddress: string; subject: string; bodyText: string }> }>(
    page.request,
    '/api/admin/inbox/outbox',
  );
  expect(outbox.mails[0]).toMatchObject({ toAddress: email, subject: 'Re: Thank you for the morning show' });
  expect(outbox.mails[0]!.bodyText).toContain('We are so glad, Abigail.');

  await page.getByRole('button', { name: /^Outbox/ }).click();
  await expect(page.getByRole('list', { name: 'Outbox' }).getByText(`To ${email}`).first()).toBeVisible();
});

test('the inbox reads well at 375 and 1280 px', async ({ page }) => {
  // A message of its own, so the list is there whatever the other journeys did with theirs.
  const sent = await page.request.post('/api/contact', {
    data: {
      name: 'Miriam Holt',
      email: 'miriam.holt@example.org',
      subject: 'A song request for Sunday',
      message: 'Could you play Amazing Grace for my mother?',
      hp: '',
      renderAt: Date.now() - 20_000,
    },
  });
  expect(sent.status()).toBe(201);
  await signInAsAdmin(page);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/admin/inbox');
    await expect(page.getByRole('heading', { name: 'Inbox and outbox', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Everything' }).click();
    await expect(page.getByRole('list', { name: 'Messages' })).toBeVisible();
    await page.getByRole('list', { name: 'Messages' }).getByRole('button').first().click();
    await expect(page.getByRole('button', { name: 'Send reply' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await lookAt(page, { path: `test-results/admin-inbox-${width}.png` });
    await expectAccessible(page);
  }
});
