import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './admin-session';
import { holdTheAir, releaseTheAir } from './on-air';
import { expectAccessible, join, signInAs } from './support';

// Two browsers (a listener and the host) and axe, twice: more than the default.
test.describe.configure({ mode: 'serial', timeout: 180_000 });
test.afterEach(releaseTheAir);

for (const width of [375, 1440]) {
  test(`at ${width} px a listener requests a song and sends a shout-out; the host sees both live and puts the shout-out on air`, async ({
    browser,
    request,
  }) => {
    const size = { width, height: width < 600 ? 800 : 1000 };
    // The host's studio page, open before anything is sent: what arrives comes over its socket.
    const hostContext = await browser.newContext({ viewport: size });
    const host = await hostContext.newPage();
    await signInAsAdmin(host, request);
    await host.goto('/broadcast');
    await expect(host.getByRole('heading', { name: /Requests and messages/ })).toBeVisible();

    // A member listening on their phone (or desktop): a new one each run, so the request limits start afresh.
    const listenerContext = await browser.newContext({ viewport: size });
    const listener = await listenerContext.newPage();
    await signInAs(listener, await join(request, 'listener'));
    await listener.goto('/live');
    const panel = listener.locator('#request-a-song');
    await panel.scrollIntoViewIfNeeded();
    await expect(panel.getByRole('heading', { name: 'Request a song' })).toBeVisible();
    const songs = panel.getByRole('list', { name: 'Songs you can request' });
    await expect(songs.getByRole('listitem').first()).toBeVisible();
    // Search as a listener would, by a word of a title in the library.
    const firstTitle = (await songs.getByRole('listitem').first().locator('span.font-semibold').textContent())!.trim();
    await panel.getByLabel('Search by title or artist').fill(firstTitle.split(' ')[0]!);
    const available = songs.getByRole('button', { name: /^Request / }).first();
    await expect(available).toBeVisible();
    const label = (await available.getAttribute('aria-label'))!;
    const title = /^Request (.*) by /.exec(label)![1]!;
    await available.click();
    const answer = listener.getByTestId('request-answer');
    await expect(answer).toContainText(`“${title}” is requested.`);
    await expect(answer).toContainText(/Your request is (next|in line|with the host)|plays no requests/);

    const shout = `Happy birthday, Grandma Ruth! Love from Mary (${width})`;
    await listener.getByRole('radio', { name: /A shout-out/ }).check();
    await listener.getByLabel('Your name (optional)').fill('Mary');
    await listener.getByLabel(/^Your message/).fill(shout);
    await listener.getByRole('button', { name: 'Send to the studio' }).click();
    await expect(listener.getByTestId('studio-message-sent')).toHaveText('Thank you. Your message is with the studio.');
    await expectAccessible(listener);
    await listener.screenshot({ path: `test-results/request-line-listener-${width}.png`, fullPage: true });
    const overflow = await listener.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `horizontal scroll at ${width}px`).toBeLessThanOrEqual(0);

    // The host sees both arrive without reloading the page.
    const message = host.getByTestId('studio-message').filter({ hasText: shout });
    await expect(message).toBeVisible();
    await expect(message).toContainText('Shout-out');
    await expect(message).toContainText('from Mary');
    await expect(host.getByTestId('studio-request').filter({ hasText: title }).first()).toBeVisible();

    await message.getByRole('button', { name: 'Mark read' }).click();
    await expect(message.getByRole('button', { name: 'Mark read' })).toBeHidden();

    // On air: the title listeners see names the shout-out (the status every page reads).
    await holdTheAir();
    await message.getByRole('button', { name: 'Put on air' }).click();
    const onAir = `Shout-out from Mary: ${shout}`;
    await expect(host.getByText(`On air: ${onAir}`)).toBeVisible();
    await expect(message.getByText('On air')).toBeVisible();
    await expect
      .poll(async () => ((await (await request.get('/api/stream/status')).json()) as { song: { title: string } }).song.title)
      .toBe(onAir);
    await expectAccessible(host);
    await host.screenshot({ path: `test-results/request-line-studio-${width}.png`, fullPage: true });
    await hostContext.close();
    await listenerContext.close();
  });
}
