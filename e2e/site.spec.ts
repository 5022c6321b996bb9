import { expect, test } from '@playwright/test';
import { expectAccessible } from './support';
import { adminGet } from './admin';

test.describe('public pages render their texts', () => {
  const cases: Array<[string, string[]]> = [
    ['/about', ['Our mission', 'Join Community', 'Contact Us', '412 Fairview Avenue']],
    ['/privacy', ['Privacy Policy', 'Last updated: October 1, 2026', 'Prayer requests']],
    ['/terms', ['Terms of Service', 'Last updated: October 1, 2026', 'The community']],
    ['/team', ['James Porter', 'Samuel Boateng', 'Join Our Ministry', 'Apply Now']],
    ['/sponsor/faith-community', ['Faith Community Church', 'Ministry focus', 'Visit Website', 'Send Email', 'Become a Sponsor']],
    ['/sponsor/advertise', ['Faith Seed', 'Kingdom Builder', 'Gospel Champion', 'Most popular', 'Sponsorship inquiry']],
    ['/connect', ['Send us a message', 'Contact the station', 'Quick actions', 'Stay in touch']],
  ];
  // At a phone's width, then the same page widened to a laptop's (axe checks every route at both
  // widths in routes.spec.ts).
  for (const [path, texts] of cases) {
    test(`${path} at 375 and 1280 px`, async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 900 });
      await page.goto(path);
      for (const text of texts) await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
      await page.setViewportSize({ width: 1280, height: 900 });
      for (const text of texts) await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
    });
  }
});

test('the legal pages show the date their text changed, not today', async ({ page }) => {
  await page.goto('/terms');
  const today = new Date().toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
  await expect(page.getByText('Last updated: October 1, 2026')).toBeVisible();
  if (today !== 'October 1, 2026') await expect(page.getByText(`Last updated: ${today}`)).toHaveCount(0);
});

test('an unknown sponsor shows Sponsor Not Found with a way home', async ({ page }) => {
  await page.goto('/sponsor/no-such-church');
  await expect(page.getByRole('heading', { name: 'Sponsor Not Found' })).toBeVisible();
  await expect(page.getByText("The sponsor you're looking for doesn't exist.")).toBeVisible();
  await page.getByRole('link', { name: 'Return Home' }).click();
  await expect(page).toHaveURL('/');
});

test('team profile modal opens and closes by keyboard; a card with no account offers no Follow', async ({ page }) => {
  await page.goto('/team');
  await page.getByRole('button', { name: 'View profile of Linda Harris' }).click();
  const dialog = page.getByRole('dialog', { name: 'Linda Harris' });
  await expect(dialog.getByText('prayer@harvestlight.example')).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Send Message' })).toHaveAttribute('href', 'mailto:prayer@harvestlight.example');
  // Following is kept by the station for a person with an account (messages.spec.ts follows one);
  // the demo's team cards are words in the console, not accounts, so nothing pretends to follow them.
  await expect(dialog.getByRole('button', { name: /^Follow/ })).toHaveCount(0);
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // People are not rated with stars, and the server's status is for the console, not the public.
  await expect(page.getByRole('img', { name: /star/i })).toHaveCount(0);
  await expect(page.getByText('Server status')).toHaveCount(0);
});

test('contact form: browser-side messages, a kept draft on failure, then a stored message', async ({ page }) => {
  await page.goto('/connect');
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText('Name is required')).toBeVisible();
  await expect(form.getByText('Subject is required')).toBeVisible();
  await form.getByLabel('Name').fill('Martha Jones');
  await form.getByLabel('Email').fill('martha@example');
  await form.getByLabel('Subject').fill('Prayer for my son');
  await form.getByLabel('Message').fill('Please pray for my son Caleb as he starts a new job.');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText('Please enter a valid email address')).toBeVisible();

  // The server is unreachable for a moment: the toast says so and nothing typed is lost.
  await page.route('**/api/contact', (route) => route.abort('connectionrefused'));
  await form.getByLabel('Email').fill('martha@example.org');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message not sent')).toBeVisible();
  await expect(form.getByLabel('Message')).toHaveValue('Please pray for my son Caleb as he starts a new job.');
  await page.unroute('**/api/contact');

  const response = page.waitForResponse((r) => r.url().endsWith('/api/contact') && r.request().method() === 'POST');
  await form.getByRole('button', { name: 'Send Message' }).click();
  expect((await response).status()).toBe(201);
  await expect(page.getByText('Message Sent!')).toBeVisible();
  await expect(form.getByLabel('Name')).toHaveValue('');
  const stored = await adminGet(page.request, '/api/admin/forms/contact');
  expect(stored).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'Martha Jones', subject: 'Prayer for my son' })]));
});

test('sponsor inquiry: spec messages for each field, then stored', async ({ page }) => {
  await page.goto('/sponsor/advertise');
  const form = page.getByRole('form', { name: 'Sponsorship inquiry' });
  await form.getByLabel('Organization name').fill('C');
  await form.getByLabel('Contact name').fill('E');
  await form.getByLabel('Email').fill('eli@');
  await form.getByLabel('Phone').fill('555');
  await form.getByLabel('Website').fill('not a site');
  await form.getByLabel('Tell us about your organization').fill('Short.');
  await form.getByRole('button', { name: 'Send Inquiry' }).click();
  for (const message of [
    'Organization name must be at least 2 characters',
    'Contact name must be at least 2 characters',
    'Please enter a valid email address',
    'Please enter a valid phone number',
    'Please enter a valid website URL',
    'Please provide more details about your organization',
  ]) {
    await expect(form.getByText(message)).toBeVisible();
  }
  await form.getByLabel('Organization name').fill('Cornerstone Bakery');
  await form.getByLabel('Contact name').fill('Eli Brooks');
  await form.getByLabel('Email').fill('eli@cornerstone.example');
  await form.getByLabel('Phone').fill('(270) 555-0199');
  await form.getByLabel('Website').fill('https://cornerstone.example');
  await form.getByLabel('Package of interest').selectOption('Kingdom Builder');
  await form.getByLabel('Tell us about your organization').fill('A family bakery that would love to sponsor Family Hour.');
  await form.getByRole('button', { name: 'Send Inquiry' }).click();
  await expect(page.getByText('Thank you for your interest!')).toBeVisible();
  const stored = await adminGet(page.request, '/api/admin/forms/sponsor-inquiries');
  expect(stored[0]).toMatchObject({ organizationName: 'Cornerstone Bakery', packageName: 'Kingdom Builder' });
});

test('one offer in one place: the old advertising page leads to Partner with us', async ({ page }) => {
  await page.goto('/promotions');
  await expect(page).toHaveURL('/sponsor/advertise');
  await expect(page.getByText('Partner with us').first()).toBeVisible();
  await expect(page.getByText('Divine Premium')).toHaveCount(0);
});

test('newsletter: subscribes once, whatever the case of the address', async ({ page }) => {
  await page.goto('/connect');
  const box = page.getByRole('region', { name: 'Stay in touch' });
  await box.getByLabel('Email address').fill('not-an-email');
  await box.getByRole('button', { name: 'Subscribe' }).click();
  await expect(box.getByText('Please enter a valid email address')).toBeVisible();
  await box.getByLabel('Email address').fill('Hannah@Example.org');
  await box.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText("You're subscribed!")).toBeVisible();
  const stored = await adminGet(page.request, '/api/admin/forms/newsletter');
  expect(stored.filter((s) => s.email?.toLowerCase() === 'hannah@example.org')).toHaveLength(1);
});
