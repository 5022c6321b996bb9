import { z } from 'zod';
import type { Locale } from '@selah/contracts/i18n';
import { translateMessage } from '@selah/contracts/message-translation';

/** zod's own sentences Selah lets zod word in Spanish too (its other ones read badly in Spanish). */
const zodWorded = new Set(['invalid_type', 'too_small', 'too_big', 'invalid_value']);

/**
 * A validation problem's sentence in `locale`: Selah's own sentence from the contracts' Spanish
 * twins, else (for a field zod words itself, like a missing one) zod's Spanish, else as it is.
 */
export function localizeIssue(message: string, issue: { keyword?: string; params?: unknown } | undefined, locale: Locale): string {
  if (locale === 'en') return message;
  const translated = translateMessage(message, locale);
  if (translated !== message || !issue?.keyword || !zodWorded.has(issue.keyword)) return translated;
  const raw = { ...(issue.params as object), code: issue.keyword } as never;
  const worded = (render: ReturnType<typeof z.locales.en>) => {
    const out = render.localeError(raw);
    return typeof out === 'string' ? out : out?.message;
  };
  // Only a sentence zod wrote itself is zod's to translate; a schema's own words stay.
  if (worded(z.locales.en()) !== message) return message;
  return worded(z.locales[locale]()) ?? message;
}
