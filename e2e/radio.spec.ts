import { expect, test } from '@playwright/test';
import { adminGet, adminToken } from './admin';
import { holdTheAir, releaseTheAir, skipToSongWithCover, waitForSongOnAir } from './on-air';
import { expectAccessible, lookAt } from './support';

test.afterEach(releaseTheAir);

test('Start Listening plays the broadcast, the hero shows the song, and it keeps playing across pages', async ({ page, request }) => {
  await waitForSongOnAir(request);
  // What is on air stays the AutoDJ's while this journey listens (no live show from another journey).
  await holdTheAir();
  // A demo song (each has a cover) rather than a song another journey uploaded without one.
  await skipToSongWithCover(request);
  await page.goto('/');
  const start = page.getByRole('button', { name: 'Start Listening' });
  await expect(start).toBeEnabled();
  await start.click();
  // One button that always toggles, and keyboard focus stays on it.
  const pause = page.getByTestId('hero-play');
  await expect(pause).toHaveText(/Pause/);
  await expect(pause).toBeFocused();
  const currentTime = () => page.evaluate(() => (document.getElementById('station-audio') as HTMLAudioElement).currentTime);
  await expect.poll(currentTime, { timeout: 20_000 }).toBeGreaterThan(1);
  // "Listening now" counts this listener as soon as they are heard, not at the next half-minute poll.
  await expect
    .poll(async () => Number(await page.getByTestId('stat-listeners').textContent()), { timeout: 10_000 })
    .toBeGreaterThanOrEqual(1);
  const status = (await (await request.get('/api/stream/status')).json()) as {
    song: { title: string; artist: string; art: string | null };
  };
  await expect(page.getByTestId('hero-song-title')).toHaveText(status.song.title);
  await expect(page.getByTestId('now-playing-title')).toHaveText(status.song.title);
  // Its cover (made for each demo track) shows in the hero and the dock, loaded, not a broken image.
  expect(status.song.art).toMatch(/^\/media\/art\/[0-9a-f]{32}\.jpg$/);
  for (const id of ['hero-cover', 'dock-cover']) {
    const cover = page.getByTestId(id);
    await expect(cover).toHaveAttribute('src', status.song.art!);
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(600);
  }
  await lookAt(page, { path: '.tmp/shots/hero-cover-1280.png' });
  // The lock screen and headphones name the same song and control the same player.
  await expect
    .poll(() =>
      page.evaluate(() => [
        navigator.mediaSession.metadata?.title,
        navigator.mediaSession.metadata?.artist,
        navigator.mediaSession.playbackState,
        navigator.mediaSession.metadata?.artwork[0]?.src,
      ]),
    )
    .toEqual([status.song.title, status.song.artist, 'playing', new URL(status.song.art!, page.url()).href]);

  const before = await currentTime();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Community' }).click();
  await expect(page).toHaveURL('/community');
  await expect.poll(currentTime, { timeout: 10_000 }).toBeGreaterThan(before + 2);
  expect(await page.evaluate(() => (document.getElementById('station-audio') as HTMLAudioElement).paused)).toBe(false);

  // The now-playing line follows the push: staff skip the song, and the new one shows without
  // waiting for the 30 s poll.
  await page.evaluate(
    () =>
      new Promise<void>((opened) => {
        const ws = new WebSocket(`ws://${location.host}/ws/now-playing`);
        (window as unknown as { nextSong: Promise<string> }).nextSong = new Promise<string>((resolve) => {
          ws.onmessage = (e) => {
            const title = (JSON.parse(String(e.data)) as { status: { song: { title: string } } }).status.song.title;
            if (title === document.querySelector('[data-testid="now-playing-title"]')?.textContent) return;
            resolve(title);
            ws.close();
          };
        });
        ws.onopen = () => opened();
      }),
  );
  const skipped = await request.post('/api/admin/live/skip', { headers: { authorization: `Bearer ${await adminToken(request)}` } });
  expect(skipped.status(), await skipped.text()).toBe(200);
  const pushed = await page.evaluate(() => (window as unknown as { nextSong: Promise<string> }).nextSong);
  await expect(page.getByTestId('now-playing-title')).toHaveText(pushed);

  await page.getByRole('region', { name: 'Radio player' }).getByRole('button', { name: 'Pause' }).click();
  expect(await page.evaluate(() => (document.getElementById('station-audio') as HTMLAudioElement).getAttribute('src'))).toBeNull();
  // The hero's button follows the dock, and plays again from the keyboard.
  await page.goto('/');
  await expect(pause).toHaveText(/Start Listening/);
  await pause.focus();
  await page.keyboard.press('Enter');
  await expect(pause).toHaveText(/Pause/);
  await expect.poll(() => page.evaluate(() => (document.getElementById('station-audio') as HTMLAudioElement).paused)).toBe(false);
  await page.keyboard.press('Enter');
  await expect(pause).toHaveText(/Start Listening/);
});

