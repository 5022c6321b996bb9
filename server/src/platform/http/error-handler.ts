import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { commonMessages } from '@selah/contracts/common';
import { HttpError } from './errors.ts';

/** Fastify's own client errors, in the project's words and codes (never FST_…). */
const frameworkErrors: Record<string, { message: string; code: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { message: commonMessages.badJson, code: 'bad_json' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { message: commonMessages.badJson, code: 'bad_json' },
  FST_ERR_CTP_BODY_TOO_LARGE: { message: commonMessages.tooLarge, code: 'too_large' },
  FST_REQ_FILE_TOO_LARGE: { message: commonMessages.tooLarge, code: 'too_large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { message: commonMessages.badMediaType, code: 'unsupported_media_type' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { message: commonMessages.badRequest, code: 'bad_request' },
  FST_ERR_BAD_URL: { message: commonMessages.badUrl, code: 'bad_url' },
};

/**
 * Every failure answers `{ message, error?, fields? }`. Validation problems are 400s naming
 * the field; unexpected failures are logged with their stack and answered with a plain
 * sentence, never internals.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof HttpError) {
      return reply.status(err.statusCode).send({
        message: err.message,
        ...(err.code ? { error: err.code } : {}),
        ...(err.fields ? { fields: err.fields } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string> = {};
      for (const v of err.validation) {
        const key =
          (v.instancePath || '').replace(/^\//, '').replace(/\//g, '.') ||
          String((v.params as { issue?: { path?: unknown[] } })?.issue?.path?.join('.') ?? '') ||
          '_';
        if (!(key in fields)) fields[key] = v.message ?? 'Invalid value';
      }
      const first = Object.values(fields)[0] ?? 'Please check the form and try again.';
      return reply.status(400).send({ message: first, error: 'validation_failed', fields });
    }
    const status = err.statusCode ?? 500;
    if (status === 429) return reply.status(429).send({ message: commonMessages.rateLimit, error: 'rate_limit' });
    if (status >= 400 && status < 500) {
      const known = frameworkErrors[err.code];
      return reply.status(status).send({ message: known?.message ?? commonMessages.badRequest, error: known?.code ?? 'bad_request' });
    }
    request.log.error({ err }, 'request failed');
    return reply.status(500).send({ message: commonMessages.internal, error: 'internal' });
  });
}

/** Bodies: JSON as Fastify parses it, except that an empty body is no body (a bare POST). */
export function installJsonParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') return done(null, undefined);
    parse(request, text, done);
  });
}

/** Errors Fastify raises before routing (a malformed URL): the same shape, no echo of the URL. */
export function routingErrorHandler(err: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const known = frameworkErrors[err.code] ?? { message: commonMessages.badRequest, code: 'bad_request' };
  void reply.status(400).send({ message: known.message, error: known.code });
}
