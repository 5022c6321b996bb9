import { expect, test } from '@playwright/test';
import { expectAccessible, join, openJoin, signInAs, turnTo, type Member } from './support';

const unique = () => `ruth_${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

test('join with country and city, edit the bio, stay signed in, log out and back in', async ({ page }) => {
  const username = unique();
  const dialog = await openJoin(page);
  await dialog.getByRole('tab', { name: 'Join Us' }).click();
  const form = dialog.getByRole('form', { name: 'Join us' });
  // A name with a space suggests the username; the town is free text (Smiths Grove is on no list).
  await form.getByLabel('Your name').fill('Grace Hall');
  await expect(form.getByLabel('Username')).toHaveValue('grace_hall');
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Email').fill(`${username}@example.org`);
  await form.getByLabel('Country').selectOption('US');
  await form.getByLabel('Town or city').fill('Smiths Grove');
  await form.locator('input[name="password"]').fill('still waters run deep');
  await form.getByLabel('Confirm password').fill('still waters run deeper');
  await form.getByRole('button', { name: 'Show password' }).first().click();
  await expect(form.locator('input[name="password"]')).toHaveAttribute('type', 'text');
  await form.getByRole('button', { name: 'Join Community' }).click();
  await expect(page.getByText('Password mismatch')).toBeVisible();
  await expect(form.getByText('Passwords do not match')).toBeVisible();
  await form.getByLabel('Confirm password').fill('still waters run deep');
  await form.getByRole('button', { name: 'Join Community' }).click();

  await expect(page).toHaveURL('/profile');
  await expect(page.getByText('Account created for Grace Hall')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Grace Hall' })).toBeVisible();
  await expect(page.getByText('Smiths Grove, United States')).toBeVisible();
  await expect(page.getByTestId('stat-discussions')).toHaveText('0');

  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByLabel('Bio').fill('Grandmother of five. I pray for this town every morning.');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Grandmother of five. I pray for this town every morning.')).toBeVisible();

  await page.getByRole('button', { name: 'Account menu for Grace Hall' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeVisible();
  await page.goto('/profile');
  await expect(page).toHaveURL('/');

  const again = await openJoin(page);
  const signIn = again.getByRole('form', { name: 'Sign in' });
  await signIn.getByLabel('Username or email').fill(username.toUpperCase());
  await signIn.getByLabel('Password', { exact: true }).fill('wrong password');
  await signIn.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Login failed')).toBeVisible();
  await expect(page.getByText('Invalid username or password')).toBeVisible();
  // A member who forgot their username signs in with their email.
  await signIn.getByLabel('Username or email').fill(`${username}@example.org`);
  await signIn.getByLabel('Password', { exact: true }).fill('still waters run deep');
  await signIn.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await expect(page).toHaveURL('/profile');
});

test('the dialog and /profile are accessible at 375 and 1280 px', async ({ page, request }) => {
  // On a phone the Sign In button is in the menu; on a desktop in the header.
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    if (width < 1280) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('navigation', { name: 'Mobile' }).waitFor();
    }
    await page.getByRole('button', { name: 'Sign In' }).last().click();
    const dialog = page.getByRole('dialog', { name: 'Join Community' });
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('tab', { name: 'Join Us' }).click();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
  }

  const username = unique();
  const res = await request.post('/api/auth/signup', {
    data: {
      username,
      email: `${username}@example.org`,
      password: 'a fine password',
      confirmPassword: 'a fine password',
      country: 'GB',
      city: 'london',
    },
  });
  expect(res.status()).toBe(201);
  await signInAs(page, (await res.json()) as Member);
  await page.goto('/profile');
  for (const width of [1280, 375]) {
    await turnTo(page, width);
    await expect(page.getByText('London, United Kingdom')).toBeVisible();
    await expectAccessible(page);
  }
});

test('the profile lists where the member is signed in, and signs another device out', async ({ page, request }) => {
  // The member joined on one device (this request's session) and signs in on the browser too.
  const member = await join(request, 'twodevices');
  const login = await request.post('/api/auth/login', {
    data: { username: member.user.username, password: 'faithful and true' },
    headers: {
      'user-agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
    },
  });
  const phone = ((await login.json()) as { token: string }).token;
  await signInAs(page, member);
  await page.goto('/profile');
  const devices = page.getByRole('list', { name: 'Your signed-in devices' });
  await expect(devices.getByRole('listitem')).toHaveCount(2);
  await expect(devices.getByText('This device')).toHaveCount(1);
  await devices.getByRole('button', { name: 'Sign out Chrome on Android' }).click();
  await expect(devices.getByRole('listitem')).toHaveCount(1);
  expect((await request.get('/api/auth/me', { headers: { authorization: `Bearer ${phone}` } })).status()).toBe(401);
  await expectAccessible(page);
});
