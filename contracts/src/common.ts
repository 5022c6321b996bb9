import { z } from 'zod';

/** Every non-2xx answer carries a sentence a person can read; `error` is a stable code. */
export const errorResponse = z.object({
  message: z.string(),
  error: z.string().optional(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

/** Sentences every part of the station says the same way, server and browser alike. */
export const commonMessages = {
  captcha: 'Security verification failed. Please reload the page and try again.',
  tooFast: 'Please wait a moment and try again.',
  signIn: 'Please sign in to continue.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  forbidden: "You don't have permission to do that.",
  notFound: 'Not found',
  rateLimit: 'Too many requests. Please wait a moment and try again.',
  internal: 'Something went wrong on our side. Please try again in a moment.',
  badJson: 'The request body is not valid JSON.',
  tooLarge: 'That is too large to upload.',
  badMediaType: 'That kind of content is not accepted here.',
  badRequest: 'That request could not be understood. Please check it and try again.',
  badUrl: 'That address is not valid. Please check the link and try again.',
  nulChar: 'Text cannot contain control characters. Please remove them and try again.',
  brokenText: 'Text must be valid Unicode (a character was cut in half). Please retype it and try again.',
  badCursor: 'That page link is no longer valid. Please reload the list.',
  invalidValue: 'Invalid value',
  offline: "The station can't be reached right now. Check your connection and try again.",
  checkForm: 'Please check the form and try again.',
  noEndpoint: (method: string, path: string) => `No such API endpoint: ${method} ${path}`,
  noSocket: (path: string) => `No such socket: ${path}`,
  socketJson: 'Messages are JSON.',
  notSent: 'That message was not sent.',
  ourSide: 'Something went wrong on our side.',
  tooManySockets: 'Too many connections from your address. Close a tab and try again.',
  // The web app's own: a signed-in-only call with no session (spec §6), an answer in a shape the
  // page does not know (a page older than the station), a refusal with no sentence (a proxy's page).
  noToken: 'No auth token',
  unexpectedAnswer: 'The station answered in a way this page does not understand. Reload the page and try again.',
  httpStatus: (status: number) => `HTTP error! status: ${status}`,
} as const;

/** Every public form carries a honeypot that people never see and the time it was shown. */
export const antiSpamFields = {
  hp: z.string().max(500).optional().default(''),
  renderAt: z.coerce.number().int().nonnegative().optional(),
};

export const idResponse = z.object({ id: z.string() });
export type IdResponse = z.infer<typeof idResponse>;

/** Turns zod issues into `{ field: message }`, first message per field. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    if (!(key in fields)) fields[key] = issue.message;
  }
  return fields;
}
