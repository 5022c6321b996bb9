import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminGet, adminToken } from './admin';
import { holdTheDrive, releaseTheDrive } from './on-air';
import { expectAccessible, noSidewaysScroll, turnTo, lookAt } from './support';

test.afterEach(releaseTheDrive);

/**
 * Issue 30: a fund drive reaches its goal live on two open pages (home and donate) as a gift
 * arrives, without a reload; and a weekly gift is chosen on the donate form.
 */
async function startDrive(request: APIRequestContext, title: string) {
  const now = Date.now();
  // A short window, so the drive is gone again for the other journeys.
  const made = await request.post('/api/admin/fund-drives', {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    data: { title, goalCents: 2500, startsAt: new Date(now - 1000).toISOString(), endsAt: new Date(now + 75_000).toISOString() },
  });
  expect(made.status(), await made.text()).toBe(201);
}

/** A gift arriving from someone else's browser: the test processor's checkout and confirm. */
async function giftArrives(request: APIRequestContext, amount: number) {
  const res = await request.post('/api/payments/intent', {
    data: { amount, donorInfo: { email: 'drive-giver@example.org', name: 'Drive Giver' } },
  });
  expect(res.status(), await res.text()).toBe(200);
  const { id } = (await res.json()) as { id: string };
  const cookie = String(res.headers()['set-cookie']).split(';')[0]!;
  const paid = await request.post(`/api/payments/intent/${id}/confirm`, {
    headers: { cookie },
    data: { token: `tok_test_success_${Date.now().toString(36)}abcdefgh`, brand: 'Visa', last4: '4242' },
  });
  expect(paid.status(), await paid.text()).toBe(200);
}

async function fillCard(page: Page) {
  const card = page.frameLocator('[data-testid="card-frame"]');
  await expect(card.getByText('TEST MODE', { exact: true })).toBeVisible();
  await card.getByLabel('Card number').fill('4242 4242 4242 4242');
  await card.getByLabel('Expiry (MM/YY)').fill('12/34');
  await card.getByLabel('CVC').fill('123');
}

// Both widths in one journey: home on a 375 px phone and donate at a 1440 px desktop, side by side;
// then each page at the other width.
test('a fund drive reaches its goal live on home (375 px) and donate (1440 px), then a weekly gift', async ({ page, request }) => {
  const title = `Transmitter Drive ${Date.now().toString(36)}`;
  // The station shows one drive: the church-life journey starts its own, so they take turns.
  await holdTheDrive();
  await startDrive(request, title);
  const home = page;
  const donate = await page.context().newPage();
  await home.setViewportSize({ width: 375, height: 800 });
  await donate.setViewportSize({ width: 1440, height: 900 });
  await home.goto('/');
  await donate.goto('/donate?amount=25');
  for (const p of [home, donate]) {
    await expect(p.getByRole('heading', { name: title })).toBeVisible();
    await expect(p.getByTestId('goal-reached')).toHaveCount(0);
  }

  // Whatever else was given in the window, this gift reaches the goal.
  const { raisedCents } = await (await request.get('/api/fund-drives/current')).json();
  await giftArrives(request, Math.max(100, 2500 - raisedCents));
  for (const p of [home, donate]) {
    await expect(p.getByTestId('goal-reached')).toHaveText('Goal reached');
    await expect(p.getByRole('progressbar', { name: `${title}: 100% of the goal` })).toBeVisible();
    await noSidewaysScroll(p);
  }
  await lookAt(home.getByTestId('fund-drive'), { path: `test-results/fund-drive-home-375.png` });
  await expectAccessible(home);
  await turnTo(home, 1440);
  await expect(home.getByRole('progressbar', { name: `${title}: 100% of the goal` })).toBeVisible();
  await noSidewaysScroll(home);
  await lookAt(home.getByTestId('fund-drive'), { path: `test-results/fund-drive-home-1440.png` });

  // A weekly gift on the donate form.
  await donate.getByText('Weekly', { exact: true }).click();
  await expect(donate.getByRole('radio', { name: 'Weekly' })).toBeChecked();
  const email = `weekly_${Date.now().toString(36)}@example.org`;
  await donate.getByLabel(/Email address/).fill(email);
  await fillCard(donate);
  await lookAt(donate, { path: `test-results/fund-drive-donate-1440.png`, fullPage: true });
  await expectAccessible(donate);
  await donate.getByRole('button', { name: 'Give $25.00 weekly' }).click();
  await expect(donate.getByRole('heading', { name: 'Thank you for your donation!' })).toBeVisible();
  await expect(donate.getByTestId('receipt')).toContainText('Weekly');
  const { gifts } = await adminGet<{ gifts: Array<{ frequency: string; planId: string | null }> }>(
    request,
    `/api/admin/payments/gifts?email=${encodeURIComponent(email)}`,
  );
  expect(gifts).toEqual([expect.objectContaining({ frequency: 'weekly', planId: expect.any(String) })]);
  // The thank-you on a phone.
  await turnTo(donate, 375, 800);
  await expect(donate.getByTestId('receipt')).toBeVisible();
  await noSidewaysScroll(donate);
  await expectAccessible(donate);
  await lookAt(donate, { path: `test-results/fund-drive-thanks-375.png`, fullPage: true });
  await donate.close();
});
