import { useCallback, type ReactNode } from 'react';
import { createIntl, createIntlCache, FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import type { FormatXMLElementFn, PrimitiveType } from 'intl-messageformat';
import type { Locale } from '@selah/contracts/i18n';
import type { MessageId } from './en';
import { catalogOf, getLocale } from './locale';
import { onMessageError } from './provider';

export type { MessageId } from './en';
export type MessageValues = Record<string, PrimitiveType | Date>;
type RichValues = Record<string, PrimitiveType | Date | ReactNode | FormatXMLElementFn<ReactNode>>;

/**
 * The interface's words: `const t = useT(); t('home.welcome', { station })`. Every id is a key of
 * the English catalog (web/src/i18n/en), so a typo or a missing message fails the type-check.
 */
export function useT(): (id: MessageId, values?: MessageValues) => string {
  const intl = useIntl();
  return useCallback((id: MessageId, values?: MessageValues) => intl.formatMessage({ id }, values), [intl]);
}

/** A message with markup in it: `<T id="x" values={{ b: (c) => <b>{c}</b> }} />`. */
export function T({ id, values }: { id: MessageId; values?: RichValues }) {
  return <FormattedMessage id={id} values={values as Record<string, PrimitiveType | FormatXMLElementFn<ReactNode>>} />;
}

const cache = createIntlCache();
const intls = new Map<Locale, IntlShape>();
/** The same outside React (a toast from a mutation's callback, a value made before render). */
export function translate(id: MessageId, values?: MessageValues): string {
  const locale = getLocale();
  let intl = intls.get(locale);
  if (!intl || intl.messages !== catalogOf(locale)) {
    intl = createIntl({ locale, defaultLocale: 'en', messages: catalogOf(locale), onError: onMessageError }, cache);
    intls.set(locale, intl);
  }
  return intl.formatMessage({ id }, values);
}
