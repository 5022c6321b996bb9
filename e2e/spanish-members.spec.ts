import { expect, test, type Browser, type Page } from '@playwright/test';
import { englishLeftOn } from './languages';
import { expectAccessible, join, noSidewaysScroll, signInAs, turnTo, lookAt } from './support';

const phone = 375;
const desktop = 1440;

/** A page of a browser that reads Spanish (Accept-Language and navigator.languages es-MX). */
async function spanishPage(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({ locale: 'es-MX', viewport: { width, height: 900 } });
  return context.newPage();
}

/** The page is in Spanish, with none of the catalog's English left, and reads well at this width. */
async function readsInSpanish(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  expect(await englishLeftOn(page)).toEqual([]);
  await noSidewaysScroll(page);
  await expectAccessible(page);
}

test(`the community, its dialogs and a member's own pages in Spanish (${phone} and ${desktop} px)`, async ({ browser, request }) => {
  test.setTimeout(300_000);
  const ruth = await join(request, 'ruth');
  const title = `Oren por mi nieto ${Date.now().toString(36)}`;
  const posted = await request.post('/api/community/threads', {
    headers: { authorization: `Bearer ${ruth.token}` },
    data: { title, category: 'prayer', content: 'Caleb empieza la quimioterapia el lunes. Oren por fuerza para él y sus padres.' },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  const threadId = ((await posted.json()) as { id: string }).id;

  // A visitor on a phone: the board, filtered by its category select and sorted by a tab.
  const page = await spanishPage(browser, phone);
  await page.goto('/community');
  await expect(page.getByRole('heading', { level: 1, name: 'Comunidad de fe' })).toBeVisible();
  await page.getByLabel('Categoría', { exact: true }).selectOption('prayer');
  await expect(page).toHaveURL(/category=prayer/);
  const card = page.getByRole('article', { name: title });
  await expect(card.getByText('Peticiones de oración')).toBeVisible();
  await expect(card.getByText('Necesita oración')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Oré (0 oraciones)' })).toBeVisible();
  await page.getByRole('tab', { name: 'Sin respuesta' }).click();
  await expect(page.getByRole('tab', { name: 'Sin respuesta' })).toHaveAttribute('aria-selected', 'true');
  await readsInSpanish(page);

  // The same board on a desktop: the categories listed beside the discussions, the search.
  await turnTo(page, desktop);
  await page.getByRole('tab', { name: 'Recientes' }).click();
  const categories = page.getByRole('navigation', { name: 'Categorías' });
  await categories.getByRole('button', { name: 'Testimonios' }).click();
  await expect(page).toHaveURL(/category=testimonies/);
  await page.getByRole('button', { name: 'Quitar filtros' }).click();
  await page.getByLabel('Buscar conversaciones').fill('zzz-nada-coincide');
  await expect(page.getByText('Nada coincide con «zzz-nada-coincide». Pruebe con otras palabras.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Acciones rápidas' })).toBeVisible();
  await readsInSpanish(page);

  // The discussion on its own page, replies open, and the visitor asked to join to reply.
  await page.goto(`/community/t/${threadId}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Todas las conversaciones' })).toBeVisible();
  await expect(page.getByText('Todavía no hay comentarios. ¡Sea el primero en responder!')).toBeVisible();
  await readsInSpanish(page);
  await turnTo(page, phone);
  await readsInSpanish(page);

  // The join dialog, then its sign-in tab: a visitor's like asks them to join (phone), the header's Iniciar sesión (desktop).
  await page.getByRole('button', { name: 'Responder' }).click();
  await expect(page.getByRole('button', { name: 'Únase a la comunidad' })).toBeVisible();
  await page.getByRole('button', { name: /^Me gusta/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Únase a la comunidad' });
  await expect(dialog.getByRole('link', { name: 'Términos del servicio' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Unirme a la comunidad' })).toBeVisible();
  await readsInSpanish(page);
  await dialog.getByRole('tab', { name: 'Iniciar sesión' }).click();
  await expect(dialog.getByLabel('Usuario o correo electrónico')).toBeVisible();
  await expect(dialog.getByRole('button', { name: '¿Olvidó su contraseña?' })).toBeVisible();
  await readsInSpanish(page);
  await page.keyboard.press('Escape');
  await turnTo(page, desktop);
  await page.getByRole('banner').getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(dialog.getByRole('tab', { name: 'Iniciar sesión' })).toHaveAttribute('aria-selected', 'true');
  await readsInSpanish(page);
  await page.keyboard.press('Escape');

  // A signed-in member's profile, notifications and messages, at both widths.
  const member = await spanishPage(browser, phone);
  await signInAs(member, ruth);
  const pages = [
    { path: '/profile', heading: ruth.user.displayName, text: 'Editar el perfil' },
    { path: '/notifications', heading: 'Notificaciones', text: 'Respuestas, oraciones y recordatorios de su comunidad.' },
    { path: '/notifications/settings', heading: 'Ajustes de notificaciones', text: 'Equipo de oración' },
    { path: '/messages', heading: 'Mensajes', text: 'Elija una conversación para leerla.' },
  ];
  for (const width of [phone, desktop]) {
    await turnTo(member, width);
    for (const p of pages) {
      await member.goto(p.path);
      await expect(member.getByRole('heading', { level: 1, name: p.heading })).toBeVisible();
      // On a phone, Messages shows the list alone; the prompt beside it is for wide screens.
      if (!(p.path === '/messages' && width === phone)) await expect(member.getByText(p.text, { exact: true }).first()).toBeVisible();
      await readsInSpanish(member);
    }
  }
  await member.goto('/profile');
  await expect(member.getByRole('tab', { name: 'Conversaciones' })).toBeVisible();
  await expect(member.getByText('Verificación en dos pasos', { exact: true })).toBeVisible();
  await member.getByRole('button', { name: 'Editar el perfil' }).click();
  await expect(member.getByLabel('País')).toBeVisible();
  await expect(member.getByLabel('País').locator('option:checked')).toHaveText('Estados Unidos');
  await readsInSpanish(member);
  await lookAt(member, { path: '.tmp/shots/spanish-profile-1440.png' });
  await turnTo(member, phone);
  await member.goto('/community');
  await readsInSpanish(member);
  await lookAt(member, { path: '.tmp/shots/spanish-community-375.png' });
});
