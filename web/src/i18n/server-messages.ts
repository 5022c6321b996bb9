import type { Locale } from '@selah/contracts/i18n';

/**
 * The contracts' sentences (the server's messages, and the zod schemas' messages forms check in
 * the browser) in the interface's language, with contracts/src/message-translation.ts. Its Spanish
 * arrives with the Spanish catalog, so English readers never download it.
 */
let translate: ((english: string, locale: Locale) => string) | null = null;

export async function loadMessageTranslation(): Promise<void> {
  translate ??= (await import('@selah/contracts/message-translation')).translateMessage;
}

/** `english` in `locale` (as it is when that language's sentences are not loaded, or unknown). */
export const translatedMessage = (english: string, locale: Locale): string =>
  locale === 'en' || !translate ? english : translate(english, locale);
