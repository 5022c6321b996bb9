// Issue 30 on Stripe: us_bank_account (ACH) answered days later by webhook, and weekly to yearly subscriptions.
// The station comes from stripe-bank.fixtures.ts (createTestApp), so this file runs on both databases.
import { describe, expect, it } from 'vitest';
import { fake, t, stripeBankStation } from './stripe-bank.fixtures.ts';

stripeBankStation();

describe('recurring gifts on Stripe', () => {
  it.each([
    ['weekly', 'week', '1'],
    ['biweekly', 'week', '2'],
    ['monthly', 'month', '1'],
    ['yearly', 'year', '1'],
  ])('a %s gift is a subscription priced every %s × %s', async (frequency, interval, count) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/intent',
      payload: { amount: 2000, frequency, donorInfo: { email: `${frequency}@example.org` } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const sub = fake.calls.filter((c) => c.path === '/v1/subscriptions').at(-1)!;
    expect(sub.form).toMatchObject({
      'items[0][price_data][recurring][interval]': interval,
      'items[0][price_data][recurring][interval_count]': count,
    });
  });

  it('asks for a bank account on a recurring bank gift', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/intent',
      payload: { amount: 2000, frequency: 'biweekly', paymentMethod: 'bank', donorInfo: { email: 'tabitha@example.org' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(fake.calls.filter((c) => c.path === '/v1/subscriptions').at(-1)!.form).toMatchObject({
      'payment_settings[payment_method_types][0]': 'us_bank_account',
    });
  });
});
