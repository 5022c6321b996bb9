/** The member's language in their profile (issue 28). */
export const language = {
  'language.title': 'Language',
  'language.description': 'Selah, its emails and its notifications speak to you in this language on every device you sign in to.',
  'language.label': 'Language',
  'language.saved': 'Selah now speaks {language} to you.',
  'language.failed': 'Your language could not be saved.',
} as const;
