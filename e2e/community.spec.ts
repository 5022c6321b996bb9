import { expect, test } from '@playwright/test';
import { expectAccessible, join, signInAs } from './support';

test('a member asks for prayer; another replies and prays; the first sees both', async ({ browser, request }) => {
  const ruth = await join(request, 'ruth');
  const naomi = await join(request, 'naomi');
  const title = `Please pray for my grandson ${Date.now().toString(36)}`;

  const ruthPage = await (await browser.newContext()).newPage();
  await signInAs(ruthPage, ruth);
  await ruthPage.goto('/community');
  await ruthPage.getByRole('button', { name: 'Submit Prayer Request' }).click();
  const dialog = ruthPage.getByRole('dialog', { name: 'New Discussion' });
  await expect(dialog.getByLabel('Category')).toHaveValue('prayer');
  await dialog.getByRole('button', { name: 'Create Discussion' }).click();
  await expect(dialog.getByText('Title must be at least 5 characters')).toBeVisible();
  await expect(dialog.getByText('Content must be at least 10 characters')).toBeVisible();
  await dialog.getByLabel('Subject').fill(title);
  await dialog.getByLabel('Content').fill('Caleb starts chemotherapy on Monday. Please pray for strength and for his parents.');
  await dialog.getByRole('button', { name: 'Create Discussion' }).click();
  await expect(dialog).toBeHidden();
  const ruthCard = ruthPage.getByRole('article', { name: title });
  await expect(ruthCard).toBeVisible();
  await expect(ruthCard.getByRole('button', { name: /I prayed \(0 prayers\)/ })).toBeVisible();

  const naomiPage = await (await browser.newContext()).newPage();
  await signInAs(naomiPage, naomi);
  await naomiPage.goto('/community?category=prayer');
  const naomiCard = naomiPage.getByRole('article', { name: title });
  await naomiCard.getByRole('button', { name: 'Reply' }).click();
  await naomiCard.getByLabel('Write a reply').fill('Praying for Caleb and all of you tonight.');
  await naomiCard.getByRole('button', { name: 'Post Reply' }).click();
  await expect(naomiCard.getByText('Praying for Caleb and all of you tonight.')).toBeVisible();
  await naomiCard.getByRole('button', { name: /I prayed/ }).click();
  await expect(naomiCard.getByRole('button', { name: /You prayed today \(1 prayer\)/ })).toBeVisible();
  await expectAccessible(naomiPage);

  await ruthPage.reload();
  const refreshed = ruthPage.getByRole('article', { name: title });
  await expect(refreshed.getByRole('button', { name: /I prayed \(1 prayer\)/ })).toBeVisible();
  await refreshed.getByRole('button', { name: '1 reply' }).click();
  await expect(refreshed.getByText('Praying for Caleb and all of you tonight.')).toBeVisible();
  // Author lines name the member and nothing of where they live until they choose (issue 16).
  await expect(refreshed.getByRole('list', { name: 'Replies' }).getByText(new RegExp(`^${naomi.user.displayName} · `))).toBeVisible();
  await expect(refreshed.getByText(/Bowling Green|United States/)).toHaveCount(0);

  // Ruth marks it answered and is offered to share it as a testimony.
  await refreshed.getByRole('button', { name: 'Mark answered' }).click();
  await refreshed.getByLabel('How did God answer?').fill('Caleb finished his first round and is doing well.');
  await refreshed.getByRole('button', { name: 'Share update' }).click();
  await expect(refreshed.getByText('Prayer answered')).toBeVisible();
  await ruthPage.getByRole('button', { name: 'Share as testimony' }).click();
  const testimony = ruthPage.getByRole('dialog', { name: 'New Discussion' });
  await expect(testimony.getByLabel('Category')).toHaveValue('testimonies');
  await expect(testimony.getByLabel('Subject')).toHaveValue(`Answered prayer: ${title}`);
  await expect(testimony.getByLabel('Content')).toHaveValue('Caleb finished his first round and is doing well.');
  await testimony.getByRole('button', { name: 'Cancel' }).click();

  // Naomi's profile now counts and lists what she did.
  await naomiPage.goto('/profile');
  await expect(naomiPage.getByTestId('stat-comments')).toHaveText('1');
  await expect(naomiPage.getByTestId('stat-prayers')).toHaveText('1');
  await naomiPage.getByRole('tab', { name: 'Comments' }).click();
  await expect(naomiPage.getByText('Praying for Caleb and all of you tonight.')).toBeVisible();
  await naomiPage.getByRole('tab', { name: 'Following' }).click();
  await expect(naomiPage.getByRole('link', { name: new RegExp(title) })).toBeVisible();
});

test('a visitor who taps like or create discussion is invited to join, not shown an error', async ({ page }) => {
  await page.goto('/community');
  const first = page.getByRole('article').first();
  await first.getByRole('button', { name: /^Like/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Join Community' });
  await expect(dialog).toBeVisible();
  await expect(page.getByText('Please Login First')).toHaveCount(0);
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Log in to create discussion' }).click();
  await expect(dialog).toBeVisible();
});

test('search waits for typing, Escape clears, and ?category selects', async ({ page }) => {
  await page.goto('/community?category=testimonies');
  await expect(page.getByRole('button', { name: 'Testimonies', exact: true })).toHaveAttribute('aria-current', 'true');
  for (const card of await page.getByRole('article').all()) await expect(card.getByText('Testimonies', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  const search = page.getByLabel('Search discussions');
  await search.fill('quilt');
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article').first()).toContainText('quilt');
  await search.press('Escape');
  await expect(search).toHaveValue('');
  await expect(page.getByRole('article').nth(5)).toBeVisible();
});

test('?thread=ID opens that discussion, and the community is usable at 375 px', async ({ page, request }) => {
  const list = (await (await request.get('/api/community/threads?tab=popular&limit=1')).json()) as {
    threads: Array<{ id: string; title: string }>;
  };
  const target = list.threads[0]!;
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/community?thread=${target.id}`);
  const card = page.getByRole('article', { name: target.title });
  await expect(card).toBeInViewport();
  await expect(card.getByRole('button', { name: /repl/ }).first()).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('tab', { name: 'Following' })).toBeHidden();
  await expectAccessible(page);
});
