import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { adminGet } from './admin';
import { expectAccessible, join, signInAs } from './support';

const pans = ['4242424242424242', '4000000000000002', '4000002500003155'];
const spaced = (pan: string) => pan.replace(/(\d{4})(?=\d)/g, '$1 ');

/** Every request the page sends to the station, with its body: the card must never be among them. */
function watchRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => seen.push(`${r.method()} ${r.url()} ${r.postData() ?? ''}`));
  return seen;
}
function expectNoCardData(seen: string[]) {
  const text = seen.join('\n');
  expect(text).toContain('/api/payments/intent');
  for (const pan of pans) {
    expect(text).not.toContain(pan);
    expect(text).not.toContain(spaced(pan));
    expect(text).not.toContain(encodeURIComponent(spaced(pan)));
  }
  expect(text).not.toContain('12/34');
  expect(text).not.toMatch(/"(cvc|cvv|expiry|cardNumber)"/i);
}

async function fillCard(page: Page, pan: string) {
  const card = page.frameLocator('[data-testid="card-frame"]');
  await expect(card.getByText('TEST MODE', { exact: true })).toBeVisible();
  await card.getByLabel('Card number').fill(spaced(pan));
  await card.getByLabel('Expiry (MM/YY)').fill('12/34');
  await card.getByLabel('CVC').fill('123');
}

