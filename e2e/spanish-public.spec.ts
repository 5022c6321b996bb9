import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { englishLeftOn } from './languages';
import { waitForSongOnAir } from './on-air';
import { expectAccessible, noSidewaysScroll, turnTo, lookAt } from './support';

interface OnAir {
  source: string;
  awaitingLive: boolean;
  title: string | null;
  label: string | null;
  program: { host: string; title: string } | null;
}

/** The on-air line as the Spanish interface writes it from the status's facts (this request asks in English). */
async function spanishOnAirLine(request: APIRequestContext): Promise<string | null> {
  const { onAir } = (await (await request.get('/api/stream/status')).json()) as { onAir: OnAir };
  if (!onAir.label) return null;
  if (onAir.source === 'live') return `En vivo · ${onAir.title}`;
  if (onAir.awaitingLive && onAir.program) return `Música hasta que ${onAir.program.host || onAir.program.title} salga en vivo`;
  return `Al aire · ${onAir.title}`;
}

/**
 * Words on the page that are not this journey's to find: the home page's community teaser
 * (features/community, moved onto the catalog with the community's pages and checked by their
 * journey), and the station's own content, which is not translated (the about page's values are
 * the station's words: one of them is "Community"; its programs' titles, such as "Testimonies").
 */
const notOurs = ['section[aria-labelledby="ministry-fields"]', 'section[aria-labelledby="values"] li'];
async function othersWords(page: Page): Promise<string[]> {
  const week = (await (await page.request.get('/api/schedule/week')).json()) as { programs: Array<{ title: string }> };
  const words: string[] = week.programs.map((p) => p.title);
  for (const selector of notOurs) {
    for (const block of await page.locator(selector).all()) {
      words.push(...(await block.innerText()).split('\n').map((l) => l.trim()));
      words.push(...(await block.locator('[aria-label]').evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? ''))));
    }
  }
  return words;
}

/** Spanish all through: the page's language, no English catalog sentence left, nothing sideways, axe clean. */
async function readsInSpanish(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  const others = await othersWords(page);
  expect((await englishLeftOn(page)).filter((line) => !others.includes(line))).toEqual([]);
  await noSidewaysScroll(page);
  await expectAccessible(page);
}

/** The page at a phone's width, then a wide screen's. */
async function atBothWidths(page: Page, check: () => Promise<void>) {
  await turnTo(page, 375);
  await check();
  await readsInSpanish(page);
  await turnTo(page, 1440);
  await check();
  await readsInSpanish(page);
}

test('a Spanish reader hears the radio and reads the home, about, team, schedule and connect pages and the search in Spanish', async ({
  browser,
  request,
}) => {
  await waitForSongOnAir(request);
  const context = await browser.newContext({ locale: 'es-MX', viewport: { width: 375, height: 900 } });
  const page = await context.newPage();

  // Home: Escuchar ahora plays the radio; the dock and the full player speak Spanish.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Le damos la bienvenida a /);
  await expect(page.getByRole('heading', { name: 'Hoy al aire' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Escuche en todas partes' })).toBeVisible();
  await page.getByRole('button', { name: 'Escuchar ahora' }).click();
  const dock = page.getByRole('region', { name: 'Reproductor de la radio' });
  await expect(dock.getByRole('button', { name: 'Pausar' })).toBeVisible();
  await expect(page.getByTestId('hero-play')).toHaveText(/Pausar/);
  await expect
    .poll(() => page.evaluate(() => (document.getElementById('station-audio') as HTMLAudioElement).currentTime), { timeout: 20_000 })
    .toBeGreaterThan(1);
  const line = await spanishOnAirLine(request);
  if (line) await expect(page.getByTestId('on-air-badge')).toHaveText(line);
  await readsInSpanish(page);

  await dock.getByRole('button', { name: 'Abrir el reproductor completo' }).click();
  const full = page.getByTestId('full-player');
  await expect(full.getByRole('link', { name: 'Pida una canción o envíe un saludo' })).toBeVisible();
  await expect(full.getByRole('button', { name: 'Pausar' })).toBeVisible();
  await readsInSpanish(page);
  await full.getByRole('button', { name: 'Cerrar el reproductor completo' }).click();
  await expect(full).toBeHidden();
  await turnTo(page, 1440);
  await expect(dock.getByRole('button', { name: 'Silenciar' })).toBeVisible();
  await readsInSpanish(page);

  await page.goto('/about');
  await atBothWidths(page, async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Esperanza al aire, a toda hora' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Nuestra misión' })).toBeVisible();
    await expect(page.getByText('Contacte a la emisora')).toBeVisible();
  });

  await page.goto('/team');
  await atBothWidths(page, async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Las personas detrás del micrófono' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Postularse' })).toBeVisible();
  });
  await page
    .getByRole('button', { name: /^Ver el perfil de / })
    .first()
    .click();
  const profile = page.getByRole('dialog');
  await expect(profile.getByRole('heading', { name: 'Acerca de' })).toBeVisible();
  await expect(profile.getByRole('button', { name: 'Cerrar' })).toBeVisible();
  await readsInSpanish(page);
  await page.keyboard.press('Escape');
  await expect(profile).toBeHidden();

  await page.goto('/schedule');
  await atBothWidths(page, async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Esta semana al aire' })).toBeVisible();
    await expect(page.getByTestId('schedule-today').getByRole('heading', { level: 2 })).toHaveText(/^Hoy/);
  });

  await page.goto('/connect');
  await atBothWidths(page, async () => {
    await expect(page.getByRole('heading', { name: 'Envíenos un mensaje' })).toBeVisible();
    await expect(page.getByLabel('Motivo de su mensaje')).toHaveValue('prayer');
    await expect(page.getByRole('button', { name: 'Enviar mensaje' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Manténgase en contacto' })).toBeVisible();
  });

  // The header's search: its hint, filters, quick actions and an answer with nothing found.
  await page.getByRole('banner').getByRole('button', { name: 'Buscar' }).first().click();
  const search = page.getByRole('dialog', { name: 'Buscar' });
  await expect(search.getByRole('button', { name: 'Ver episodios' })).toBeVisible();
  await expect(search.getByRole('group', { name: 'Buscar en' }).getByRole('button', { name: 'Episodios' })).toBeVisible();
  await readsInSpanish(page);
  await search.getByRole('combobox', { name: 'Buscar en el sitio' }).fill('qqqqzzzz');
  await expect(search.getByText('No se encontraron resultados para "qqqqzzzz"')).toBeVisible();
  await expect(search.getByText('Pruebe con otras palabras')).toBeVisible();
  await readsInSpanish(page);
  await lookAt(page, { path: '.tmp/shots/spanish-search-1440.png' });
  await page.keyboard.press('Escape');

  await turnTo(page, 375);
  await page.goto('/');
  await lookAt(page, { path: '.tmp/shots/spanish-home-375.png', fullPage: true });
  await context.close();
});