test('home shows the schedule carousel and the ways to listen, accessibly, at 375 and 1280 px', async ({ page, request }) => {
  // The hero says what the station says is on air: no journey changes it meanwhile.
  await holdTheAir();
  const { programs } = (await (await request.get('/api/schedule')).json()) as { programs: Array<{ title: string; isLive: boolean }> };
  const line = ((await (await request.get('/api/stream/status')).json()) as { onAir: { label: string | null } }).onAir;
  // The program the status names (none in the hour of a replay with nothing recorded yet: music plays).
  const onAir = programs.find((p) => p.isLive);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Today on the air' })).toBeVisible();
    const slide = page.getByRole('article', { name: /of/ }).locator('h3');
    // The carousel opens on the show on air, and the hero names it.
    await page.getByRole('heading', { name: 'Today on the air' }).hover();
    if (onAir) await expect(slide).toHaveText(onAir.title);
    // Nobody is at the microphone: the AutoDJ is on air, not "LIVE" (and, in a live program's hour, music until its host goes live).
    // With no program in the hour (a replay with nothing recorded yet), the status names none and the hero shows no badge.
    if (line.label === null) await expect(page.getByTestId('on-air-badge')).toHaveCount(0);
    else await expect(page.getByTestId('on-air-badge')).toHaveText(line.label);
    expect(line.label ?? '').not.toMatch(/^Live/);
    if (onAir) {
      await page.getByRole('button', { name: 'Next show' }).click();
      const next = programs[(programs.indexOf(onAir) + 1) % programs.length]!;
      await expect(slide).toHaveText(next.title);
    }
    await expect(page.getByRole('link', { name: /\.m3u/ })).toHaveAttribute('href', '/listen.m3u');
    await expectAccessible(page);
  }
  const m3u = await (await request.get('/listen.m3u')).text();
  expect(m3u).toContain('/stream.mp3');
});

test('a live program with nobody connected reads "Music until … goes live" on the hero, the dock and the status, at 375 and 1440 px', async ({
  page,
  request,
}) => {
  // This journey changes the program on air: it holds the air while it does.
  await holdTheAir();
  const auth = { authorization: `Bearer ${await adminToken(request)}` };
  const { programs, timezone } = await adminGet<{
    timezone: string;
    programs: Array<{
      id: string;
      title: string;
      host: string;
      plays: 'autodj' | 'live';
      weekday: number;
      date: string | null;
      startHour: number;
      endHour: number;
    }>;
  }>(request, '/api/admin/programs');
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: timezone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    weekday: 'short',
    hour: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(new Date());
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  const date = `${part('year')}-${part('month')}-${part('day')}`;
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(part('weekday'));
  const hour = Number(part('hour')) % 24;
  const current = programs.find((p) => (p.date ? p.date === date : p.weekday === weekday) && p.startHour <= hour && hour < p.endHour);
  // The program of this hour becomes a live show (or one is made), and is put back after.
  let restore: () => Promise<unknown>;
  if (current) {
    const res = await request.patch(`/api/admin/programs/${current.id}`, { headers: auth, data: { host: 'Tasha Greene', plays: 'live' } });
    expect(res.status(), await res.text()).toBe(200);
    // The console sets "autodj" or "live"; a replay goes back to the AutoDJ that plays it.
    const plays = current.plays === 'live' ? 'live' : 'autodj';
    restore = () => request.patch(`/api/admin/programs/${current.id}`, { headers: auth, data: { host: current.host, plays } });
  } else {
    const res = await request.post('/api/admin/programs', {
      headers: auth,
      data: { title: "Wake Up Y'all", host: 'Tasha Greene', plays: 'live', date, startHour: hour, endHour: hour + 1 },
    });
    expect(res.status(), await res.text()).toBe(201);
    const id = ((await res.json()) as { programs: Array<{ id: string }> }).programs[0]!.id;
    restore = () => request.delete(`/api/admin/programs/${id}`, { headers: auth });
  }
  try {
    const status = (await (await request.get('/api/stream/status')).json()) as {
      station: { isLive: boolean };
      onAir: { source: string; awaitingLive: boolean; label: string };
    };
    expect(status.station.isLive).toBe(false);
    expect(status.onAir).toMatchObject({ source: 'autodj', awaitingLive: true, label: 'Music until Tasha Greene goes live' });
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      const badge = page.getByTestId('on-air-badge');
      await expect(badge).toHaveText('Music until Tasha Greene goes live');
      await expect(page.getByRole('region', { name: 'Radio player' }).getByTestId('dock-label')).toHaveText(
        'Music until Tasha Greene goes live',
      );
      // Never "On air · <program>" nor "Live" while nobody is at the microphone.
      await expect(page.getByText(/^On air · /)).toHaveCount(0);
      // The badge stays on one line inside the page.
      const box = (await badge.boundingBox())!;
      expect(box.height).toBeLessThan(40);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      await lookAt(page, { path: `.tmp/shots/home-awaiting-live-${width}.png` });
    }
  } finally {
    await restore();
  }
});
