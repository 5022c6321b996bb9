import { wordsOf, type WordsIn } from '../../platform/i18n/words.ts';

/** Selah's own words in the podcast feeds (the station's titles and descriptions stay as written). */
const en = {
  'feed.title': '{station} Podcasts',
  'feed.funding': 'Support {station}',
} as const;

const es: WordsIn<typeof en> = {
  'feed.title': 'Podcasts de {station}',
  'feed.funding': 'Apoye a {station}',
};

export const mediaWords = wordsOf({ en, es });
