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
export const unauthorized = (message = 'Please sign in to continue.') => new HttpError(401, message, 'unauthorized');
export const forbidden = (message = "You don't have permission to do that.") => new HttpError(403, message, 'forbidden');
export const notFound = (message = 'Not found') => new HttpError(404, message, 'not_found');
export const conflict = (message: string, code = 'conflict') => new HttpError(409, message, code);
export const tooManyRequests = (message = 'Too many requests. Please wait a moment and try again.', code = 'rate_limit') =>
  new HttpError(429, message, code);
