import { describe, expect, it } from 'vitest';
import { cookieValue, fromAcceptLanguage, negotiateLocale } from './i18n.ts';

describe('the language of a request', () => {
  it('takes the best language the browser lists that Selah speaks, by q-value and order', () => {
    expect(fromAcceptLanguage('es-MX,es;q=0.9,en;q=0.8')).toBe('es');
    expect(fromAcceptLanguage('fr-CA, fr;q=0.9, es;q=0.5, en;q=0.4')).toBe('es');
    expect(fromAcceptLanguage('en;q=0.3, es;q=0.7')).toBe('es');
    expect(fromAcceptLanguage('de, *;q=0.5')).toBeNull();
    expect(fromAcceptLanguage('es;q=0, en')).toBe('en');
    expect(fromAcceptLanguage('')).toBeNull();
    expect(fromAcceptLanguage('; q=x, ,,')).toBeNull();
  });
  it('lets the visitor’s own choice win, ignores an unknown code, and falls back to English', () => {
    expect(negotiateLocale('en', 'es-ES')).toBe('en');
    expect(negotiateLocale('es', undefined)).toBe('es');
    expect(negotiateLocale('xx', 'es-ES')).toBe('es');
    expect(negotiateLocale('klingon', 'de')).toBe('en');
    expect(negotiateLocale(undefined, undefined)).toBe('en');
  });
  it('reads one cookie from a Cookie header', () => {
    expect(cookieValue('a=1; selah_lang=es; b=2', 'selah_lang')).toBe('es');
    expect(cookieValue('selah_langx=es', 'selah_lang')).toBeUndefined();
    expect(cookieValue(undefined, 'selah_lang')).toBeUndefined();
  });
});
