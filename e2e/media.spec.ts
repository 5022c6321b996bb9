import { expect, test, type Page } from '@playwright/test';
import { holdTheAir, releaseTheAir, waitForSongOnAir } from './on-air';
import { expectAccessible, join, lookAt } from './support';

/** The demo station's podcasts and video are synthesized by ffmpeg at start-up; wait for them. */
async function waitForDemoMedia(page: Page) {
  await expect
    .poll(async () => ((await (await page.request.get('/api/videos')).json()) as { videos: unknown[] }).videos.length, { timeout: 30_000 })
    .toBeGreaterThan(0);
}

const audioTime = (page: Page) =>
  page.evaluate(() => (document.getElementById('station-audio') as HTMLAudioElement | null)?.currentTime ?? -1);
const audioSrc = (page: Page) =>
  page.evaluate(() => (document.getElementById('station-audio') as HTMLAudioElement | null)?.getAttribute('src') ?? '');

test.beforeEach(async ({ page }) => {
  await waitForDemoMedia(page);
});
test.afterEach(releaseTheAir);

test('Play Episode plays in the dock, seeks, remembers the position, and the dock returns to the radio', async ({ page }) => {
  await page.goto('/podcasts');
  await expect(page.getByRole('heading', { name: 'Listen Anytime' })).toBeVisible();
  const card = page.getByTestId('episode-card').filter({ hasText: 'Walking by Faith, Not by Sight' });
  await expect(card).toContainText('Hosted by Pastor James Wilson');
  await expect(page.getByRole('heading', { name: 'Featured Series' })).toBeVisible();
  await expectAccessible(page);

  await card.getByRole('button', { name: /Play Episode/ }).click();
  const dock = page.getByRole('region', { name: 'Episode player' });
  await expect(dock.getByTestId('dock-episode-title')).toHaveText('Walking by Faith, Not by Sight');
  expect(await audioSrc(page)).toMatch(/^\/media\/episodes\/[0-9a-f-]{36}\.mp3$/);
  // It plays: the position advances.
  await expect.poll(() => audioTime(page), { timeout: 10_000 }).toBeGreaterThan(1);
  await expect(card.getByRole('button', { name: /Pause/ })).toBeVisible();

  // Seek with the dock's bar, by keyboard: Home to the start, then forward second by second.
  const seek = dock.getByRole('slider', { name: 'Seek' });
  await seek.focus();
  await page.keyboard.press('Home');
  await expect.poll(() => audioTime(page)).toBeLessThan(1.5);
  for (let i = 0; i < 8; i++) await page.keyboard.press('ArrowRight');
  await expect.poll(() => audioTime(page)).toBeGreaterThanOrEqual(7);
  await expect(dock.getByTestId('dock-position')).toHaveText(/0:0[89]|0:1\d/);
  await expectAccessible(page);

  // Back to the radio: the dock plays the live stream again.
  await page
    .getByTestId('episode-card')
    .filter({ hasText: 'Raising Grateful Children' })
    .getByRole('button', { name: /Play Episode/ })
    .click();
  await expect(dock.getByTestId('dock-episode-title')).toHaveText('Raising Grateful Children');
  await expect.poll(() => audioTime(page), { timeout: 10_000 }).toBeGreaterThan(0.5);
  await dock.getByRole('button', { name: /radio/i }).click();
  const radio = page.getByRole('region', { name: 'Radio player' });
  await expect(radio.getByRole('button', { name: 'Pause' })).toBeVisible();
  await expect(radio.getByTestId('dock-episode-title')).toHaveCount(0);
  expect(await audioSrc(page)).toMatch(/^\/api\/stream\/proxy/);

  // The first episode resumes where it was left (about 8 s in), not from the start.
  await card.getByRole('button', { name: /Play Episode/ }).click();
  await expect(dock.getByTestId('dock-episode-title')).toHaveText('Walking by Faith, Not by Sight');
  await expect.poll(() => audioTime(page), { timeout: 10_000 }).toBeGreaterThanOrEqual(7);
});

test('on a phone the episode player seeks, skips, changes speed and goes back to the radio', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/podcasts');
  const card = page.getByTestId('episode-card').filter({ hasText: 'Walking by Faith, Not by Sight' });
  await card.getByRole('button', { name: /Play Episode/ }).click();
  await expect.poll(() => audioTime(page), { timeout: 10_000 }).toBeGreaterThan(0.5);
  // The dock gives the seek bar a row of its own: wide enough to aim at with a thumb.
  const phoneSeek = page.getByTestId('dock-phone-seek');
  await expect(phoneSeek).toBeVisible();
  expect((await phoneSeek.boundingBox())!.width).toBeGreaterThan(200);

  await page.getByRole('button', { name: 'Open the full player' }).click();
  const full = page.getByTestId('full-player');
  const seek = full.getByRole('slider', { name: 'Seek' });
  await seek.focus();
  await page.keyboard.press('Home');
  for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
  await expect.poll(() => audioTime(page)).toBeGreaterThanOrEqual(4);
  await full.getByRole('button', { name: 'Back 15 seconds' }).click();
  await expect.poll(() => audioTime(page)).toBeLessThan(2);
  await full.getByLabel('Speed').selectOption('1.5');
  await expect.poll(() => page.evaluate(() => (document.getElementById('station-audio') as HTMLAudioElement).playbackRate)).toBe(1.5);
  await expectAccessible(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await full.getByRole('button', { name: 'Back to the radio' }).click();
  await expect.poll(() => audioSrc(page)).toMatch(/^\/api\/stream\/proxy/);
  expect(await page.evaluate(() => (document.getElementById('station-audio') as HTMLAudioElement).playbackRate)).toBe(1);
  await expect(full.getByRole('slider', { name: 'Seek' })).toHaveCount(0);
});

