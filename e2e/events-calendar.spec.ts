import { expect, test, type Browser, type Page } from '@playwright/test';
import { signInAsAdmin } from './admin-session';
import { expectAccessible, join, signInAs, turnTo, lookAt } from './support';

/** 'YYYY-MM-DDTHH:mm' of a local time `days` from today at `hour`, as the datetime-local field takes it. */
const localInput = (days: number, hour: number) => {
  const d = new Date();
  d.setDate(d.getDate() + days);
  d.setHours(hour, 0, 0, 0);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:00`;
};

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

async function newPage(browser: Browser, width: number) {
  const context = await browser.newContext({ viewport: { width, height: width < 800 ? 800 : 900 } });
  return context.newPage();
}

/** Goes to the month of `iso` in the calendar (by the page's own month buttons). */
async function showMonthOf(page: Page, iso: string) {
  const month = await page.evaluate((at) => new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' }).format(new Date(at)), iso);
  for (let i = 0; i < 3; i++) {
    if ((await page.getByRole('heading', { level: 2, name: month }).count()) > 0) return;
    await page.getByRole('button', { name: 'Next month' }).click();
  }
  await expect(page.getByRole('heading', { level: 2, name: month })).toBeVisible();
}

// One journey, both widths: staff at a 1440 px desktop, a visitor's calendar on a 375 px phone (and
// then on the desktop), the member who answers at 1440 px, the check-in on a phone.
test('staff add a weekly event (1440 px), the calendar shows its dates (375 and 1440 px), a member answers one, staff check them in on a phone', async ({
  browser,
  request,
}) => {
  const title = `Tuesday study ${Date.now().toString(36)}`;

  // Staff add the event in the console: weekly, three dates, with a question.
  const staff = await newPage(browser, 1440);
  await signInAsAdmin(staff, request);
  await staff.goto('/admin/giving');
  await staff.getByRole('button', { name: 'Add an event' }).click();
  const dialog = staff.getByRole('dialog', { name: 'Add an event' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Starts').fill(localInput(2, 19));
  await dialog.getByLabel('Ends').fill(localInput(2, 21));
  await dialog.getByLabel('Place', { exact: true }).fill('Fellowship hall');
  await dialog.getByLabel('Question for people coming').fill('Any dietary needs?');
  await dialog.getByLabel('Repeats').selectOption('weekly');
  await dialog.getByLabel('Number of dates').fill('3');
  await dialog.getByRole('button', { name: 'Add the event' }).click();
  await expect(staff.getByRole('list', { name: 'Events' }).getByText(title).first()).toBeVisible();
  await expect(staff.getByRole('list', { name: 'Events' }).getByText(title)).toHaveCount(3);

  // The dates as the server keeps them (each an event of its own).
  const from = new Date(Date.now() - 24 * 3_600_000);
  const range = await request.get(
    `/api/events?from=${from.toISOString()}&to=${new Date(from.getTime() + 40 * 24 * 3_600_000).toISOString()}`,
  );
  const dates = ((await range.json()) as Array<{ id: string; title: string; startsAt: string; recurrence: string | null }>).filter(
    (e) => e.title === title,
  );
  expect(dates).toHaveLength(3);
  expect(dates[0]!.recurrence).toMatch(/^Every [A-Z][a-z]+day$/);

  // A visitor's calendar: each date in the month view, then in the list view.
  const visitor = await newPage(browser, 375);
  await visitor.goto('/events');
  await expect(visitor.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
  for (const date of dates) {
    await showMonthOf(visitor, date.startsAt);
    const day = await visitor.evaluate(
      (at) => new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric' }).format(new Date(at)),
      date.startsAt,
    );
    await expect(visitor.getByRole('link', { name: `${title}, ${day} at 7:00 PM` })).toBeVisible();
  }
  await noSidewaysScroll(visitor);
  await expectAccessible(visitor);
  await lookAt(visitor, { path: `test-results/events-calendar-month-375.png`, fullPage: true });
  await visitor.getByRole('button', { name: 'List', exact: true }).click();
  await expect(visitor.getByRole('link', { name: title }).first()).toBeVisible();
  await expect(visitor.getByText('Every ').first()).toBeVisible();
  await noSidewaysScroll(visitor);
  await expectAccessible(visitor);
  await lookAt(visitor, { path: `test-results/events-calendar-list-375.png`, fullPage: true });
  // On a desktop the month view shows the first date too.
  await turnTo(visitor, 1440);
  await visitor.getByRole('button', { name: 'Month', exact: true }).click();
  await showMonthOf(visitor, dates[2]!.startsAt);
  await expect(visitor.getByRole('link', { name: new RegExp(`^${title}, .* at 7:00 PM$`) }).first()).toBeVisible();
  await noSidewaysScroll(visitor);
  await expectAccessible(visitor);
  await lookAt(visitor, { path: `test-results/events-calendar-month-1440.png`, fullPage: true });
  // A date's link opens its own page.
  await visitor.getByRole('button', { name: 'List', exact: true }).click();
  await visitor.getByRole('link', { name: title }).last().click();
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // A member answers the second date only, with the question.
  const second = dates[1]!;
  const member = await join(request, 'lydia');
  const memberPage = await newPage(browser, 1440);
  await signInAs(memberPage, member);
  await memberPage.goto(`/events/${second.id}`);
  await expect(memberPage.getByText(dates[0]!.recurrence!).first()).toBeVisible();
  await memberPage.getByLabel('Any dietary needs?').fill('No nuts, please');
  await memberPage.getByRole('button', { name: "I'm coming" }).click();
  await expect(memberPage.getByText('You are coming (1 place).')).toBeVisible();
  const first = await request.get(`/api/events/${dates[0]!.id}`);
  expect(((await first.json()) as { going: number }).going).toBe(0);

  // Staff check them in on a phone.
  await staff.setViewportSize({ width: 375, height: 800 });
  await staff.goto(`/admin/giving/events/${second.id}/check-in`);
  await expect(staff.getByRole('heading', { level: 1, name: `Check-in: ${title}` })).toBeVisible();
  await expect(staff.getByTestId('check-in-counts')).toContainText('0 of 1 checked in');
  await expect(staff.getByText('“No nuts, please”')).toBeVisible();
  const tick = staff.getByRole('button', { name: `${member.user.displayName || member.user.username} checked in` });
  await expect(tick).toHaveAttribute('aria-pressed', 'false');
  await tick.click();
  await expect(tick).toHaveAttribute('aria-pressed', 'true');
  await expect(staff.getByTestId('check-in-counts')).toContainText('1 of 1 checked in');
  await noSidewaysScroll(staff);
  await expectAccessible(staff);
  await lookAt(staff, { path: `test-results/events-check-in-375.png`, fullPage: true });
  // Undo, then in again: the server keeps it.
  await tick.click();
  await expect(staff.getByTestId('check-in-counts')).toContainText('0 of 1 checked in');
  await tick.click();
  await expect(staff.getByTestId('check-in-counts')).toContainText('1 of 1 checked in');
  await staff.reload();
  await expect(staff.getByTestId('check-in-counts')).toContainText('1 of 1 checked in');
  for (const p of [staff, visitor, memberPage]) await p.context().close();
});
