import fs from 'node:fs/promises';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { adminToken } from './admin';
import { expectAccessible, join, signInAs } from './support';

/** An event three days ahead, written through the admin API as a broadcaster or admin would. */
async function createEvent(request: APIRequestContext, title: string) {
  const start = new Date(Date.now() + 3 * 24 * 3_600_000);
  start.setUTCHours(1, 0, 0, 0); // 7:00 PM in Chicago (CST) the evening before
  const res = await request.post('/api/admin/events', {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    data: {
      title,
      description: 'An evening of worship and testimonies.\nBring a friend.',
      category: 'worship',
      startsAt: start.toISOString(),
      endsAt: new Date(start.getTime() + 90 * 60_000).toISOString(),
      location: 'Harvest Light Chapel',
      isOnline: true,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: string; title: string; time: string; formattedDate: string };
}

test('a member opens an event, sets a reminder and downloads its calendar file', async ({ page, request }) => {
  const event = await createEvent(request, `Worship Night ${Date.now().toString(36)}`);
  const member = await join(request, 'lydia');
  await signInAs(page, member);

  await page.goto(`/events/${event.id}`);
  await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible();
  await expect(page.getByText(event.time).first()).toBeVisible();
  expect(event.time).toMatch(/^7:00 PM - 8:30 PM C[SD]T$/);
  await expect(page.getByText('Harvest Light Chapel')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('combobox', { name: 'When to remind me' }).selectOption('30');
  await page.getByRole('button', { name: `Remind me of ${event.title}` }).click();
  await expect(page.getByText(`Reminder set for "${event.title}" at`)).toBeVisible();
  const set = page.getByRole('button', { name: `Reminder set for ${event.title}. Press to cancel it.` });
  await expect(set).toHaveAttribute('aria-pressed', 'true');
  const mine = await request.get('/api/reminders', { headers: { authorization: `Bearer ${member.token}` } });
  const reminders = (await mine.json()) as Array<{ targetId: string; leadMinutes: number }>;
  expect(reminders).toEqual([expect.objectContaining({ targetId: event.id, leadMinutes: 30 })]);

  // Add to calendar: the browser downloads a real calendar file in the station's zone.
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Add to calendar (.ics)' }).click();
  const file = await (await downloading).path();
  const ics = await fs.readFile(file, 'utf8');
  expect(ics).toContain('BEGIN:VCALENDAR');
  expect(ics).toContain(`SUMMARY:${event.title}`);
  expect(ics).toMatch(/DTSTART;TZID=America\/Chicago:\d{8}T190000/);

  // Pressing it again cancels the reminder.
  await set.click();
  await expect(page.getByRole('button', { name: `Remind me of ${event.title}` })).toBeVisible();
  const after = await request.get('/api/reminders', { headers: { authorization: `Bearer ${member.token}` } });
  expect(await after.json()).toEqual([]);
});

test('a visitor gets the calendar file with an alarm, and the page fits a phone', async ({ page, request }) => {
  const event = await createEvent(request, `Prayer Vigil ${Date.now().toString(36)}`);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/events/${event.id}`);
  await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: `Remind me of ${event.title}` }).click();
  const ics = await fs.readFile(await (await downloading).path(), 'utf8');
  expect(ics).toContain('BEGIN:VALARM');
  expect(ics).toContain('TRIGGER:-PT15M');
  await expect(page.getByText(`Add "${event.title}" to your calendar`)).toBeVisible();
  await expectAccessible(page);
});

test('an event that does not exist says so', async ({ page }) => {
  await page.goto('/events/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Event Not Found' })).toBeVisible();
});
