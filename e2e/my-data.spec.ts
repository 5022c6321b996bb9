import fs from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './admin-session';
import { expectAccessible, join, noSidewaysScroll, signInAs, turnTo, lookAt } from './support';

// Members' data theirs (issue 29): a member takes their data out as a file (on a 375 px phone),
// then deletes the account (at a 1440 px desktop).
test('a member downloads their data on a phone and deletes their account at 1440 px', async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 900 });
  const member = await join(request, 'lydia');
  const auth = { authorization: `Bearer ${member.token}` };
  const title = `Thankful for the evening psalms ${Date.now().toString(36)}`;
  const posted = await request.post('/api/community/threads', {
    headers: auth,
    data: { title, category: 'testimonies', content: 'The evening psalms carried me through a long winter.' },
  });
  expect(posted.status()).toBe(201);
  const { id: threadId } = (await posted.json()) as { id: string };

  await signInAs(page, member);
  await page.goto('/profile');
  const card = page.getByText('Your data', { exact: true });
  await card.scrollIntoViewIfNeeded();
  await expect(page.getByRole('button', { name: 'Download my data' })).toBeVisible();
  await noSidewaysScroll(page);
  await expectAccessible(page);
  await lookAt(page, { path: `test-results/my-data-card-375.png` });

  // The download is the member's own JSON file, named by the station's day.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await fs.readFile((await download.path())!, 'utf8')) as {
    format: string;
    profile: { username: string; email: string };
    community: { threads: Array<{ title: string }> };
  };
  expect(data.format).toBe('selah-member-data/1');
  expect(data.profile).toMatchObject({ username: member.user.username, email: `${member.user.username}@example.org` });
  expect(data.community.threads.map((t) => t.title)).toEqual([title]);

  // Deleting asks for the password and says what stays.
  await turnTo(page, 1440);
  await expect(page.getByRole('button', { name: 'Download my data' })).toBeVisible();
  await noSidewaysScroll(page);
  await card.scrollIntoViewIfNeeded();
  await lookAt(page, { path: `test-results/my-data-card-1440.png` });
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('tax law');
  await expectAccessible(page);
  await lookAt(page, { path: `test-results/my-data-delete-1440.png` });
  await dialog.getByLabel(/^Your password/).fill('not my password');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText('That password is not right')).toBeVisible();

  await dialog.getByLabel(/^Your password/).fill('faithful and true');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByText('Your account is deleted and you are signed out.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('selah.token'))).toBeNull();
  expect((await request.get('/api/auth/me', { headers: auth })).status()).toBe(401);

  // Their discussion stays, by a former member.
  const thread = (await (await request.get(`/api/community/threads/${threadId}`)).json()) as { authorInfo: { displayName: string } };
  expect(thread.authorInfo.displayName).toBe('Former member');
});

test('an admin deletes a member’s account from People on their request, with the reason in the audit log', async ({ page, request }) => {
  const asked = await join(request, 'tabitha');
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAsAdmin(page, request);
  await page.goto('/admin/people');
  const search = page.getByRole('search');
  await search.getByLabel('Search members').fill(asked.user.username);
  await search.getByRole('button', { name: 'Search' }).click();
  const members = page.getByRole('list', { name: 'Members' });
  await expect(members.getByRole('listitem')).toHaveCount(1);
  await members.getByRole('button', { name: `Delete account of ${asked.user.username}` }).click();
  const dialog = page.getByRole('dialog', { name: `Delete ${asked.user.username}’s account?` });
  await expect(dialog).toContainText('tax law');
  await expectAccessible(page);
  await dialog.getByLabel(/^Why/).fill('Asked by email on 3 May');
  await dialog.getByRole('button', { name: 'Delete account' }).click();
  await expect(page.getByText(`${asked.user.username}’s account is deleted.`)).toBeVisible();
  await expect(members.getByRole('listitem')).toHaveCount(0);
  expect((await request.get('/api/auth/me', { headers: { authorization: `Bearer ${asked.token}` } })).status()).toBe(401);
  await page.goto('/admin/audit');
  await expect(page.getByText(`Deleted ${asked.user.username}’s account: Asked by email on 3 May`)).toBeVisible();
});
