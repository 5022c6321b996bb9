import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { SMTPServer } from 'smtp-server';
import { adminToken } from './admin';
import { signInAsAdmin } from './admin-session';
import { expectAccessible } from './support';

/** A real SMTP server on loopback that refuses every login with 535, as a provider does for a wrong password. */
async function refusingSmtp() {
  const smtp = new SMTPServer({
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    onAuth: (_auth, _session, callback) =>
      callback(Object.assign(new Error('5.7.8 Authentication credentials invalid'), { responseCode: 535 })),
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  return { port: (smtp.server.address() as AddressInfo).port, close: () => new Promise<void>((resolve) => smtp.close(() => resolve())) };
}

test('an admin saves the mail server, and the test email reports the server refusing the login', async ({ page }) => {
  const smtp = await refusingSmtp();
  const headers = { authorization: `Bearer ${await adminToken(page.request)}` };
  try {
    await signInAsAdmin(page, page.request);
    await page.goto('/admin/delivery');
    const mail = page.getByRole('form', { name: 'Mail server' });
    await mail.getByLabel('Mail server (SMTP host)').fill('127.0.0.1');
    await mail.getByLabel('Port', { exact: true }).fill(String(smtp.port));
    await mail.getByLabel('User name').fill('radio@example.org');
    await mail.getByLabel('Password', { exact: true }).fill('not-the-right-password');
    await mail.getByLabel('From address').fill('Harvest Light <radio@example.org>');
    await mail.getByRole('button', { name: 'Save mail settings' }).click();
    await expect(page.getByText('The mail settings are saved.')).toBeVisible();
    // The password is never shown again: the field now asks for a new one.
    await expect(mail.getByLabel('New password')).toHaveValue('');

    const test = page.getByRole('form', { name: 'Send a test email' });
    await test.getByLabel('Send a test email to').fill('office@example.org');
    await test.getByRole('button', { name: 'Send a test email' }).click();
    const outcome = page.getByTestId('mail-test-outcome');
    await expect(outcome).toContainText('The mail server refused the login:');
    await expect(outcome).toContainText('535');

    // The dashboard's checklist says mail is not being delivered, and links here.
    await page.goto('/admin');
    const item = page.getByText(/Mail is not being delivered — \d+ messages? waits? in the outbox/);
    await expect(item).toBeVisible();
  } finally {
    await page.request.delete('/api/admin/mail', { headers });
    await smtp.close();
  }
});

test('an admin adds a fund and the donate page offers it; the page reads well at 375 and 1440 px', async ({ page }) => {
  const headers = { authorization: `Bearer ${await adminToken(page.request)}` };
  const name = `Youth Camp ${Date.now().toString(36)}`;
  await signInAsAdmin(page, page.request);
  await page.goto('/admin/delivery');
  const add = page.getByRole('form', { name: 'Add a fund' });
  // A blank name is refused beside the field.
  await add.getByRole('button', { name: 'Add fund' }).click();
  await expect(add.getByText('Give the fund a name.')).toBeVisible();
  await add.getByLabel('New fund').fill(name);
  await add.getByRole('button', { name: 'Add fund' }).click();
  await expect(page.getByText(`“${name}” is on the donate page.`)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Funds' }).getByLabel(`Name of fund “${name}”`)).toBeVisible();

  await page.goto('/donate');
  await expect(page.locator('select[name="fund"] option', { hasText: name })).toHaveCount(1);

  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/admin/delivery');
    await expect(page.getByRole('heading', { name: 'Mail and payments', level: 1 })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Stripe keys' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.screenshot({ path: `test-results/admin-delivery-${width}.png`, fullPage: true });
    await expectAccessible(page);
  }

  const { funds } = (await (await page.request.get('/api/admin/payments/funds', { headers })).json()) as {
    funds: Array<{ id: string; name: string }>;
  };
  const added = funds.find((f) => f.name === name)!;
  expect((await page.request.delete(`/api/admin/payments/funds/${added.id}`, { headers })).status()).toBe(204);
});
