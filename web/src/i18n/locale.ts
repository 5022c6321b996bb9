import { useSyncExternalStore } from 'react';
import { cookieValue, defaultLocale, fromAcceptLanguage, isLocale, localeCookie, type Locale } from '@selah/contracts/i18n';
import type { Catalog } from './en';
import { shell } from './en/shell';
import { loadMessageTranslation, translatedMessage } from './server-messages';

/**
 * The interface's language (docs/decisions/036): the visitor's choice (a cookie the server reads
 * too), else the browser's languages, else the language the server served the page in. English
 * ships with the app; another language's catalog is fetched when it is first needed.
 */
type Messages = Partial<Catalog>;
const loaded: Partial<Record<Locale, Messages>> = { en: shell };
const loaders: Record<Exclude<Locale, 'en'>, () => Promise<Catalog>> = {
  es: async () => {
    const [m] = await Promise.all([import('./es'), loadMessageTranslation()]);
    return m.es;
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
export const catalogOf = (locale: Locale): Messages => loaded[locale] ?? loaded.en!;

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
 * English comes in two parts: the shell's messages in the entry bundle, every other page's in one
 * file fetched with the first page that needs it (docs/decisions/039). A message asked
 * for before that file is here (a part of the shell that names a page's message) fetches it too,
 * and the page shows the words as soon as it arrives.
 */
let englishPages: Promise<void> | undefined;
export function loadEnglishPages(): Promise<void> {
  englishPages ??= import('./en/pages').then(
    ({ pages }) => {
      loaded.en = { ...shell, ...pages };
      for (const listener of listeners) listener();
    },
    (error: unknown) => {
      englishPages = undefined; // offline: the next page asks again
      throw error;
    },
  );
  return englishPages;
}
/** True when `id` is a message the loaded English does not have yet (and is being fetched). */
export function awaitingEnglish(id: string): boolean {
  if (loaded.en && id in loaded.en) return false;
  void loadEnglishPages().catch(() => undefined);
  return true;
}

/**
 * Switches the interface to `locale` once its messages are here, and remembers the choice for a
 * year (the server answers pages and messages in it too).
 */
export async function setLocale(locale: Locale, { remember = true } = {}): Promise<void> {
  await (locale === 'en' ? loadEnglishPages() : loadLocale(locale));
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

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function useLocale(): Locale {
  return useSyncExternalStore(subscribe, getLocale, getLocale);
}

const currentCatalog = () => catalogOf(current);
/** The messages of the interface's language as loaded now (a page's English arrives with it). */
export function useCatalog(): Messages {
  return useSyncExternalStore(subscribe, currentCatalog, currentCatalog);
}
