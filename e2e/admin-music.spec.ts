import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { adminGet, e2eAdmin } from './admin';
import { holdTheAir, releaseTheAir } from './on-air';
import { expectAccessible, signInAs, type Member, lookAt } from './support';

test.afterEach(releaseTheAir);

/**
 * Three real two-minute MP3s (ffmpeg sine tones; long enough that the journeys listening after this one
 * do not meet a song change at every step), each with its own title in its tags and a front cover
 * (a plain square picture), as a music shop's files carry them.
 */
function makeSongs(stamp: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'selah-e2e-songs-'));
  return ['Psalm Morning', 'River of Praise', 'Evening Hymn'].map((name, i) => {
    const title = `${name} ${stamp}`;
    const file = path.join(dir, `song-${i + 1}.mp3`);
    const tags = ['-metadata', `title=${title}`, '-metadata', 'artist=Journey Choir', '-id3v2_version', '3'];
    const cover = ['-map', '0:a', '-map', '1:v', '-frames:v', '1', '-c:v', 'mjpeg', '-disposition:v', 'attached_pic'];
    execFileSync('ffmpeg', [
      ...['-v', 'error', '-f', 'lavfi', '-i', `sine=frequency=${330 + i * 110}:duration=120`],
      ...['-f', 'lavfi', '-i', `color=c=0x${['b45309', '9a3412', 'a16207'][i]}:s=320x320:d=1`],
      ...cover,
      ...['-b:a', '64k', ...tags, '-metadata:s:v', 'comment=Cover (front)', file],
    ]);
    return { title, file };
  });
}

async function signInAsAdmin(page: Page) {
  const res = await page.request.post('/api/auth/login', { data: e2eAdmin });
  expect(res.status()).toBe(200);
  await signInAs(page, (await res.json()) as Member);
}

