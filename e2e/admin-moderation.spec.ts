import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './admin-session';
import { expectAccessible, join, signInAs, lookAt } from './support';

test('a member reports a reply, the admin hides it: other members no longer see it and its author is told', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const [host, writer, reader] = await Promise.all([join(request, 'lydia'), join(request, 'demas'), join(request, 'priscilla')]);
  const auth = (m: { token: string }) => ({ authorization: `Bearer ${m.token}` });
  const thread = await request.post('/api/community/threads', {
    headers: auth(host),
    data: { title: 'Thankful for this week', category: 'testimonies', content: 'God provided a new job for my husband.' },
  });
  expect(thread.status()).toBe(201);
  const threadId = ((await thread.json()) as { id: string }).id;
  const rude = 'Nobody cares about your job, stop posting';
  expect(
    (await request.post(`/api/community/threads/${threadId}/comments`, { headers: auth(writer), data: { content: rude } })).status(),
  ).toBe(201);

  const readerContext = await browser.newContext();
  const readerPage = await readerContext.newPage();
  await signInAs(readerPage, reader);
  await readerPage.goto(`/community/t/${threadId}`);
  const replies = readerPage.getByRole('list', { name: 'Replies' });
  await expect(replies.getByText(rude)).toBeVisible();
  await replies.getByRole('button', { name: 'Report this reply' }).click();
  const dialog = readerPage.getByRole('dialog', { name: 'Report this reply' });
  await dialog.getByLabel('Unkind or hurtful').check();
  await dialog.getByLabel('Anything the team should know? (optional)').fill('Mocking a testimony');
  await expectAccessible(readerPage);
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(readerPage.getByText('Thank you. The station team will look at this post.')).toBeVisible();

  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsAdmin(page, request);
  await page.goto('/admin/moderation');
  const item = page.getByRole('listitem', { name: `Reported reply by ${writer.user.displayName}` });
  await expect(item.getByText(rude)).toBeVisible();
  await expect(item.getByText('Mocking a testimony')).toBeVisible();
  await lookAt(page, { path: 'test-results/admin-moderation-1280.png', fullPage: true });
  await expectAccessible(page);
  await item.getByRole('button', { name: 'Hide reply' }).click();
  await expect(page.getByText('The reply is hidden and its author was told.')).toBeVisible();
  await expect(page.getByText('Nothing to review')).toBeVisible();
  await page.setViewportSize({ width: 375, height: 800 });
  await lookAt(page, { path: 'test-results/admin-moderation-375.png', fullPage: true });
  // The audit log names who hid what.
  await page.goto('/admin/audit');
  await expect(page.getByText(`Hid a reply in “Thankful for this week”`).first()).toBeVisible();

  await readerPage.reload();
  await expect(readerPage.getByRole('heading', { level: 1, name: 'Thankful for this week' })).toBeVisible();
  await expect(readerPage.getByText(rude)).toHaveCount(0);
  await readerContext.close();

  const writerContext = await browser.newContext();
  const writerPage = await writerContext.newPage();
  await signInAs(writerPage, writer);
  await writerPage.goto(`/community/t/${threadId}`);
  await expect(writerPage.getByText('Hidden by the station team: only you can see it.')).toBeVisible();
  await writerPage.goto('/notifications');
  await expect(writerPage.getByText('Your reply was hidden')).toBeVisible();
  await writerContext.close();
});
