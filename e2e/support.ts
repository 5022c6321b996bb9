import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';

/** axe-core must find no serious or critical violation on the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  // Colours read mid-transition (a button fading in, a state changing) are neither the old nor the
  // new: axe reads the page once its finite transitions and animations have finished.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    ),
  ).toEqual([]);
}

/** The page is no wider than the window: nothing scrolls sideways. */
export async function noSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

/** Opens the Join Community dialog from the header's Sign In. */
export async function openJoin(page: Page) {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog', { name: 'Join Community' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Every app route answers 200 from the server (the SPA fallback). */
export const appRoutes = [
  '/',
  '/community',
  '/videos',
  '/live',
  '/team',
  '/broadcast',
  '/sponsor/advertise',
  '/sponsor/faith-community',
  '/profile',
  '/about',
  '/podcasts',
  '/connect',
  '/privacy',
  '/terms',
  '/promotions',
  '/notifications',
  '/notifications/settings',
  '/donate',
  '/events',
  '/events/spring-revival',
  '/community?thread=abc',
  '/donate?amount=50',
  '/donate/manage',
  '/community/t/00000000-0000-4000-8000-000000000000',
  '/podcasts/shows/no-such-show',
  '/podcasts/episodes/no-such-episode',
  '/videos/no-such-video',
  '/broadcast/guides/obs',
  '/broadcast/guides/streamlabs-ffmpeg',
  '/messages',
  '/members/00000000-0000-4000-8000-000000000000',
];

export interface Member {
  token: string;
  user: { id: string; username: string; displayName: string };
}

/** A new member, signed up through the API (the e2e station allows many sign-ups). */
export async function join(request: APIRequestContext, name: string): Promise<Member> {
  const username = `${name}_${Date.now().toString(36)}${Math.floor(Math.random() * 100)}`;
  const res = await request.post('/api/auth/signup', {
    data: {
      username,
      email: `${username}@example.org`,
      password: 'faithful and true',
      confirmPassword: 'faithful and true',
      country: 'US',
      city: 'bowling-green-ky',
    },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as Member;
}

/** A page of its own (a second browser), signed in as the member. */
export async function signedInPage(browser: Browser, m: Member, width = 1280): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
  await signInAs(page, m);
  return page;
}

/**
 * Turns an open page to another width, back at the top as a page opened at that width would be
 * (axe reads text scrolled under the translucent header against the header's background).
 */
export async function turnTo(page: Page, width: number, height = 900): Promise<void> {
  await page.setViewportSize({ width, height });
  await page.evaluate(() => window.scrollTo(0, 0));
}

/**
 * Signs the page in as the member, the way the app keeps a session: the token in the station's
 * localStorage, written from its cheapest page (the health check, not the app), so the page the
 * journey opens next is the first the app draws.
 */
export async function signInAs(page: Page, m: Member): Promise<void> {
  await page.goto('/api/health');
  await page.evaluate(
    ([t, u]) => {
      localStorage.setItem('selah.token', t as string);
      localStorage.setItem('selah.user', JSON.stringify(u));
    },
    [m.token, m.user],
  );
}

/**
 * A picture of the page (or a part of it) for a person to look at, under the path given: not a
 * check (nothing compares it). Taken when the journeys run on a developer's machine, or in CI with
 * E2E_SHOTS=1. CI skips them: they cost time, and Chromium's headless shell has been seen to hang
 * in a screenshot for minutes while the page itself was fine (docs/ci.md). A picture that cannot
 * be taken in 15 s is skipped with a warning rather than failing the journey.
 */
export async function lookAt(target: Page | Locator, options: { path: string; fullPage?: boolean }): Promise<void> {
  if (process.env.CI && process.env.E2E_SHOTS !== '1') return;
  try {
    await target.screenshot({ ...options, timeout: 15_000 });
  } catch (err) {
    console.warn(`lookAt: no picture for ${options.path}: ${(err as Error).message.split('\n')[0]}`);
  }
}
