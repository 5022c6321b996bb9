import type { FastifyRequest } from 'fastify';
import { cookieValue, localeCookie, negotiateLocale, type Locale } from '@selah/contracts/i18n';

/**
 * The language a request is answered in: the visitor's choice (the `selah_lang` cookie the
 * language switch sets), else their browser's `Accept-Language`, else English (docs/decisions/036).
 */
export function requestLocale(request: Pick<FastifyRequest, 'headers'>): Locale {
  return negotiateLocale(cookieValue(request.headers.cookie, localeCookie), request.headers['accept-language']);
}
