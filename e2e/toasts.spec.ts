import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

test('stacked toasts are never half-faded: their words pass contrast the moment a third arrives', async ({ page, request }) => {
  // A visitor liking a video is told, in a toast, to sign in first: three likes, three toasts.
  const { videos } = (await (await request.get('/api/videos')).json()) as { videos: Array<{ id: string }> };
  await page.goto(`/videos/${videos[0]!.id}`);
  const like = page.getByRole('button', { name: /likes?$/ });
  await expect(like).toBeVisible();
  // The three clicks land in one moment: one by one, a busy machine could take longer than the
  // first toast lives before the third arrives.
  await like.evaluate((b: HTMLElement) => [1, 2, 3].forEach(() => b.click()));
  const toasts = page.locator('[data-sonner-toast]');
  // The toasts' library comes with the first toast (web/src/components/ui/toaster.tsx): all three at once.
  await expect(toasts).toHaveCount(3);
  // At once, while sonner moves the first two behind the third (it used to fade their words over 400 ms):
  // the front toast's words are whole, those behind it hidden outright, never dimmed.
  const looks = await toasts.evaluateAll((els) =>
    els.map((el) => {
      const words = (el.querySelector('[data-description]') ?? el.querySelector('[data-title]'))!;
      // The opacity a reader sees: the words' own times every box around them up to the toast.
      let opacity = 1;
      for (let n: Element | null = words; n && n !== el.parentElement; n = n.parentElement) opacity *= Number(getComputedStyle(n).opacity);
      return { front: el.getAttribute('data-front'), visibility: getComputedStyle(words).visibility, opacity: String(opacity) };
    }),
  );
  expect(looks.filter((l) => l.front === 'true')).toEqual([{ front: 'true', visibility: 'visible', opacity: '1' }]);
  expect(looks.filter((l) => l.front !== 'true')).toEqual([
    { front: 'false', visibility: 'hidden', opacity: '0' },
    { front: 'false', visibility: 'hidden', opacity: '0' },
  ]);
  // Held open for axe: sonner stops the toasts' timers while the pointer is on them (on a busy
  // machine they could leave before axe has loaded) and spreads them out; axe reads them once
  // every one's words are whole again.
  await toasts.and(page.locator('[data-front="true"]')).hover();
  await expect
    .poll(() =>
      toasts.evaluateAll((els) =>
        els.map((el) => {
          const words = (el.querySelector('[data-description]') ?? el.querySelector('[data-title]'))!;
          let opacity = 1;
          for (let n: Element | null = words; n && n !== el.parentElement; n = n.parentElement)
            opacity *= Number(getComputedStyle(n).opacity);
          return `${getComputedStyle(words).visibility} ${opacity}`;
        }),
      ),
    )
    .toEqual(['visible 1', 'visible 1', 'visible 1']);
  const contrast = await new AxeBuilder({ page }).include('[data-sonner-toaster]').withRules(['color-contrast']).analyze();
  expect(contrast.violations.flatMap((v) => v.nodes.map((n) => n.target.join(' ')))).toEqual([]);
  expect(contrast.passes.flatMap((v) => v.nodes).length).toBeGreaterThan(0);
});
