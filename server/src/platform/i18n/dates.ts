import type { Locale } from '@selah/contracts/i18n';
import { formatLongDate, formatWhen, inZone } from '../time/zones.ts';
import { intlLocale } from './words.ts';

/** 'December 6, 2026' / '6 de diciembre de 2026' in the zone (receipts, statements). */
export const longDateIn = (locale: Locale, instant: Date, zone: string): string =>
  locale === 'es' ? inZone(instant, zone).setLocale(intlLocale(locale)).toFormat("d 'de' LLLL 'de' yyyy") : formatLongDate(instant, zone);

/** 'Sunday, December 6 at 10:00 AM CST' / 'domingo 6 de diciembre a las 10:00 a.m. CST' (reminders, changes). */
export const whenIn = (locale: Locale, instant: Date, zone: string): string =>
  locale === 'es'
    ? inZone(instant, zone).setLocale(intlLocale(locale)).toFormat("cccc d 'de' LLLL 'a las' h:mm a ZZZZ")
    : formatWhen(instant, zone);

/** '$1,234.50' in the reader's conventions (US dollars). */
export const moneyIn = (locale: Locale, cents: number): string =>
  new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency: 'USD' }).format(cents / 100);
