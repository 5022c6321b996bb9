import { spawn, type ChildProcess } from 'node:child_process';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminGet, adminToken } from './admin';
import { holdTheAir, releaseTheAir, waitForSongOnAir } from './on-air';
import { expectAccessible, lookAt } from './support';

test.afterEach(releaseTheAir);

const port = process.env.E2E_PORT ?? '4173';
const sourcePassword = process.env.STATION_SOURCE_PASSWORD ?? 'e2e-source-secret';
const PROGRAM = 'Morning Glory';
const AWAITING = 'Music until Tasha Greene goes live';

/** A DJ's encoder: a tone sent in real time to the station's source mount (as live.spec and title-sync.spec do). */
const goLive = (seconds: number): ChildProcess =>
  spawn('ffmpeg', [
    ...['-loglevel', 'error', '-re', '-f', 'lavfi', '-i', `sine=frequency=523:sample_rate=44100:duration=${seconds}`],
    ...['-ac', '2', '-c:a', 'libmp3lame', '-b:a', '128k', '-content_type', 'audio/mpeg', '-ice_name', 'Tasha in the Morning', '-f', 'mp3'],
    `icecast://source:${sourcePassword}@127.0.0.1:${port}/live`,
  ]);

interface Status {
  station: { isLive: boolean };
  onAir: { source: string; awaitingLive: boolean; label: string | null; program: { id: string; title: string } | null };
}
const status = async (request: APIRequestContext) => (await (await request.get('/api/stream/status')).json()) as Status;

/** A one-off live program from this minute for half an hour (station time): it replaces the weekly program then. */
async function liveProgramNow(request: APIRequestContext) {
  const auth = { authorization: `Bearer ${await adminToken(request)}` };
  const { timezone } = await adminGet<{ timezone: string }>(request, '/api/admin/programs');
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: timezone,
    ...{ year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  }).formatToParts(new Date());
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  const minute = (Number(part('hour')) % 24) * 60 + Number(part('minute'));
  const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  const res = await request.post('/api/admin/programs', {
    headers: auth,
    data: {
      title: PROGRAM,
      host: 'Tasha Greene',
      plays: 'live',
      date: `${part('year')}-${part('month')}-${part('day')}`,
      start: hhmm(minute),
      end: hhmm(Math.min(1440, minute + 30)),
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const id = ((await res.json()) as { programs: Array<{ id: string }> }).programs[0]!.id;
  return { id, remove: () => request.delete(`/api/admin/programs/${id}`, { headers: auth }) };
}

/** The home hero, the dock, the home schedule and /schedule all say `expected` about the program on air. */
async function pagesAgree(page: Page, width: number, expected: { badge: string; dock: string; tag: string; shot: string }) {
  await page.setViewportSize({ width, height: 900 });
  await page.goto('/');
  await expect(page.getByTestId('on-air-badge')).toHaveText(expected.badge);
  const dock = page.getByRole('region', { name: 'Radio player' });
  await expect(dock.getByTestId('dock-label')).toHaveText(expected.dock);
  await expect(page.getByTestId('carousel-on-air')).toHaveText(expected.tag);
  await expect(page.getByRole('article').filter({ has: page.getByTestId('carousel-on-air') })).toContainText(PROGRAM);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await lookAt(page, { path: `.tmp/shots/on-air-truth-home-${expected.shot}-${width}.png` });

  await page.getByRole('link', { name: 'The whole week' }).click();
  await expect(page).toHaveURL(/\/schedule$/);
  await expect(page.getByRole('heading', { level: 1, name: 'This week on the air' })).toBeVisible();
  const today = page.getByTestId('schedule-today');
  await expect(today.getByRole('heading', { level: 2 })).toContainText('Today');
  const onAir = today.getByRole('listitem').filter({ has: page.getByTestId('week-on-air') });
  await expect(onAir).toHaveCount(1);
  await expect(onAir).toContainText(PROGRAM);
  await expect(onAir.getByTestId('week-on-air')).toHaveText(expected.tag);
  // The dock on this page says it too; seven days are listed.
  await expect(dock.getByTestId('dock-label')).toHaveText(expected.dock);
  expect(await page.getByTestId('week-schedule').getByRole('heading', { level: 2 }).count()).toBeGreaterThanOrEqual(7);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await expectAccessible(page);
  await lookAt(page, { path: `.tmp/shots/on-air-truth-schedule-${expected.shot}-${width}.png`, fullPage: width < 400 });
}

test('the home page, the dock and the week schedule agree on what is on air through a live program, with and without its DJ', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await waitForSongOnAir(request);
  await holdTheAir();
  // The home carousel stays on the program on air (it advances only without reduced motion).
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const program = await liveProgramNow(request);
  let dj: ChildProcess | null = null;
  try {
    // Nobody at the microphone: music until the host goes live, everywhere, never "On air" or "Live".
    expect((await status(request)).onAir).toMatchObject({
      source: 'autodj',
      awaitingLive: true,
      label: AWAITING,
      program: { id: program.id },
    });
    for (const width of [375, 1440]) await pagesAgree(page, width, { badge: AWAITING, dock: AWAITING, tag: AWAITING, shot: 'waiting' });
    await expect(page.getByText(/^On air · /)).toHaveCount(0);

    // The DJ connects: the program is live, under its own name.
    dj = goLive(120);
    await expect.poll(async () => (await status(request)).station.isLive, { timeout: 30_000 }).toBe(true);
    expect((await status(request)).onAir).toMatchObject({ source: 'live', label: `Live · ${PROGRAM}`, program: { id: program.id } });
    for (const width of [375, 1440])
      await pagesAgree(page, width, { badge: `Live · ${PROGRAM}`, dock: PROGRAM, tag: 'Live', shot: 'live' });

    // The DJ leaves: music until the host goes live again.
    dj.kill('SIGINT');
    await expect.poll(async () => (await status(request)).station.isLive, { timeout: 30_000 }).toBe(false);
    await pagesAgree(page, 1440, { badge: AWAITING, dock: AWAITING, tag: AWAITING, shot: 'after' });
  } finally {
    dj?.kill('SIGKILL');
    await program.remove();
  }
});
