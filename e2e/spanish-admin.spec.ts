import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './admin-session';
import { englishLeftOn } from './languages';
import { expectAccessible, noSidewaysScroll, turnTo } from './support';

// A browser that asks for Spanish (Accept-Language and navigator.languages): the console answers in Spanish.
test.use({ locale: 'es-MX' });

const pages: Array<[string, string]> = [
  ['/admin', 'Panel'],
  ['/admin/music', 'Biblioteca musical'],
  ['/admin/schedule', 'Programación'],
  ['/admin/live', 'En vivo'],
  ['/admin/people', 'Personas'],
  ['/admin/moderation', 'Moderación'],
  ['/admin/inbox', 'Bandejas de entrada y salida'],
  ['/admin/giving', 'Ofrendas y eventos'],
  ['/admin/delivery', 'Correo y pagos'],
  ['/admin/settings', 'Ajustes de la emisora'],
  ['/admin/backups', 'Copias de seguridad'],
  ['/admin/audit', 'Registro de cambios'],
];

test('the station console reads in Spanish on every page, on a phone and on a desktop', async ({ page, request }) => {
  await signInAsAdmin(page, request);
  for (const [i, [path, heading]] of pages.entries()) {
    // Alternate the widths so every page is seen at one of them, and half at each.
    await turnTo(page, i % 2 ? 1440 : 375);
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Copias de seguridad' }).first()).toBeAttached();
    expect(await englishLeftOn(page), path).toEqual([]);
    await noSidewaysScroll(page);
  }
  // A sentence around a folder or a user name is one Spanish sentence (one message with tags), not pieces.
  await page.goto('/admin/backups');
  await expect(page.getByText(/^En .+\. Una copia contiene los hashes de las contraseñas/)).toBeVisible();
  await page.goto('/admin/live');
  await expect(page.getByText(/se conecta a la entrada en vivo con el usuario source y esta contraseña\./)).toBeVisible();
  await page.goto('/admin');
  await expect(page.getByText(/Consola de \S/).first()).toBeVisible();
  // The server's health, as the dashboard's tile says it.
  await expect(page.getByText('En buen estado')).toBeVisible();
  // The music page's sound settings and an opened dialog, checked by axe in Spanish.
  await page.goto('/admin/music');
  await expect(page.getByRole('heading', { name: 'Reglas del AutoDJ' })).toBeVisible();
  await page.getByRole('button', { name: 'Lista nueva' }).click();
  await expect(page.getByRole('dialog')).toContainText('Los programas de la programación tocan una lista.');
  expect(await englishLeftOn(page)).toEqual([]);
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  // The language switch turns the console back to English at once, and the choice is kept.
  await page.getByTestId('language-switch').first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Music library' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Music library' })).toBeVisible();
});
