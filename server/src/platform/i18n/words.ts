import { IntlMessageFormat } from 'intl-messageformat';
import type { Locale } from '@selah/contracts/i18n';

/** The Intl locale a language formats dates, numbers and money in: US conventions (dollars, 12-hour clock). */
export const intlLocale = (locale: Locale): string => (locale === 'es' ? 'es-US' : 'en-US');

export type WordValues = Record<string, string | number | Date>;
/** A module's fixed words in one language: ids to ICU MessageFormat messages. */
export type Words = Readonly<Record<string, string>>;
/** Another language's words: exactly the English ids (a missing or stray one fails the type-check). */
export type WordsIn<T extends Words> = { readonly [K in keyof T]: string };

/**
 * The words a module writes to people outside a page (emails, push texts, feeds, calendars), in
 * the reader's language, with ICU plurals and `{amount, number, ::currency/USD}` formats
 * (docs/decisions/036). `say(locale, id, values)`; a message missing in Spanish says the English.
 */
export function wordsOf<T extends Words>(catalogs: { en: T; es: WordsIn<T> }) {
  const formats = new Map<string, IntlMessageFormat>();
  const say = (locale: Locale, id: keyof T & string, values?: WordValues): string => {
    const key = `${locale}\u0000${id}`;
    let format = formats.get(key);
    if (!format) {
      format = new IntlMessageFormat(catalogs[locale][id] ?? catalogs.en[id], intlLocale(locale));
      formats.set(key, format);
    }
    return String(format.format(values));
  };
  return Object.assign(say, { catalogs });
}
