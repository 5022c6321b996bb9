import { wordsOf, type WordsIn } from '../../platform/i18n/words.ts';

/** Selah's own words in the team's reply to a contact message, an inquiry or an order. */
const en = {
  'reply.wrote': 'On {date} you wrote:',
} as const;

const es: WordsIn<typeof en> = {
  'reply.wrote': 'El {date} usted escribió:',
};

export const siteWords = wordsOf({ en, es });
