import { commonMessages } from '@selah/contracts/common';

/** An error whose message is safe and useful to show the person who caused it. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fields?: Record<string, string>, code = 'bad_request') =>
  new HttpError(400, message, code, fields);
export const unauthorized = (message: string = commonMessages.signIn) => new HttpError(401, message, 'unauthorized');
export const forbidden = (message: string = commonMessages.forbidden) => new HttpError(403, message, 'forbidden');
export const notFound = (message: string = commonMessages.notFound) => new HttpError(404, message, 'not_found');
export const conflict = (message: string, code = 'conflict') => new HttpError(409, message, code);
export const tooManyRequests = (message: string = commonMessages.rateLimit, code = 'rate_limit') => new HttpError(429, message, code);
