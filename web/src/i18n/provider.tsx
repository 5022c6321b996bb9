import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { defaultLocale } from '@selah/contracts/i18n';
import { catalogOf, useLocale } from './locale';

/** A message missing from a catalog shows in English; in tests it fails (web/src/test/setup.ts). */
function onError(error: { code?: string; message: string }) {
  if (import.meta.env.MODE === 'test') throw new Error(`i18n: ${error.message}`);
  if (import.meta.env.DEV) console.warn(`i18n: ${error.message}`);
}

export function I18nProvider({ children }: { children: ReactNode }) {
  const locale = useLocale();
  return (
    <IntlProvider locale={locale} defaultLocale={defaultLocale} messages={catalogOf(locale)} onError={onError}>
      {children}
    </IntlProvider>
  );
}
