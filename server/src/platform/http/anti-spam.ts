/** Forms submitted faster than a person could fill them are from bots. */
export const MIN_FORM_MS = 3000;

export type SpamVerdict = 'honeypot' | 'too_fast' | null;

/** Judges a form's honeypot and render time. A missing renderAt is allowed (API clients). */
export function judgeSubmission(
  input: { hp?: string | undefined; renderAt?: number | undefined },
  now = Date.now(),
  minMs = MIN_FORM_MS,
): SpamVerdict {
  if (input.hp && input.hp.trim() !== '') return 'honeypot';
  if (input.renderAt !== undefined && input.renderAt > 0 && now - input.renderAt < minMs) return 'too_fast';
  return null;
}
