import { getLocale } from '@/i18n/locale';
import { translate } from '@/i18n/t';

const units: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** The BCP 47 tag dates, numbers and money are written with: the interface's language, US conventions. */
export const intlLocale = (): string => (getLocale() === 'es' ? 'es-US' : 'en-US');

/** 'about 2 hours ago', 'just now' (spec §9); 'hace 2 horas' in Spanish. */
export function timeAgo(iso: string, now = Date.now()): string {
  const seconds = Math.round((now - new Date(iso).getTime()) / 1000);
  if (seconds < 45) return translate('common.justNow');
  for (const [unit, size] of units) {
    if (seconds >= size * 0.9) {
      const n = Math.max(1, Math.round(seconds / size));
      const text = new Intl.RelativeTimeFormat(intlLocale(), { numeric: 'always' }).format(-n, unit);
      return unit === 'hour' || unit === 'day' ? translate('common.aboutAgo', { ago: text }) : text;
    }
  }
  return translate('common.justNow');
}

export const formatCount = (n: number) => (n >= 1000 ? `${(n / 1000).toFixed(n >= 10_000 ? 0 : 1)}K` : String(n));

/** '2:05 PM' in the listener's own clock. */
export const formatClock = (iso: string) => new Date(iso).toLocaleTimeString(intlLocale(), { hour: 'numeric', minute: '2-digit' });

/** 1234500 → "$12,345" (cents shown only when there are some). */
export const formatMoney = (cents: number) =>
  (cents / 100).toLocaleString(intlLocale(), { style: 'currency', currency: 'USD', maximumFractionDigits: cents % 100 ? 2 : 0 });

/** A weekday's name in the interface's language (0 = Sunday): 'Sunday', 'domingo'; `short`: 'Sun', 'dom'. */
export const weekdayName = (day: number, width: 'long' | 'short' = 'long') =>
  new Intl.DateTimeFormat(intlLocale(), { weekday: width, timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, 7 + day)));
