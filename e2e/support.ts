import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** axe-core must find no serious or critical violation on the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
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
  '/events/spring-revival',
  '/community?thread=abc',
  '/donate?amount=50',
];