test('an episode has its own page, and the featured series their own pages and feeds', async ({ page }) => {
  await page.goto('/podcasts');
  await page.getByRole('link', { name: 'View Series: Family Hour' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Family Hour' })).toBeVisible();
  await expect(page.getByTestId('episode-card')).toHaveCount(1);
  // The series' follow page gives its own feed's address.
  await page.getByRole('link', { name: 'Follow in your podcast app' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Follow Family Hour' })).toBeVisible();
  const feed = await page.request.get((await page.getByTestId('feed-address').textContent())!);
  expect(feed.headers()['content-type']).toMatch(/rss\+xml/);
  expect(await feed.text()).toContain('<title>Raising Grateful Children</title>');
  await page.getByRole('link', { name: 'Back to the episodes' }).click();
  await page.getByRole('link', { name: 'Raising Grateful Children', exact: true }).click();
  await expect(page).toHaveURL(/\/podcasts\/episodes\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('episode-card')).toContainText('Hosted by Mark & Sarah Thompson');
  await expectAccessible(page);
  // Every page's head advertises the station feed.
  await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', '/podcasts/feed.xml');
});

test('podcasts: search, category chips and the empty state with its hints', async ({ page }) => {
  await page.goto('/podcasts');
  await page.getByRole('button', { name: 'Finance' }).click();
  await expect(page.getByTestId('episode-card')).toHaveCount(1);
  await page.getByRole('searchbox', { name: 'Search episodes' }).fill('nothing-matches-this');
  await expect(page.getByText('No Episodes Found')).toBeVisible();
  await expect(page.getByText('Try adjusting your search or filter criteria')).toBeVisible();
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(page.getByTestId('episode-card')).toHaveCount(4);
});

test('a video plays on its page, with its description and related videos; views are counted', async ({ page }) => {
  await page.goto('/videos');
  await expect(page.getByRole('group', { name: 'Video categories' }).getByRole('button', { name: /Worship/ })).toContainText('1');
  const card = page.getByTestId('video-card').filter({ hasText: 'Sunday Worship Highlights' });
  await expect(card).toContainText('New');
  await expectAccessible(page);
  await card.getByRole('link', { name: 'Sunday Worship Highlights', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sunday Worship Highlights' })).toBeVisible();
  await expect(page.getByText('A short sample from the station’s video library.')).toBeVisible();
  const video = page.getByTestId('video-player');
  await video.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    return v.play();
  });
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 }).toBeGreaterThan(1);
  await expect.poll(async () => (await (await page.request.get('/api/videos')).json()).videos[0].views).toBeGreaterThanOrEqual(1);
  await expectAccessible(page);
});

test('videos: sort, search and the empty state with Clear Filters', async ({ page }) => {
  await page.goto('/videos');
  await page.getByRole('combobox', { name: 'Sort videos' }).selectOption('likes');
  await expect(page.getByTestId('video-card')).toHaveCount(1);
  await page.getByRole('searchbox', { name: 'Search videos' }).fill('zzzz');
  await expect(page.getByText('No videos found matching your criteria.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(page.getByTestId('video-card')).toHaveCount(1);
});

test('search from the header, keyboard only: a thread by a word prefix in its body, an episode by its host', async ({ page, request }) => {
  const member = await join(request, 'searcher');
  const word = `Zebulon${Date.now().toString(36)}`;
  const created = await request.post('/api/community/threads', {
    headers: { authorization: `Bearer ${member.token}` },
    data: {
      title: 'Help with the weeks ahead',
      category: 'prayer',
      content: `Please pray we can afford ${word}groceries and the rent this month.`,
      hp: '',
      renderAt: Date.now() - 10_000,
    },
  });
  expect(created.status()).toBe(201);
  const thread = (await created.json()) as { id: string };

  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Search' })).toBeVisible();
  await page.keyboard.press('/');
  const box = page.getByRole('combobox', { name: 'Search the site' });
  await expect(box).toBeFocused();
  await expect(page.getByRole('button', { name: 'Browse Episodes' })).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.type(word.slice(0, -2).toLowerCase());
  const results = page.getByRole('listbox', { name: 'Search results' });
  await expect(results.getByRole('option').first()).toContainText('Help with the weeks ahead');
  await expect(results.locator('mark').first()).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/community\\?thread=${thread.id}$`));

  await page.keyboard.press('Control+k');
  await expect(box).toBeFocused();
  await page.keyboard.type('Hayes');
  await expect(results.getByRole('option').first()).toContainText('Budgeting for Groceries Without Worry');
  await expect(results.getByRole('option').first()).toContainText('Episode');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/podcasts\/episodes\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('episode-card')).toContainText('Budgeting for Groceries Without Worry');

  await page.keyboard.press('/');
  await page.keyboard.type('qqqqzzzz');
  await expect(page.getByText('No results found for "qqqqzzzz"')).toBeVisible();
  await expect(page.getByText('Try searching with different keywords')).toBeVisible();
});

test('on a phone: search is reachable from the header, and the media pages do not scroll sideways', async ({ page }) => {
  for (const width of [375, 768, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of ['/podcasts', '/videos']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${path} at ${width}`).toBe(true);
    }
  }
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
  await page.getByRole('combobox', { name: 'Search the site' }).fill('kingdom');
  await expect(page.getByRole('listbox', { name: 'Search results' }).getByRole('option').first()).toBeVisible();
});

test('the lock screen shows the episode while it plays in the dock, and the song on air when the radio plays', async ({ page }) => {
  test.setTimeout(180_000);
  type Status = { song: { title: string; artist: string; art: string | null } };
  const onAir = async () => ((await (await page.request.get('/api/stream/status')).json()) as Status).song;
  await waitForSongOnAir(page.request);
  await holdTheAir();
  const { episodes } = (await (await page.request.get('/api/episodes?search=Walking%20by%20Faith')).json()) as {
    episodes: Array<{ title: string; host: string; showTitle: string | null; artworkUrl: string | null }>;
  };
  const ep = episodes.find((e) => e.title === 'Walking by Faith, Not by Sight')!;
  const session = () =>
    page.evaluate(() => {
      const m = navigator.mediaSession.metadata;
      return {
        title: m?.title,
        artist: m?.artist,
        album: m?.album,
        artwork: m?.artwork[0]?.src,
        state: navigator.mediaSession.playbackState,
      };
    });

  await page.goto('/podcasts');
  await page
    .getByTestId('episode-card')
    .filter({ hasText: ep.title })
    .getByRole('button', { name: /Play Episode/ })
    .click();
  const dock = page.getByRole('region', { name: 'Episode player' });
  await expect(dock.getByTestId('dock-episode-title')).toHaveText(ep.title);
  await expect.poll(() => audioTime(page), { timeout: 10_000 }).toBeGreaterThan(1);
  await expect.poll(session).toEqual({
    title: ep.title,
    artist: ep.host,
    album: ep.showTitle ?? 'Harvest Light Radio',
    artwork: new URL(ep.artworkUrl ?? '/media/podcast-artwork.png', page.url()).href,
    state: 'playing',
  });
  // The dock shows the episode's cover too.
  await expect(dock.getByTestId('dock-cover')).toHaveAttribute('src', ep.artworkUrl ?? '/media/podcast-artwork.png');
  await lookAt(page, { path: '.tmp/shots/dock-episode-1280.png' });
  await dock.getByRole('button', { name: 'Pause' }).click();
  await expect.poll(async () => (await session()).state).toBe('paused');

  // Back to the radio: the lock screen names the song on air again, with its cover.
  await dock.getByRole('button', { name: /radio/i }).click();
  const radio = page.getByRole('region', { name: 'Radio player' });
  await expect(radio.getByRole('button', { name: 'Pause' })).toBeVisible();
  await expect
    .poll(async () => {
      const [s, song] = [await session(), await onAir()];
      const expected = {
        title: song.title,
        artist: song.artist,
        album: 'Harvest Light Radio',
        artwork: new URL(song.art!, page.url()).href,
      };
      return JSON.stringify(s) === JSON.stringify({ ...expected, state: 'playing' }) ? 'the song on air' : JSON.stringify(s);
    })
    .toBe('the song on air');
});

test('“Follow in your podcast app” leads to app buttons and a copyable feed address, not raw XML', async ({ page, baseURL }) => {
  await page.goto('/podcasts');
  await page.getByRole('link', { name: 'Follow in your podcast app' }).click();
  await expect(page).toHaveURL(/\/podcasts\/subscribe$/);
  await expect(page.getByTestId('feed-address')).toHaveText(`${baseURL}/podcasts/feed.xml`);
  const host = new URL(baseURL!).host;
  await expect(page.getByRole('link', { name: /Apple Podcasts/ })).toHaveAttribute('href', `podcast://${host}/podcasts/feed.xml`);
  await expect(page.getByRole('link', { name: /Overcast/ })).toHaveAttribute(
    'href',
    `overcast://x-callback-url/add?url=${encodeURIComponent(`${baseURL}/podcasts/feed.xml`)}`,
  );
  const feed = await page.request.get('/podcasts/feed.xml');
  expect(feed.headers()['content-type']).toContain('application/rss+xml');
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});
