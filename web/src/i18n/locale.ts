import { useSyncExternalStore } from 'react';
import { cookieValue, defaultLocale, fromAcceptLanguage, isLocale, localeCookie, type Locale } from '@selah/contracts/i18n';
import { en, type Catalog } from './en';
import { loadMessageTranslation, translatedMessage } from './server-messages';

/**
 * The interface's language (docs/decisions/036): the visitor's choice (a cookie the server reads
 * too), else the browser's languages, else the language the server served the page in. English
 * ships with the app; another language's catalog is fetched when it is first needed.
 */
const loaded: Partial<Record<Locale, Catalog>> = { en };
const loaders: Record<Exclude<Locale, 'en'>, () => Promise<Catalog>> = {
  es: async () => {
    const [m] = await Promise.all([import('./es'), loadMessageTranslation()]);
    return { ...en, ...m.es };
  },
};

function initialLocale(): Locale {
  if (typeof document === 'undefined') return defaultLocale;
  const chosen = cookieValue(document.cookie, localeCookie);
  if (isLocale(chosen)) return chosen;
  const browser = fromAcceptLanguage(navigator.languages?.join(',') ?? navigator.language);
  if (browser) return browser;
  const served = document.documentElement.lang;
  return isLocale(served) ? served : defaultLocale;
}

let current: Locale = initialLocale();
const listeners = new Set<() => void>();

export const getLocale = (): Locale => current;
/** A contracts sentence (a server's message, a schema's) in the interface's language. */
export const sayMessage = (english: string): string => translatedMessage(english, current);
/** The catalog of a language already loaded (English always is). */
export const catalogOf = (locale: Locale): Catalog => loaded[locale] ?? en;

/** Loads a language's messages (once). */
export async function loadLocale(locale: Locale): Promise<void> {
  if (loaded[locale]) return;
  loaded[locale] = await loaders[locale as Exclude<Locale, 'en'>]();
}

function apply(locale: Locale) {
  current = locale;
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  for (const listener of listeners) listener();
}

/**
 * Switches the interface to `locale` once its messages are here, and remembers the choice for a
 * year (the server answers pages and messages in it too).
 */
export async function setLocale(locale: Locale, { remember = true } = {}): Promise<void> {
  await loadLocale(locale);
  if (remember) document.cookie = `${localeCookie}=${locale}; path=/; max-age=31536000; samesite=lax`;
  apply(locale);
}

/** Before the first render: the language's messages are fetched so the page never flashes English. */
export async function prepareLocale(): Promise<void> {
  try {
    await loadLocale(current);
  } catch {
    current = defaultLocale; // offline without the catalog cached: English rather than nothing
  }
  apply(current);
}

export function useLocale(): Locale {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getLocale,
    getLocale,
  );
}
