import type { Page } from '@playwright/test';
import { en, type MessageId } from '../web/src/i18n/en/index.ts';
import { es } from '../web/src/i18n/es/index.ts';

/**
 * English interface text left on a page shown in Spanish: every line of the page's text, and every
 * aria-label, placeholder and title, that is an English catalog message whose Spanish differs.
 * (Words written straight into the code are refused by the interface-text lint; the station's own
 * content is not translated, so only the catalog's sentences are looked for.)
 */
export async function englishLeftOn(page: Page): Promise<string[]> {
  const ids = Object.keys(en) as MessageId[];
  // A word Spanish also writes ("Legal", "AutoDJ") is Spanish too where it shows.
  const spanish = new Set<string>(ids.map((id) => es[id]));
  const english = new Set<string>(
    ids.filter((id) => es[id] !== en[id] && !/[{}<]/.test(en[id]) && !spanish.has(en[id])).map((id) => en[id]),
  );
  const shown = await page.evaluate(() => {
    // Words marked as written in another language (the header's switch names "English" in English) are meant so.
    const foreign = 'body [lang]:not([lang^="es"])';
    const marked = new Set(
      Array.from(document.querySelectorAll<HTMLElement>(foreign)).flatMap((el) => el.innerText.split('\n').map((s) => s.trim())),
    );
    const lines = document.body.innerText.split('\n').filter((line) => !marked.has(line.trim()));
    const attrs = Array.from(document.querySelectorAll('[aria-label],[placeholder],[title]'))
      .filter((el) => !el.closest(foreign))
      .flatMap((el) => ['aria-label', 'placeholder', 'title'].map((a) => el.getAttribute(a) ?? ''));
    return [...lines, ...attrs].map((s) => s.trim()).filter(Boolean);
  });
  return [...new Set(shown.filter((line) => english.has(line)))];
}
