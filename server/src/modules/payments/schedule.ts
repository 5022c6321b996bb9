import type { Frequency } from '@selah/contracts/payments';

/** A recurring gift's frequencies (every one but "once"). */
export type Recurring = Exclude<Frequency, 'once'>;

/** One month later, on the same day where the month has it (Jan 31 → Feb 28). */
export function nextMonth(d: Date): Date {
  return addMonths(d, 1);
}

function addMonths(d: Date, months: number): Date {
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m, Math.min(d.getUTCDate(), lastDay), d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds()));
}

/** The next charge of a recurring gift: 7 or 14 days, a month (same day where it exists) or a year (Feb 29 → Feb 28). */
export function nextCharge(d: Date, frequency: Recurring): Date {
  switch (frequency) {
    case 'weekly':
      return new Date(d.getTime() + 7 * 86_400_000);
    case 'biweekly':
      return new Date(d.getTime() + 14 * 86_400_000);
    case 'monthly':
      return addMonths(d, 1);
    case 'yearly':
      return addMonths(d, 12);
  }
}

/** Stripe's Price `recurring` for a frequency (https://docs.stripe.com/api/prices/object#price_object-recurring). */
export function stripeRecurring(frequency: Recurring): { interval: 'week' | 'month' | 'year'; interval_count: number } {
  if (frequency === 'weekly') return { interval: 'week', interval_count: 1 };
  if (frequency === 'biweekly') return { interval: 'week', interval_count: 2 };
  if (frequency === 'yearly') return { interval: 'year', interval_count: 1 };
  return { interval: 'month', interval_count: 1 };
}

/** How long a bank (ACH) debit takes to clear or be returned: Stripe documents up to 4 business days. */
export const BANK_SETTLE_MS = 4 * 86_400_000;
