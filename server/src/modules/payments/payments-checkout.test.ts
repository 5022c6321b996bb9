// The station comes from payments.fixtures.ts (createTestApp), so this file runs on both databases.
import { describe, expect, it } from 'vitest';
import { paymentMessages } from '@selah/contracts/payments';
import { coverFee, nextMonth } from './index.ts';
import { t, token, givingStation, intent, confirm, outbox, gifts, give } from './payments.fixtures.ts';

givingStation();

describe('fees and dates', () => {
  it('grosses the fee up so the station keeps the whole gift', () => {
    const fee = coverFee(5000, 2.9, 30);
    expect(fee).toBe(181);
    expect(Math.floor((5000 + fee) * (1 - 0.029)) - 30).toBeGreaterThanOrEqual(5000);
    expect(coverFee(5000, 0, 0)).toBe(0);
  });
  it('moves a month on, keeping the day where the month has it', () => {
    expect(nextMonth(new Date('2030-01-31T15:00:00Z')).toISOString()).toBe('2030-02-28T15:00:00.000Z');
    expect(nextMonth(new Date('2030-12-15T15:00:00Z')).toISOString()).toBe('2031-01-15T15:00:00.000Z');
  });
});

describe('POST /api/payments/intent', () => {
  it('answers the test processor, presets and the seeded funds', async () => {
    const res = await t.app.inject({ url: '/api/payments/config' });
    expect(String(res.headers['content-security-policy'])).not.toContain('stripe.com');
    expect(res.json()).toMatchObject({
      processor: 'test',
      testMode: true,
      presets: [25, 50, 100, 250, 500, 1000],
      funds: [
        { id: 'general', name: 'General' },
        { id: 'missions', name: 'Missions' },
        { id: 'building', name: 'Building' },
      ],
    });
  });

  it.each([
    [{ cardNumber: '4242424242424242' }],
    [{ donorInfo: { name: 'A', email: 'a@example.org', cvc: '123' } }],
    [{ donorInfo: { email: 'a@example.org', expiryDate: '12/34' } }],
    [{ donorInfo: { email: 'a@example.org', message: 'my card is 4242 4242 4242 4242' } }],
  ])('refuses card data with 400 and stores nothing (%j)', async (extra) => {
    const res = await intent({ amount: 2500, currency: 'usd', donorInfo: { email: 'a@example.org' }, ...extra });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: paymentMessages.cardFieldsRefused, error: 'card_data_refused' });
    expect(res.body).not.toContain('4242');
  });

  it('validates amount, currency, fund and the visitor’s email with sentences', async () => {
    expect((await intent({ amount: 99, donorInfo: { email: 'a@example.org' } })).json().message).toBe(paymentMessages.amountTooSmall);
    expect((await intent({ amount: 25.5, donorInfo: { email: 'a@example.org' } })).json().message).toBe(paymentMessages.amountCents);
    expect((await intent({ amount: 2500, currency: 'eur', donorInfo: { email: 'a@example.org' } })).json().message).toBe(
      paymentMessages.currency,
    );
    expect((await intent({ amount: 2500, fundId: 'yachts', donorInfo: { email: 'a@example.org' } })).json().message).toBe(
      paymentMessages.fundUnknown,
    );
    const noEmail = await intent({ amount: 2500 });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().message).toBe(paymentMessages.emailRequired);
  });

  it('adds the covered fee and answers the card form', async () => {
    const res = await intent({ amount: 5000, coverFee: true, donorInfo: { email: 'fee@example.org' } });
    expect(res.json()).toMatchObject({ amountCents: 5000, feeCents: 181, totalCents: 5181, processor: 'test', status: 'pending' });
    expect(res.json().cardFormUrl).toBe(`/pay/test/card?intent=${res.json().id}`);
  });
});

describe('the test processor', () => {
  it('serves its own card page, saying TEST MODE, with its script from this station only', async () => {
    const page = await t.app.inject({ url: '/pay/test/card' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('TEST MODE');
    expect(page.body).toContain('<script src="/pay/test/card.js">');
    expect(String(page.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
    const script = await t.app.inject({ url: '/pay/test/card.js' });
    expect(script.body).toContain("'4242424242424242': { brand: 'Visa', outcome: 'success' }");
    expect(script.body).toContain('postMessage(msg, window.location.origin)');
  });

  it('records a paid gift once, mails the receipt and lists it for the station', async () => {
    const res = await give({
      amount: 5000,
      fundId: 'missions',
      donorInfo: { name: 'Ana Ruiz', email: 'ana@example.org', message: 'For the mission trip' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const receipt = res.json();
    expect(receipt).toMatchObject({
      amountCents: 5000,
      fundName: 'Missions',
      legalName: 'Harvest Light Radio, Inc.',
      taxId: '61-1234567',
      cardBrand: 'Visa',
      cardLast4: '4242',
      testMode: true,
      noGoods: paymentMessages.noGoods,
    });
    const mail = (await outbox()).find((m) => m.toAddress === 'ana@example.org')!;
    expect(mail.subject).toContain(`receipt #${receipt.receiptNumber}`);
    expect(mail.bodyText).toContain('Harvest Light Radio, Inc.');
    expect(mail.bodyText).toContain('Tax ID (EIN): 61-1234567');
    expect(mail.bodyText).toContain('Fund: Missions');
    expect(mail.bodyText).toContain('Gift: $50.00');
    expect(mail.bodyText).toContain('March 31, 2030');
    expect(mail.bodyText).toContain(paymentMessages.noGoods);
    expect(mail.bodyText).toMatch(/https:\/\/radio\.example\.org\/donate\/manage\?token=[\w-]{20,}/);
    expect((await gifts('?fundId=missions')).map((g) => g.donorEmail)).toEqual(['ana@example.org']);
  });

  it('a second confirm of the same checkout is refused and records nothing more', async () => {
    const res = await intent({ amount: 2500, donorInfo: { email: 'twice@example.org' } });
    const id = res.json().id as string;
    expect((await confirm(id, { token: token('success'), brand: 'Visa', last4: '4242' })).statusCode).toBe(200);
    const second = await confirm(id, { token: token('success'), brand: 'Visa', last4: '4242' });
    expect(second.statusCode).toBe(409);
    expect(await gifts('?email=twice@')).toHaveLength(1);
    const cookie = String(res.headers['set-cookie']).split(';')[0]!;
    expect((await t.app.inject({ url: `/api/payments/intent/${id}/receipt`, headers: { cookie } })).json().donorEmail).toBe(
      'twice@example.org',
    );
  });

  it('a declined card answers 402 Payment Failed’s reason and records no gift', async () => {
    const res = await give({ donorInfo: { email: 'declined@example.org' } }, {}, 'declined');
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ message: paymentMessages.declined, error: 'card_declined' });
    const failedAuth = await give({ donorInfo: { email: 'declined@example.org' } }, {}, 'unauthenticated');
    expect(failedAuth.json().error).toBe('authentication_failed');
    expect(await gifts('?email=declined@')).toEqual([]);
    expect((await outbox()).some((m) => m.toAddress === 'declined@example.org')).toBe(false);
  });

  it('refuses a malformed token (a card number is never a token)', async () => {
    const res = await intent({ amount: 2500, donorInfo: { email: 'x@example.org' } });
    const bad = await confirm(res.json().id, { token: '4242424242424242', brand: 'Visa', last4: '4242' });
    expect(bad.statusCode).toBe(400);
  });
});
