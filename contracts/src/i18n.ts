import { z } from 'zod';

/**
 * The languages Selah's interface speaks (docs/decisions/036). English is the default and the
 * fallback: a message missing in another language is shown in English.
 */
export const locales = ['en', 'es'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';
export const localeMessages = {
  unknown: 'Choose a language Selah speaks: English (en) or Spanish (es).',
} as const;
export const localeSchema = z.enum(locales, { message: localeMessages.unknown });

/** Each language's name in itself, for the language switch. */
export const localeNames: Record<Locale, string> = { en: 'English', es: 'Español' };

/** The cookie that keeps a visitor's or member's choice (read by the server for the page and its messages). */
export const localeCookie = 'selah_lang';

export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (locales as readonly string[]).includes(value);

/**
 * The best language for an `Accept-Language` header (RFC 9110 §12.5.4): the listed ranges by their
 * q-value, each matched on its primary subtag ("es-MX" → es); `*` and unknown ones are skipped.
 */
export function fromAcceptLanguage(header: string | undefined | null): Locale | null {
  if (!header) return null;
  const ranges = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim().toLowerCase(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((r) => r.tag && r.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const range of ranges) {
    const primary = range.tag.split('-')[0];
    if (isLocale(primary)) return primary;
  }
  return null;
}

/** The language for a request: the visitor's own choice (cookie), else their browser's, else English. */
export function negotiateLocale(choice: string | undefined | null, acceptLanguage: string | undefined | null): Locale {
  if (isLocale(choice)) return choice;
  return fromAcceptLanguage(acceptLanguage) ?? defaultLocale;
}

/** A cookie header's value for `name`, or undefined. */
export function cookieValue(cookieHeader: string | undefined | null, name: string): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return undefined;
}
