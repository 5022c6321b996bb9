import type { Locale } from '@selah/contracts/i18n';
import { formatDate, formatLongDate, formatRange, formatWhen, inZone } from '../time/zones.ts';
import { intlLocale } from './words.ts';

/** 'December 6, 2026' / '6 de diciembre de 2026' in the zone (receipts, statements). */
export const longDateIn = (locale: Locale, instant: Date, zone: string): string =>
  locale === 'es' ? inZone(instant, zone).setLocale(intlLocale(locale)).toFormat("d 'de' LLLL 'de' yyyy") : formatLongDate(instant, zone);

/** 'Sunday, December 6 at 10:00 AM CST' / 'domingo 6 de diciembre a las 10:00 a.m. CST' (reminders, changes). */
export const whenIn = (locale: Locale, instant: Date, zone: string): string => {
  if (locale !== 'es') return formatWhen(instant, zone);
  const local = inZone(instant, zone).setLocale(intlLocale(locale));
  // Spanish says 'a la 1:00' for one o'clock and 'a las' for the other hours.
  return local.toFormat(`cccc d 'de' LLLL '${local.hour % 12 === 1 ? 'a la' : 'a las'}' h:mm a ZZZZ`);
};

/** 'Sunday, December 6' / 'domingo, 6 de diciembre' in the zone (an event's `formattedDate`). */
export const dateIn = (locale: Locale, instant: Date, zone: string): string =>
  locale === 'es'
    ? inZone(instant, zone).setLocale(intlLocale(locale)).toLocaleString({ weekday: 'long', month: 'long', day: 'numeric' })
    : formatDate(instant, zone);

/**
 * '10:00 AM - 11:30 AM CST' / '10:00 a.m. - 11:30 a.m. CST' in the zone (an event's `time`); an end
 * on another day is said whole, as `whenIn` says it.
 */
export function rangeIn(locale: Locale, start: Date, end: Date, zone: string): string {
  if (locale !== 'es') return formatRange(start, end, zone);
  const s = inZone(start, zone).setLocale(intlLocale(locale));
  const e = inZone(end, zone).setLocale(intlLocale(locale));
  return `${s.toFormat('h:mm a')} - ${s.hasSame(e, 'day') ? e.toFormat('h:mm a ZZZZ') : whenIn(locale, end, zone)}`;
}

/**
 * '7:00 PM CST' on `now`'s day, else 'Sun, Dec 6, 7:00 PM CST'; in Spanish '7:00 p.m. CST', else
 * '7:00 p.m. CST del domingo 6 de diciembre' (so 'a las {time}' reads whole). A reminder's time.
 */
export function clockOrDayIn(locale: Locale, instant: Date, zone: string, now: Date): string {
  const start = inZone(instant, zone);
  const today = start.hasSame(inZone(now, zone), 'day');
  if (locale !== 'es') return start.toFormat(today ? 'h:mm a ZZZZ' : 'ccc, LLL d, h:mm a ZZZZ');
  return start.setLocale(intlLocale(locale)).toFormat(today ? 'h:mm a ZZZZ' : "h:mm a ZZZZ 'del' cccc d 'de' LLLL");
}

/** '$1,234.50' in the reader's conventions (US dollars). */
export const moneyIn = (locale: Locale, cents: number): string =>
  new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency: 'USD' }).format(cents / 100);
