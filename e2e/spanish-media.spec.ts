import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminToken } from './admin';
import { englishLeftOn } from './languages';
import { expectAccessible, noSidewaysScroll, turnTo } from './support';

// A visitor whose browser reads Spanish is served the interface in Spanish (docs/decisions/036).
test.use({ locale: 'es-MX' });

/** The page is in Spanish: <html lang="es">, no English catalog sentence left, no sideways scroll, axe clean. */
async function readsSpanish(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  expect(await englishLeftOn(page)).toEqual([]);
  await noSidewaysScroll(page);
  await expectAccessible(page);
}

/** The demo station's podcasts and video are synthesized by ffmpeg at start-up; wait for them. */
async function waitForDemoMedia(page: Page) {
  await expect
    .poll(async () => ((await (await page.request.get('/api/videos')).json()) as { videos: unknown[] }).videos.length, { timeout: 120_000 })
    .toBeGreaterThan(0);
}

/** A worship night three days ahead, written through the admin API as a broadcaster would. */
async function createEvent(request: APIRequestContext): Promise<string> {
  const start = new Date(Date.now() + 3 * 24 * 3_600_000);
  const res = await request.post('/api/admin/events', {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    data: {
      title: `Noche de alabanza ${Date.now().toString(36)}`,
      description: 'Una noche de alabanza y testimonios.',
      category: 'worship',
      startsAt: start.toISOString(),
      endsAt: new Date(start.getTime() + 90 * 60_000).toISOString(),
      isOnline: true,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

test.setTimeout(300_000);

test('podcasts, an episode, videos, a video, live, events, an event and giving read in Spanish at 375 and 1440 px', async ({
  page,
  request,
}) => {
  await waitForDemoMedia(page);
  const eventId = await createEvent(request);
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });

    await page.goto('/podcasts');
    await turnTo(page, width);
    await expect(page.getByRole('heading', { level: 1, name: 'Escuche cuando quiera' })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Buscar episodios' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Categorías de episodios' }).getByRole('button', { name: 'Oración' })).toBeVisible();
    const card = page.getByTestId('episode-card').first();
    await expect(card.getByRole('button', { name: /^Escuchar episodio: / })).toBeVisible();
    await readsSpanish(page);

    await card.getByRole('heading').getByRole('link').click();
    await expect(page).toHaveURL(/\/podcasts\/episodes?\//);
    await expect(page.getByRole('link', { name: 'Todos los episodios' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Escuchar episodio: / })).toBeVisible();
    await readsSpanish(page);

    await page.goto('/videos');
    await turnTo(page, width);
    await expect(page.getByRole('heading', { level: 1, name: 'Mire y adore' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Ordenar videos' })).toContainText('Más recientes');
    await readsSpanish(page);
    await page.getByTestId('video-card').first().getByRole('heading').getByRole('link').click();
    await expect(page.getByRole('heading', { name: 'Videos relacionados' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Todos los videos' })).toBeVisible();
    await readsSpanish(page);

    await page.goto('/live');
    await turnTo(page, width);
    await expect(page.getByText('Estudio en vivo', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Chat en vivo' })).toBeVisible();
    await expect(page.getByText('Transmisión fuera del aire')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Avisarme cuando la emisora esté en vivo' })).toBeVisible();
    await readsSpanish(page);

    await page.goto('/events?view=list');
    await turnTo(page, width);
    await expect(page.getByRole('heading', { level: 1, name: 'Eventos' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mes siguiente' })).toBeVisible();
    await readsSpanish(page);
    await page.getByRole('button', { name: 'Mes', exact: true }).click();
    await expect(page.getByRole('columnheader').locator('abbr[title="domingo"]')).toHaveText('dom');
    await readsSpanish(page);

    await page.goto(`/events/${eventId}`);
    await turnTo(page, width);
    await expect(page.getByRole('heading', { name: 'Acerca de este evento' })).toBeVisible();
    await expect(page.getByText('Alabanza', { exact: true })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Cuándo recordármelo' })).toContainText('15 minutos antes');
    await expect(page.getByRole('link', { name: 'Agregar al calendario (.ics)' })).toBeVisible();
    await readsSpanish(page);

    await page.goto('/podcasts');
    await turnTo(page, width);
    if (width < 1024) {
      await page.getByRole('button', { name: 'Abrir el menú' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Donar' }).click();
    } else {
      await page.getByRole('banner').getByRole('button', { name: 'Donar' }).click();
    }
    const dialog = page.getByRole('dialog', { name: /^Apoye a / });
    await expect(dialog.getByText('Elija un monto')).toBeVisible();
    await dialog.getByRole('button', { name: '$50', exact: true }).click();
    await expect(dialog.getByTestId('donation-amount')).toHaveText('$50.00');
    await expect(dialog.getByRole('button', { name: 'Continuar al pago' })).toBeEnabled();
    await readsSpanish(page);
    await dialog.getByRole('button', { name: 'Continuar al pago' }).click();
    await expect(page).toHaveURL(/\/donate\?amount=50$/);
    await expect(page.getByLabel('Monto (USD)')).toHaveValue('50.00');
    await expect(page.getByRole('button', { name: 'Ofrendar $50.00' })).toBeVisible();
    await expect(page.getByTestId('card-frame')).toBeVisible();
    await expect(page.getByText('MODO DE PRUEBA', { exact: true })).toBeVisible();
    await page.getByText('Agradézcanme al aire').click();
    await expect(page.getByLabel('Nombre para leer al aire')).toBeVisible();
    await readsSpanish(page);
  }
});
