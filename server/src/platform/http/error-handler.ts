import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from './errors.ts';

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
    if (status === 429) {
      return reply.status(429).send({
        message: 'Too many requests. Please wait a moment and try again.',
        error: 'rate_limit',
      });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, wrong content type).
      return reply.status(status).send({ message: clientMessage(err), error: err.code ?? 'bad_request' });
    }
    request.log.error({ err }, 'request failed');
    return reply.status(500).send({
      message: 'Something went wrong on our side. Please try again in a moment.',
      error: 'internal',
    });
  });
}

function clientMessage(err: FastifyError): string {
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'That is too large to upload.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'That kind of content is not accepted here.';
    default:
      return err.message.replace(/^FST_\w+:\s*/, '') || 'Bad request';
  }
}
