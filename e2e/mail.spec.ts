import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { SMTPServer } from 'smtp-server';
import { adminGet, adminToken } from './admin';
import { signInAsAdmin } from './admin-session';
import { openJoin } from './support';

// Mail, missing and failing. These journeys share one file so they never overlap: while an admin
// has a mail server saved (and before its test email fails), the station counts as delivering,
// and a password reset in another worker would be told to check its inbox.

const unique = () => `ruth_${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

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

test('reset a forgotten password through the emailed link', async ({ page, request }) => {
  const username = unique();
  const signup = await request.post('/api/auth/signup', {
    data: {
      username,
      email: `${username}@example.org`,
      password: 'first password 1',
      confirmPassword: 'first password 1',
      country: '',
      city: '',
    },
  });
  expect(signup.status()).toBe(201);

  const dialog = await openJoin(page);
  await dialog.getByRole('button', { name: 'Forgot your password?' }).click();
  const resetDialog = page.getByRole('dialog', { name: 'Reset your password' });
  await resetDialog.getByLabel('Email').fill(`${username}@example.org`);
  await resetDialog.getByRole('button', { name: 'Send reset link' }).click();
  // The e2e station has no mail server: the person is told no link will arrive and whom to ask
  // (the link waits in the outbox, where the station's team can pass it on).
  await expect(resetDialog.getByText('This station cannot send email right now, so no reset link will arrive.')).toBeVisible();
  await page.keyboard.press('Escape');

  const outbox = await adminGet<Array<{ toAddress: string; bodyText: string }>>(page.request, '/api/admin/outbox');
  const mail = outbox.find((m) => m.toAddress === `${username}@example.org`);
  const link = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(mail?.bodyText ?? '')?.[0];
  expect(link).toBeTruthy();

  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await page.getByLabel('New password', { exact: true }).fill('second password 2');
  await page.getByLabel('Confirm new password').fill('second password 2');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page).toHaveURL('/profile');
  await expect(page.getByRole('heading', { name: username })).toBeVisible();

  const oldLogin = await request.post('/api/auth/login', { data: { username, password: 'first password 1' } });
  expect(oldLogin.status()).toBe(401);
  const newLogin = await request.post('/api/auth/login', { data: { username, password: 'second password 2' } });
  expect(newLogin.status()).toBe(200);
});

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
