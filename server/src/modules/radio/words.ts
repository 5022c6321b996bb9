import type { Locale } from '@selah/contracts/i18n';
import { intlLocale, wordsOf, type WordsIn } from '../../platform/i18n/words.ts';

/** Selah's own words around the station's program hours (the schedule's `time`). */
const en = {
  'time.allDay': 'All day',
  'time.midnight': 'Midnight',
  'time.range': '{start} - {end}',
} as const;

const es: WordsIn<typeof en> = {
  'time.allDay': 'Todo el día',
  'time.midnight': 'Medianoche',
  'time.range': '{start} - {end}',
};

export const radioWords = wordsOf({ en, es });

/** "07:30" (station time) as the reader's language writes a clock: "7:30 AM", "7:30 a.m.". */
const clockIn = (locale: Locale, hhmm: string) => {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return new Date(Date.UTC(2000, 0, 1, h, m)).toLocaleTimeString(intlLocale(locale), {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  });
};

/** When a program airs, in station time and the reader's language: "6:00 a.m. - 9:00 a.m.", "Todo el día". */
export function programTimeIn(locale: Locale, p: { start: string; end: string }): string {
  if (p.start === '00:00' && p.end === '24:00') return radioWords(locale, 'time.allDay');
  const end = p.end === '24:00' ? radioWords(locale, 'time.midnight') : clockIn(locale, p.end);
  return radioWords(locale, 'time.range', { start: clockIn(locale, p.start), end });
}
