import { commonMessages } from '@selah/contracts/common';
import type { Clock } from '../time/clock.ts';
import { badRequest } from './errors.ts';

export type SpamVerdict = 'honeypot' | 'too_fast' | null;
export interface SpamFields {
  hp?: string | undefined;
  renderAt?: number | undefined;
}

/**
 * Judges a form's honeypot and render time: a filled honeypot or a form sent faster than a
 * person could fill it (minFormMs, 3 s in production) is from a bot. A missing renderAt is
 * allowed (API clients).
 */
export function createSpamJudge({ minFormMs, clock }: { minFormMs: number; clock: Clock }) {
  const judge = (input: SpamFields): SpamVerdict => {
    if (input.hp && input.hp.trim() !== '') return 'honeypot';
    if (input.renderAt !== undefined && input.renderAt > 0 && clock.now().getTime() - input.renderAt < minFormMs) return 'too_fast';
    return null;
  };
  return {
    judge,
    /** Throws the readable 400 a person's browser shows. */
    refuse(input: SpamFields): void {
      const verdict = judge(input);
      if (verdict === 'honeypot') throw badRequest(commonMessages.captcha, undefined, 'captcha');
      if (verdict === 'too_fast') throw badRequest(commonMessages.tooFast, undefined, 'too_fast');
    },
  };
}

export type SpamJudge = ReturnType<typeof createSpamJudge>;
