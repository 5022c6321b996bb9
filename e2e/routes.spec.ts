import { expect, test, type Page } from '@playwright/test';
import { appRoutes, expectAccessible, join, signInAs } from './support';

// Every route of the route table, signed out and signed in: it fits the screen at every width the
// station promises (no sideways scroll), and axe finds no serious or critical violation at a
// phone's and a laptop's width. Signed out, each route is loaded once at 375 px and widened step by
// step to 1440 px (a phone turned, a window made wider); signed in (what differs is the header and
// the member's own data), once at 1440 px narrowed step by step to 375 px. Each load costs seconds of
// a 2-core machine's CPU; a resize costs two frames.
// The routes are in four groups per state so both workers share them; each route is a step, so a
// finding names its route.
const GROUPS = 4;
const loadsSignedOut: Array<{ load: number; then: number[] }> = [{ load: 375, then: [768, 1024, 1280, 1440] }];
const loadsSignedIn = [{ load: 1440, then: [1280, 1024, 768, 375] }];
const axeAt = new Set([375, 1280]);

/** How far the page scrolls sideways (0 when it fits). */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
/** Two frames: what listens for the new size has laid the page out again. */
const settled = (page: Page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

test.describe.configure({ mode: 'parallel' });

for (const signedIn of [false, true]) {
  for (let group = 0; group < GROUPS; group++) {
    const routes = appRoutes.filter((_, i) => i % GROUPS === group);
    test(`${signedIn ? 'signed in' : 'signed out'}: fits 375-1440 px${signedIn ? '' : ', axe at 375 and 1280'} on ${routes.join(', ')}`, async ({
      page,
      request,
    }) => {
      // Seven routes, each loaded once or twice: a few minutes on a busy 2-core machine, seconds each on a quiet one.
      test.setTimeout(300_000);
      if (signedIn) await signInAs(page, await join(request, 'wide'));
      const wide: string[] = [];
      for (const route of routes) {
        await test.step(route, async () => {
          for (const { load, then } of signedIn ? loadsSignedIn : loadsSignedOut) {
            await page.setViewportSize({ width: load, height: 900 });
            await page.goto(route);
            await expect(page.getByRole('main')).toBeVisible();
            await page.waitForLoadState('networkidle');
            for (const width of [load, ...then]) {
              if (width !== load) {
                await page.setViewportSize({ width, height: 900 });
                await settled(page);
              }
              const extra = await overflow(page);
              if (extra > 0) wide.push(`${route} at ${width} px by ${extra} px`);
              if (!signedIn && axeAt.has(width)) await expectAccessible(page);
            }
          }
        });
      }
      expect(wide).toEqual([]);
    });
  }
}
