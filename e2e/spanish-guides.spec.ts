import { expect, test } from '@playwright/test';
import { englishLeftOn } from './languages';
import { expectAccessible } from './support';

test('a Spanish broadcaster reads the broadcast guides in Spanish, each step whole', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'es-MX' });
  const page = await context.newPage();
  await page.goto('/broadcast/guides/obs');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1, name: 'Transmitir un culto con OBS Studio' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Conecte OBS a la emisora' })).toBeVisible();
  // The server's address goes inside the step's sentence, in Spanish too.
  await expect(page.getByText('Servidor: el servidor RTMP que muestra su estudio (rtmp://SU-EMISORA:1935/live).')).toBeVisible();
  expect(await englishLeftOn(page)).toEqual([]);
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Streamlabs y ffmpeg' }).click();
  await expect(page).toHaveURL('/broadcast/guides/streamlabs-ffmpeg');
  await expect(page.getByRole('heading', { name: 'ffmpeg (un culto grabado, o una prueba)' })).toBeVisible();
  // The command stays as a terminal takes it.
  await expect(page.locator('pre code')).toContainText('ffmpeg -re -i service.mp4');
  expect(await englishLeftOn(page)).toEqual([]);
  await context.close();
});
