import http from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import { signInAsAdmin } from './admin-session';
import { expectAccessible, join, signInAs, lookAt } from './support';

/** A PUT to the radio's live mount with these credentials and a little audio: the status it answers. */
function putLive(baseURL: string, user: string, pass: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${baseURL}/live`, {
      method: 'PUT',
      headers: { authorization: `Basic ${Buffer.from(`${user}:${pass}`).toString('base64')}`, 'content-type': 'audio/mpeg' },
    });
    req.on('response', (res) => {
      resolve(res.statusCode ?? 0);
      res.resume();
      req.destroy();
    });
    req.on('error', reject);
    req.end(Buffer.alloc(64));
  });
}

const noSideways = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

test('the admin makes a member a broadcaster in People: the member opens the studio and their login opens the live mount', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.slow();
  const naomi = await join(request, 'naomi');
  expect(await putLive(baseURL!, naomi.user.username, 'faithful and true')).toBe(401);

  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsAdmin(page, request);
  await page.goto('/admin/people');
  const search = page.getByRole('search');
  await search.getByLabel('Search members').fill(naomi.user.username);
  await search.getByRole('button', { name: 'Search' }).click();
  const members = page.getByRole('list', { name: 'Members' });
  await expect(members.getByRole('listitem')).toHaveCount(1);
  await members.getByLabel(`Role of ${naomi.user.username}`).selectOption('broadcaster');
  await expect(page.getByText(`${naomi.user.username} is now a broadcaster.`)).toBeVisible();
  await lookAt(page, { path: 'test-results/admin-people-1280.png', fullPage: true });
  await expectAccessible(page);
  await noSideways(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await lookAt(page, { path: 'test-results/admin-people-375.png', fullPage: true });
  await noSideways(page);

  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await signInAs(member, naomi);
  await member.goto('/broadcast');
  await expect(member.getByRole('heading', { name: 'Broadcaster Studio' })).toBeVisible();
  await memberContext.close();
  expect(await putLive(baseURL!, naomi.user.username, 'faithful and true')).toBe(200);

  await page.goto('/admin/audit');
  await expect(page.getByText(`Made ${naomi.user.username} a broadcaster`)).toBeVisible();
});
