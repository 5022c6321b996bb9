import { afterEach, describe, expect, it } from 'vitest';
import { initialAmount } from '../components/checkout';
import { clearDonationDraft, coverFeeCents, formatDollars, saveDonationDraft, toCents } from './use-donation-draft';

describe('donation amounts', () => {
  afterEach(() => clearDonationDraft());

  it.each([
    ['25', 2500],
    ['25.5', 2550],
    ['$1,000.00', 100000],
    ['0.999', Number.NaN],
    ['abc', Number.NaN],
    ['', Number.NaN],
  ])('reads %j as %d cents', (text, cents) => {
    expect(toCents(text)).toBe(cents);
  });

  it('shows dollars with 2 decimals', () => {
    expect(formatDollars(50)).toBe('$50.00');
    expect(formatDollars(1000)).toBe('$1,000.00');
  });

  it('covers the fee the way the server does', () => {
    expect(coverFeeCents(5000, 2.9, 30)).toBe(181);
    expect(coverFeeCents(0, 2.9, 30)).toBe(0);
  });

  it('starts /donate from the address, else the kept donation, else 25', () => {
    expect(initialAmount('50')).toBe(50);
    expect(initialAmount(null)).toBe(25);
    saveDonationDraft({ amount: 250, donorInfo: { name: '', email: '', message: '' }, fundId: 'general', frequency: 'once' });
    expect(initialAmount(null)).toBe(250);
    expect(initialAmount('0')).toBe(250);
    expect(initialAmount('12.345')).toBe(12.35);
  });
});
