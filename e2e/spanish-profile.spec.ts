import { expect, test, type Page } from '@playwright/test';
import { es } from '../web/src/i18n/es/index.ts';
import { englishLeftOn } from './languages';
import { expectAccessible, join, noSidewaysScroll, signInAs, turnTo } from './support';

/** The member's saved language, as the server returns it with their user. */
const savedLocale = async (page: Page, token: string) =>
  ((await (await page.request.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } })).json()) as { locale?: string | null })
    .locale ?? null;

/** The sign-in form of the join dialog, opened from the header's sign-in button (found by its icon, in any language). */
async function signInForm(page: Page) {
  await page.getByRole('banner').locator('button:has(svg.lucide-log-in)').first().click();
  const form = page.getByRole('dialog').locator('form:has(input[autocomplete="current-password"])');
  await expect(form).toBeVisible();
  return form;
}

test('a member who chooses Español on the profile keeps it: the page, the server’s errors and the next sign-in speak Spanish', async ({
  page,
  request,
  context,
}) => {
  const member = await join(request, 'lucia');
  await signInAs(page, member);
  await turnTo(page, 375);
  await page.goto('/profile');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByTestId('profile-language').selectOption('es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByText('Selah ahora le habla en Español.')).toBeVisible();
  await expect(page.getByText(es['language.description'])).toBeVisible();
  expect(await savedLocale(page, member.token)).toBe('es');
  expect(await englishLeftOn(page)).toEqual([]);
  await noSidewaysScroll(page);
  await expectAccessible(page);

  // Signed out (the account menu's last item), a wrong password is refused in Spanish by the server.
  await turnTo(page, 1440);
  await page
    .getByRole('banner')
    .getByRole('button', { name: new RegExp(member.user.displayName) })
    .click();
  await page
    .getByRole('menuitem')
    .filter({ has: page.locator('svg.lucide-log-out') })
    .click();
  await expect(page).toHaveURL('/');
  let form = await signInForm(page);
  await form.locator('input[autocomplete="username"]').fill(member.user.username);
  await form.locator('input[autocomplete="current-password"]').fill('not the password');
  await form.locator('button[type="submit"]').click();
  await expect(page.getByText('Nombre de usuario o contraseña incorrectos').first()).toBeVisible();
  await page.keyboard.press('Escape');

  // A browser that has forgotten the choice (an English one): signing in brings the saved Spanish back.
  await context.clearCookies();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  form = await signInForm(page);
  await form.locator('input[autocomplete="username"]').fill(member.user.username);
  await form.locator('input[autocomplete="current-password"]').fill('faithful and true');
  await form.locator('button[type="submit"]').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.goto('/profile');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByTestId('profile-language')).toHaveValue('es');
  expect(await englishLeftOn(page)).toEqual([]);
  await expectAccessible(page);
  await noSidewaysScroll(page);

  // The header's switch changes the profile's language too: the next sign-in will be in English.
  const token = await page.evaluate(() => localStorage.getItem('selah.token'));
  expect(token).toBeTruthy();
  await page.getByTestId('language-switch').first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect.poll(() => savedLocale(page, token!)).toBe('en');
  await expect(page.getByTestId('profile-language')).toHaveValue('en');
});
