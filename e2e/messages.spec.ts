import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, join, noSidewaysScroll, signedInPage, turnTo, lookAt } from './support';

/** Resolves once the page's notifications socket was accepted (the station sends the count first). */
const socketReady = (page: Page) =>
  new Promise<void>((resolve) => {
    page.on('websocket', (ws) => {
      if (!ws.url().endsWith('/ws/notifications')) return;
      ws.on('framereceived', (f) => {
        if (String(f.payload).includes('unread_count')) resolve();
      });
    });
  });

const shot = (page: Page, name: string) => lookAt(page, { path: `.tmp/shots/${name}.png` });
const messagesLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Messages/ });

// One conversation, both widths: Naomi reads on a 375 px phone, Ruth writes from a 1440 px
// desktop; at the end each page is turned to the other width and must still read well.
const phone = 375;
const desktop = 1440;
test(`two members talk, the message arrives live with the badge, and a block ends it (${phone} and ${desktop} px)`, async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const ruth = await join(request, 'ruth');
  const naomi = await join(request, 'naomi');
  // Ruth has taken part in the community, so she may write first to anyone (decision 023).
  const posted = await request.post('/api/community/threads', {
    headers: { authorization: `Bearer ${ruth.token}` },
    data: { title: 'Grateful for this station', category: 'testimonies', content: 'The morning show carried me through a hard week.' },
  });
  expect(posted.status(), await posted.text()).toBe(201);

  // Naomi waits on her messages, her socket open.
  const naomiPage = await signedInPage(browser, naomi, phone);
  const ready = socketReady(naomiPage);
  await naomiPage.goto('/messages');
  await expect(naomiPage.getByText('No conversations yet.')).toBeVisible();
  await ready;
  await expect(messagesLink(naomiPage)).toHaveAccessibleName('Messages');

  // Ruth opens Naomi's profile, follows her, and writes.
  const ruthPage = await signedInPage(browser, ruth, desktop);
  await ruthPage.goto(`/members/${naomi.user.id}`);
  await expect(ruthPage.getByRole('heading', { name: naomi.user.displayName })).toBeVisible();
  await ruthPage.getByRole('button', { name: 'Follow' }).click();
  await expect(ruthPage.getByRole('button', { name: 'Following' })).toHaveAttribute('aria-pressed', 'true');
  await expect(ruthPage.getByTestId('followers-count')).toHaveText('1');
  await expectAccessible(ruthPage);
  await shot(ruthPage, `member-profile-${desktop}`);
  await ruthPage.getByRole('link', { name: 'Message', exact: true }).click();
  const text = 'Shalom Naomi! Will you sing with us on Sunday?';
  await ruthPage.getByLabel(`Message to ${naomi.user.displayName}`).fill(text);
  await ruthPage.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(ruthPage.getByRole('log', { name: 'Messages' })).toContainText(text);

  // Naomi sees it arrive without reloading: the badge, then the conversation in her list.
  await expect(messagesLink(naomiPage)).toHaveAccessibleName('Messages, 1 unread');
  await expect(messagesLink(naomiPage).getByTestId('messages-badge')).toHaveText('1');
  const entry = naomiPage.getByRole('link', { name: new RegExp(ruth.user.displayName) });
  await expect(entry).toContainText(text);
  await shot(naomiPage, `messages-list-${phone}`);
  await entry.click();
  await expect(naomiPage.getByRole('log', { name: 'Messages' })).toContainText(text);
  // Read on screen: the badge goes.
  await expect(messagesLink(naomiPage)).toHaveAccessibleName('Messages');
  // On a phone the open conversation takes the screen; the list is one step back.
  await expect(naomiPage.getByRole('navigation', { name: 'Your conversations' })).toBeHidden();
  await noSidewaysScroll(naomiPage);
  await expectAccessible(naomiPage);

  // Naomi answers; Ruth sees it in her open conversation without reloading.
  await naomiPage.getByLabel(`Message to ${ruth.user.displayName}`).fill('Yes, gladly. I will bring my sister too.');
  await naomiPage.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(ruthPage.getByRole('log', { name: 'Messages' })).toContainText('I will bring my sister too.');
  await shot(naomiPage, `conversation-${phone}`);

  // Naomi blocks Ruth: her conversation is closed, and Ruth's next message is refused, saying why.
  naomiPage.once('dialog', (d) => void d.accept());
  await naomiPage.getByRole('button', { name: 'Block', exact: true }).click();
  await expect(naomiPage.getByRole('log', { name: 'Messages' })).toContainText(`You blocked ${ruth.user.displayName}.`);
  await expect(naomiPage.getByRole('log', { name: 'Messages' })).not.toContainText('I will bring my sister too.');
  await expect(naomiPage.getByRole('button', { name: 'Unblock' })).toBeVisible();
  await ruthPage.getByLabel(`Message to ${naomi.user.displayName}`).fill('Are you there?');
  await ruthPage.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(ruthPage.getByRole('alert')).toContainText('This member is not accepting messages from you.');
  await expectAccessible(naomiPage);
  await shot(naomiPage, `blocked-${phone}`);
  await noSidewaysScroll(ruthPage);

  // Each turned to the other width: the desktop shows the list beside the conversation.
  await turnTo(naomiPage, desktop, 860);
  await expect(naomiPage.getByRole('navigation', { name: 'Your conversations' })).toBeVisible();
  await noSidewaysScroll(naomiPage);
  await expectAccessible(naomiPage);
  await shot(naomiPage, `blocked-${desktop}`);
  await turnTo(ruthPage, phone, 860);
  await expect(ruthPage.getByRole('alert')).toContainText('This member is not accepting messages from you.');
  await noSidewaysScroll(ruthPage);
  await expectAccessible(ruthPage);
  await shot(ruthPage, `refused-${phone}`);
});