test('Donate → 50 → Continue → /donate?amount=50 → card 4242 → thank-you, receipt mailed, gift listed for the station', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const seen = watchRequests(page);
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Donate' }).click();
  const dialog = page.getByRole('dialog', { name: /Support Harvest Light Radio/ });
  await expect(dialog).toBeVisible();
  const cont = dialog.getByRole('button', { name: 'Continue to Payment' });
  await expect(cont).toBeDisabled();
  await expect(dialog.getByTestId('donation-amount')).toHaveText('$0.00');
  await dialog.getByLabel('Custom amount').fill('12.5');
  await expect(dialog.getByTestId('donation-amount')).toHaveText('$12.50');
  await dialog.getByRole('button', { name: '$50', exact: true }).click();
  await expect(dialog.getByLabel('Custom amount')).toHaveValue('');
  await expect(dialog.getByRole('button', { name: '$50', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(dialog.getByTestId('donation-amount')).toHaveText('$50.00');
  await expectAccessible(page);
  await cont.click();
  await expect(page).toHaveURL(/\/donate\?amount=50$/);

  const email = `giver_${Date.now().toString(36)}@example.org`;
  await expect(page.getByLabel('Amount (USD)')).toHaveValue('50.00');
  await page.getByLabel('Full name').fill('Dorcas Giver');
  await page.getByLabel(/Email address/).fill(email);
  await page.getByLabel('Prayer request or message').fill('For the morning show');
  await fillCard(page, pans[0]!);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Give $50.00' }).click();

  await expect(page.getByRole('heading', { name: 'Thank you for your donation!' })).toBeVisible();
  await expect(page).toHaveURL(/\/donate\?thanks=/);
  const receipt = page.getByTestId('receipt');
  await expect(receipt).toContainText('Harvest Light Radio, Inc.');
  await expect(receipt).toContainText('61-1234567');
  await expect(receipt).toContainText('$50.00');
  await expect(receipt).toContainText('Visa ending in 4242');
  await expect(page.getByText('No goods or services were provided in exchange for this gift.')).toBeVisible();
  await expectAccessible(page);

  const outbox = await adminGet<Array<{ toAddress: string; subject: string; bodyText: string }>>(page.request, '/api/admin/outbox');
  const mail = outbox.find((m) => m.toAddress === email);
  expect(mail?.subject).toMatch(/receipt #\d+/);
  expect(mail?.bodyText).toContain('Gift: $50.00');
  expect(mail?.bodyText).toContain('Tax ID (EIN): 61-1234567');
  const { gifts } = await adminGet<{ gifts: Array<{ donorEmail: string; amountCents: number; cardLast4: string }> }>(
    page.request,
    `/api/admin/payments/gifts?email=${encodeURIComponent(email)}`,
  );
  expect(gifts).toEqual([expect.objectContaining({ donorEmail: email, amountCents: 5000, cardLast4: '4242' })]);

  // The visitor's link in the receipt shows their giving and the year's statement.
  const manage = /\/donate\/manage\?token=[\w-]+/.exec(mail!.bodyText)![0];
  await page.goto(manage);
  const giving = page.getByRole('region', { name: 'My giving' });
  await expect(giving.getByRole('list', { name: 'Gifts' })).toContainText('$50.00');
  const download = page.waitForEvent('download');
  await giving.getByRole('button', { name: /statement \(PDF\)/ }).click();
  expect((await download).suggestedFilename()).toMatch(/^giving-statement-\d{4}\.pdf$/);
  await expectAccessible(page);
  expectNoCardData(seen);
});

test('a declined card shows Payment Failed and keeps what was typed', async ({ page }) => {
  const seen = watchRequests(page);
  await page.goto('/donate?amount=30');
  await page.getByLabel('Full name').fill('Tabitha Kept');
  await page.getByLabel(/Email address/).fill('tabitha@example.org');
  await page.getByLabel('Prayer request or message').fill('Keep this message');
  // No payment button that does not work: the wallets come with Stripe's own element, where they work.
  await expect(page.getByRole('button', { name: /Apple Pay|Google Pay|PayPal/ })).toHaveCount(0);
  await fillCard(page, pans[1]!);
  await page.getByRole('button', { name: 'Give $30.00' }).click();
  await expect(page.getByText('Payment Failed')).toBeVisible();
  await expect(page.getByText('Unable to process payment. Please try again.')).toBeVisible();
  await expect(page.getByText('Your card was declined. Please try another card.')).toBeVisible();
  await expect(page).toHaveURL(/\/donate\?amount=30$/);
  await expect(page.getByLabel('Full name')).toHaveValue('Tabitha Kept');
  await expect(page.getByLabel(/Email address/)).toHaveValue('tabitha@example.org');
  await expect(page.getByLabel('Prayer request or message')).toHaveValue('Keep this message');
  await expect(page.getByLabel('Amount (USD)')).toHaveValue('30.00');
  const { gifts } = await adminGet<{ gifts: unknown[] }>(page.request, '/api/admin/payments/gifts?email=tabitha');
  expect(gifts).toEqual([]);
  expectNoCardData(seen);
});

test('card 3155 asks for authentication on the card page, then the gift goes through', async ({ page }) => {
  const seen = watchRequests(page);
  const member = await join(page.request, 'lois');
  await signInAs(page, member);
  await page.goto('/donate?amount=100');
  await page.getByText('Monthly', { exact: true }).click();
  await fillCard(page, pans[2]!);
  await page.getByRole('button', { name: 'Give $100.00 monthly' }).click();
  const card = page.frameLocator('[data-testid="card-frame"]');
  await expect(card.getByRole('heading', { name: /Authentication required/ })).toBeVisible();
  await expect(page.getByTestId('checkout-status')).toContainText('confirm this payment');
  await card.getByRole('button', { name: 'Complete authentication' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your donation!' })).toBeVisible();
  await expect(page.getByTestId('receipt')).toContainText('Monthly');

  // The member's profile lists the gift and the monthly gift, which they can pause.
  await page.getByRole('link', { name: 'See my giving' }).click();
  const giving = page.getByRole('region', { name: 'My giving' });
  await expect(giving.getByRole('list', { name: 'Gifts' })).toContainText('$100.00');
  const plan = page.getByTestId('plan');
  await expect(plan).toContainText('$100.00 a month');
  await plan.getByRole('button', { name: 'Pause' }).click();
  await expect(plan).toContainText('Paused');
  expectNoCardData(seen);
});

for (const width of [375, 768]) {
  test(`/donate fits ${width} px without horizontal scrolling`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/donate?amount=25');
    await expect(page.frameLocator('[data-testid="card-frame"]').getByLabel('Card number')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}

test('/donate/manage opened without a receipt’s link says what it is for and where to go', async ({ page }) => {
  await page.goto('/donate/manage');
  await expect(page.getByText('This page opens from the link in your receipt.')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Give a gift' }).click();
  await expect(page).toHaveURL(/\/donate$/);
});

test('after the journeys, the station database on disk holds the gifts and no card number, expiry or CVC', () => {
  // The e2e station's data folder (scripts/e2e-server.mjs): PGlite's tables and write-ahead log.
  const dir = path.resolve(import.meta.dirname, '..', '.tmp', `e2e-${process.env.E2E_PORT ?? '4173'}`, 'pglite');
  const files: string[] = [];
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      if (e.isDirectory()) walk(path.join(d, e.name));
      else files.push(path.join(d, e.name));
    }
  };
  walk(dir);
  const dump = Buffer.concat(files.map((f) => fs.readFileSync(f)));
  // The dump is real: the declined donor's checkout is in it.
  expect(dump.includes('tabitha@example.org')).toBe(true);
  for (const pan of pans) {
    expect(dump.includes(pan), pan).toBe(false);
    expect(dump.includes(spaced(pan)), spaced(pan)).toBe(false);
  }
  expect(dump.includes('12/34')).toBe(false);
});
