/** Words many features share (buttons, states, relative times, the language switch). */
export const common = {
  'common.justNow': 'just now',
  'common.aboutAgo': 'about {ago}',
  'common.loading': 'Loading…',
  'common.save': 'Save',
  'common.saving': 'Saving…',
  'common.cancel': 'Cancel',
  'common.close': 'Close',
  'common.delete': 'Delete',
  'common.edit': 'Edit',
  'common.retry': 'Try again',
  'common.language.switch': 'Language: {language}',
  'common.language.changed': 'Now in {language}',
} as const;
