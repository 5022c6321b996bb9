import type { Frequency } from '@selah/contracts/payments';
import { intlLocale } from '@/lib/format';

/** The donation kept locally between the dialog and /donate (spec §3): amount and donor info, plus fund and frequency. */
export interface DonationDraft {
  amount: number;
  donorInfo: { name: string; email: string; message: string };
  fundId: string;
  frequency: Frequency;
}

const KEY = 'selah.donation';

export function readDonationDraft(): Partial<DonationDraft> {
  try {
    const raw = localStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as Partial<DonationDraft>) : {};
  } catch {
    return {};
  }
}

export function saveDonationDraft(draft: DonationDraft): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(draft));
  } catch {
    // Private mode: the amount still travels in the address.
  }
}

export function clearDonationDraft(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing kept.
  }
}

/** '$1,234.50' (in the interface's language). */
export const formatDollars = (dollars: number) =>
  dollars.toLocaleString(intlLocale(), { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
export const formatCents = (cents: number) => formatDollars(cents / 100);

/** Dollars typed by a person to integer cents; NaN when it is not an amount. */
export function toCents(text: string): number {
  const t = text.trim().replace(/[$,\s]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(t)) return Number.NaN;
  return Math.round(Number(t) * 100);
}

/** The processing fee a donor may cover, as the server works it out (gross-up). */
export function coverFeeCents(amountCents: number, percent: number, fixedCents: number): number {
  if (!amountCents || (percent === 0 && fixedCents === 0)) return 0;
  return Math.ceil((amountCents + fixedCents) / (1 - percent / 100)) - amountCents;
}
