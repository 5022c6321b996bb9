import crypto from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, join, noSidewaysScroll, signInAs, turnTo, lookAt } from './support';

/** What an authenticator app shows for a base32 secret, `steps` × 30 s from now (RFC 6238, SHA-1, 6 digits). */
function totp(secret: string, steps = 0): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const ch of secret.replace(/\s/g, '')) bits += alphabet.indexOf(ch).toString(2).padStart(5, '0');
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((b) => parseInt(b, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(Date.now() / 30_000) + steps));
  const mac = crypto.createHmac('sha1', key).update(counter).digest();
  const offset = mac[mac.length - 1]! & 15;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/** The header's menu (inside the phone menu on narrow screens). */
async function openHeader(page: Page, width: number) {
  if (width < 1024) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).waitFor();
  }
}

// Both widths in one journey: set up at a 1440 px desktop, the codes and the sign-in on a 375 px phone.
test('a member turns on two-step sign-in at 1440 px and signs in with password then code on a phone', async ({ page, request }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const member = await join(request, 'naomi');
  await signInAs(page, member);
  await page.goto('/profile');

  const card = page.getByRole('heading', { name: 'Two-step sign-in' }).locator('xpath=ancestor::*[contains(@class,"rounded")][1]');
  await expect(page.getByText('Two-step sign-in is off.')).toBeVisible();
  await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
  await expect(page.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent())!.replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expectAccessible(page);
  await lookAt(card, { path: `test-results/two-step-setup-1440.png` });

  const confirm = page.getByRole('form', { name: 'Confirm two-step sign-in' });
  await confirm.getByLabel('Code the app shows').fill('12');
  await confirm.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  await expect(confirm.getByText('Enter the six digits your authenticator app shows.')).toBeVisible();
  await confirm.getByLabel('Code the app shows').fill(totp(secret));
  await confirm.getByRole('button', { name: 'Turn on two-step sign-in' }).click();

  const codes = page.getByRole('list', { name: 'Your recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await expect(codes.first()).toHaveText(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
  await expect(page.getByRole('button', { name: 'Download', exact: true })).toBeVisible();
  await expectAccessible(page);
  await noSidewaysScroll(page);
  await lookAt(card, { path: `test-results/two-step-codes-1440.png` });
  await turnTo(page, 375);
  await expect(codes).toHaveCount(10);
  await noSidewaysScroll(page);
  await expectAccessible(page);
  await lookAt(card, { path: `test-results/two-step-codes-375.png` });
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByText('Two-step sign-in is on. 10 recovery codes are left.')).toBeVisible();

  await openHeader(page, 375);
  await page
    .getByRole('button', { name: `Account menu for ${member.user.displayName}` })
    .last()
    .click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL('/');

  await openHeader(page, 375);
  await page.getByRole('button', { name: 'Sign In' }).last().click();
  const form = page.getByRole('dialog', { name: 'Join Community' }).getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Username or email').fill(member.user.username);
  await form.getByLabel('Password', { exact: true }).fill('faithful and true');
  await form.getByRole('button', { name: 'Sign In' }).click();

  // The second step: the password is kept; only the code is asked for.
  await expect(form.getByText(`Two-step sign-in is on for ${member.user.username}`)).toBeVisible();
  await form.getByLabel('Six-digit code').fill('abc');
  await form.getByRole('button', { name: 'Confirm and sign in' }).click();
  await expect(form.getByText('Enter the six digits from your authenticator app, or a recovery code like abcde-fghjk.')).toBeVisible();
  await expectAccessible(page);
  await lookAt(form, { path: `test-results/two-step-sign-in-375.png` });
  // The code that turned it on was spent; the app's next one is fresh (a phone 30 s ahead is accepted).
  await form.getByLabel('Six-digit code').fill(totp(secret, 1));
  await form.getByRole('button', { name: 'Confirm and sign in' }).click();
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await expect(page).toHaveURL('/profile');
  await expect(page.getByText('Two-step sign-in is on. 10 recovery codes are left.')).toBeVisible();
  await noSidewaysScroll(page);
});

test('a member adds a passkey in the profile and signs in with password then passkey (Chromium’s virtual authenticator)', async ({
  page,
  request,
  baseURL,
}) => {
  // Passkeys need a name, not an IP: the station at 127.0.0.1 is "localhost" to them, so this page is too.
  const station = baseURL!.replace('127.0.0.1', 'localhost');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  await page.setViewportSize({ width: 1440, height: 900 });
  const member = await join(request, 'lydia');
  await page.goto(`${station}/`);
  await page.evaluate(
    ([t, u]) => {
      localStorage.setItem('selah.token', t as string);
      localStorage.setItem('selah.user', JSON.stringify(u));
    },
    [member.token, member.user],
  );
  await page.goto(`${station}/profile`);

  const card = page.getByRole('heading', { name: 'Two-step sign-in' }).locator('xpath=ancestor::*[contains(@class,"rounded")][1]');
  await expect(page.getByText('Two-step sign-in is off.')).toBeVisible();
  const add = page.getByRole('form', { name: 'Add a passkey' });
  await add.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(add.getByText('Give this passkey a name you will recognise')).toBeVisible();
  await add.getByLabel('Name for the new passkey').fill('Work laptop');
  await add.getByRole('button', { name: 'Add a passkey' }).click();
  // A first second step: the recovery codes, shown once.
  await expect(page.getByRole('list', { name: 'Your recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByText('Two-step sign-in is on. 10 recovery codes are left.')).toBeVisible();
  const keys = page.getByRole('list', { name: 'Your passkeys' });
  await expect(keys.getByRole('listitem')).toHaveCount(1);
  await expect(keys).toContainText('Work laptop');
  await expect(keys).toContainText('not used yet');
  await expectAccessible(page);
  await lookAt(card, { path: 'test-results/passkeys-profile-1440.png' });
  await page.setViewportSize({ width: 375, height: 900 });
  await noSidewaysScroll(page);
  await lookAt(card, { path: 'test-results/passkeys-profile-375.png' });
  await page.setViewportSize({ width: 1440, height: 900 });

  // Signed out, then in again: the password, then the passkey.
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${station}/`);
  await page.getByRole('button', { name: 'Sign In' }).last().click();
  const form = page.getByRole('dialog', { name: 'Join Community' }).getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Username or email').fill(member.user.username);
  await form.getByLabel('Password', { exact: true }).fill('faithful and true');
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(form.getByText('Use your passkey to finish signing in.')).toBeVisible();
  await expectAccessible(page);
  await lookAt(form, { path: 'test-results/passkey-sign-in-1440.png' });
  await form.getByRole('button', { name: 'Use a passkey' }).click();
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('list', { name: 'Your passkeys' })).toContainText('last used');
  // The authenticator signed once for the sign-in (and once when it was made, with no count).
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]!.signCount).toBeGreaterThanOrEqual(1);
});
