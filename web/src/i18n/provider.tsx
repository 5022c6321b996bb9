import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { defaultLocale } from '@selah/contracts/i18n';
import { awaitingEnglish, useCatalog, useLocale } from './locale';

/**
 * A message missing from a catalog shows in English; in tests it fails (web/src/test/setup.ts). A
 * page's English message asked for before its file arrived is fetched (locale.ts), not an error.
 */
export function onMessageError(error: { code?: string; message: string; descriptor?: { id?: unknown } }) {
  const id = error.descriptor?.id;
  if (error.code === 'MISSING_TRANSLATION' && typeof id === 'string' && awaitingEnglish(id)) return;
  if (import.meta.env.MODE === 'test') throw new Error(`i18n: ${error.message}`);
  if (import.meta.env.DEV) console.warn(`i18n: ${error.message}`);
}

export function I18nProvider({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const messages = useCatalog();
  return (
    <IntlProvider locale={locale} defaultLocale={defaultLocale} messages={messages} onError={onMessageError}>
      {children}
    </IntlProvider>
  );
}
