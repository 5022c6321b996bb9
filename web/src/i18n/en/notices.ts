/** A notification's toast when the server sent no action text (issue 28). */
export const notices = {
  'notices.open': 'Open',
} as const;