const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('an admin uploads three songs, makes a playlist, puts it on a new program now, and the AutoDJ plays from it', async ({ page }) => {
  test.setTimeout(540_000);
  const stamp = Date.now().toString(36);
  const songs = makeSongs(stamp);
  await signInAsAdmin(page);
  await page.setViewportSize({ width: 1280, height: 900 });

  // Upload: three files at once, a progress bar each, each read by its tags (slowly while the demo music is
  // still being made on first start).
  await page.goto('/admin/music');
  // The first visit loads the console's code; the shared test machine can be slow to serve it.
  await expect(page.getByRole('heading', { name: 'Music library', level: 1 })).toBeVisible({ timeout: 60_000 });
  await page.getByTestId('music-upload-input').setInputFiles(songs.map((s) => s.file));
  const uploads = page.getByRole('list', { name: 'Uploads' }).getByTestId('upload-item');
  await expect(uploads).toHaveCount(3);
  for (const s of songs) {
    await expect(page.getByRole('progressbar', { name: `Upload of ${path.basename(s.file)}` })).toBeVisible();
    await expect(page.getByText(`Added as “${s.title}”`)).toBeVisible({ timeout: 120_000 });
  }
  const library = page.getByRole('list', { name: 'Songs in the library' });
  for (const s of songs) await expect(library.getByText(s.title)).toBeVisible();

  // A file that is not an MP3 is refused with a sentence, by its content.
  const fake = path.join(os.tmpdir(), `notes-${stamp}.mp3`);
  fs.writeFileSync(fake, 'Sunday setlist: not audio at all');
  await page.getByTestId('music-upload-input').setInputFiles(fake);
  await expect(page.getByRole('alert').filter({ hasText: `"notes-${stamp}.mp3" is not an MP3 file` })).toBeVisible();

  // A playlist of the three, in order, moved with the keyboard-usable buttons.
  await page.getByRole('button', { name: 'New playlist' }).click();
  const dialog = page.getByRole('dialog', { name: 'New playlist' });
  await dialog.getByLabel('Name').fill(`Journey ${stamp}`);
  await dialog.getByLabel('In the order below').check();
  for (const s of songs) {
    await dialog.getByLabel('Add a song').selectOption({ label: `${s.title} · Journey Choir` });
    await dialog.getByRole('button', { name: 'Add song' }).click();
  }
  await dialog.getByRole('button', { name: `Move ${songs[2]!.title} up` }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('list', { name: /Songs/ }).getByRole('listitem').nth(1)).toContainText(songs[2]!.title);
  await dialog.getByRole('button', { name: 'Save playlist' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('list', { name: 'Playlists' }).getByText(`Journey ${stamp}`)).toBeVisible();
  await expectAccessible(page);
  await lookAt(page, { path: '.tmp/shots/admin-music-1280.png', fullPage: true });

  // The schedule: the program on air now makes way for a new one, this hour, playing the playlist. No other
  // journey's live show may pause the AutoDJ meanwhile.
  await holdTheAir();
  const { programs, timezone } = await adminGet<{
    timezone: string;
    programs: Array<{ title: string; weekday: number; startHour: number; endHour: number; date: string | null }>;
  }>(page.request, '/api/admin/programs');
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: timezone, weekday: 'short', hour: 'numeric', hourCycle: 'h23' }).formatToParts(
    new Date(),
  );
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(parts.find((p) => p.type === 'weekday')!.value);
  const hour = Number(parts.find((p) => p.type === 'hour')!.value) % 24;
  const current = programs.find((p) => p.weekday === weekday && p.date === null && p.startHour <= hour && hour < p.endHour);
  await page.goto('/admin/schedule');
  const week = page.getByTestId('schedule-week');
  await expect(week).toBeVisible();
  if (current) {
    await week
      .getByRole('region', { name: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'][weekday] })
      // Exactly this title: "Wake Up Y'all (replay)" earlier the same day must not be taken for it.
      .getByRole('button')
      .filter({ has: page.getByText(current.title, { exact: true }) })
      .click();
    const edit = page.getByRole('dialog', { name: 'Edit program' });
    await edit.getByRole('button', { name: 'Delete program' }).click();
    await expect(edit).toBeHidden();
  }
  const title = `Journey Hour ${stamp}`;
  const create = async () => {
    await page.getByRole('button', { name: 'New program' }).click();
    const d = page.getByRole('dialog', { name: 'New program' });
    await d.getByLabel('Title').fill(title);
    await d.getByRole('textbox', { name: 'Host' }).fill('Ruth Okafor');
    await d.getByLabel('What plays').selectOption({ label: `AutoDJ: Journey ${stamp}` });
    // No day is ticked for a new program (issue 27): the volunteer picks today's.
    const day = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'][weekday]!;
    await expect(d.getByRole('checkbox', { name: day })).not.toBeChecked();
    await d.getByRole('checkbox', { name: day }).check();
    await d.getByRole('button', { name: 'Save program' }).click();
    return d;
  };
  await expect(await create()).toBeHidden();
  await expect(week.getByRole('button', { name: title })).toBeVisible();

  // The same hour again is refused with a sentence naming the program already there.
  const again = await create();
  await expect(again.getByTestId('program-error')).toContainText(`That time overlaps "${title}"`);
  await again.getByRole('button', { name: 'Cancel' }).click();
  await expectAccessible(page);
  await lookAt(page, { path: '.tmp/shots/admin-schedule-1280.png', fullPage: true });

  // On air within one song: the AutoDJ asks the schedule and starts the new program's playlist, each
  // song with the cover its file carried (stored as the station's 600 px JPEG).
  const titles = songs.map((s) => s.title);
  const onAir = async () =>
    ((await (await page.request.get('/api/stream/status')).json()) as { song: { title: string; art: string | null } }).song;
  await expect.poll(async () => titles.includes((await onAir()).title), { timeout: 90_000, intervals: [1000] }).toBe(true);
  const art = (await onAir()).art;
  expect(art).toMatch(/^\/media\/art\/[0-9a-f]{32}\.jpg$/);
  expect((await page.request.get(art!)).headers()['content-type']).toBe('image/jpeg');
  releaseTheAir();

  // Every step is in the audit log.
  const { entries } = await adminGet<{ entries: Array<{ action: string; summary: string }> }>(page.request, '/api/admin/audit?limit=20');
  const actions = entries.map((e) => e.action);
  expect(actions).toEqual(expect.arrayContaining(['music.track.upload', 'music.playlist.create', 'schedule.program.create']));
  expect(entries.map((e) => e.summary)).toContain(`Made the playlist "Journey ${stamp}" with 3 songs`);

  // Phones: the day list instead of seven columns, and nothing scrolls sideways.
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(page.getByRole('group', { name: 'Day to show' })).toBeVisible();
  expect(await sideways(page)).toBeLessThanOrEqual(0);
  await expectAccessible(page);
  await lookAt(page, { path: '.tmp/shots/admin-schedule-375.png', fullPage: true });
  await page.goto('/admin/music');
  await expect(page.getByRole('list', { name: 'Playlists' })).toBeVisible();
  expect(await sideways(page)).toBeLessThanOrEqual(0);
  await expectAccessible(page);
  await lookAt(page, { path: '.tmp/shots/admin-music-375.png', fullPage: true });
});
