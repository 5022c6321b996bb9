import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { commonMessages } from '@selah/contracts/common';
import { translateMessage } from '@selah/contracts/message-translation';
import { HttpError } from './errors.ts';
import { requestLocale } from './locale.ts';
import { localizeIssue } from './localize-error.ts';

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
    // Every sentence in the language of the request (docs/decisions/036); English is the fallback.
    const locale = requestLocale(request);
    const say = (english: string) => translateMessage(english, locale);
    if (err instanceof HttpError) {
      const fields = err.fields && Object.fromEntries(Object.entries(err.fields).map(([key, text]) => [key, say(text)]));
      return reply.status(err.statusCode).send({
        message: say(err.message),
        ...(err.code ? { error: err.code } : {}),
        ...(fields ? { fields } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string> = {};
      for (const v of err.validation) {
        const key =
          (v.instancePath || '').replace(/^\//, '').replace(/\//g, '.') ||
          String((v.params as { issue?: { path?: unknown[] } })?.issue?.path?.join('.') ?? '') ||
          '_';
        if (!(key in fields)) fields[key] = v.message ? localizeIssue(v.message, v, locale) : say(commonMessages.invalidValue);
      }
      const first = Object.values(fields)[0] ?? say(commonMessages.checkForm);
      return reply.status(400).send({ message: first, error: 'validation_failed', fields });
    }
    const status = err.statusCode ?? 500;
    if (status === 429) return reply.status(429).send({ message: say(commonMessages.rateLimit), error: 'rate_limit' });
    if (status >= 400 && status < 500) {
      const known = frameworkErrors[err.code];
      return reply.status(status).send({ message: say(known?.message ?? commonMessages.badRequest), error: known?.code ?? 'bad_request' });
    }
    request.log.error({ err }, 'request failed');
    return reply.status(500).send({ message: say(commonMessages.internal), error: 'internal' });
  });
}

/**
 * The sentence a JSON answer carries for a person (`{ message }`, a success's or a refusal's sent
 * outside the error handler) in the language of the request. Only Selah's own contracts sentences
 * change; any other text (the station's, a member's) is not one of them and stays as it is.
 */
export function installMessageLanguage(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, _reply, payload: unknown) => {
    if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return payload;
    const { message } = payload as { message?: unknown };
    if (typeof message !== 'string') return payload;
    const locale = requestLocale(request);
    if (locale === 'en') return payload;
    const translated = translateMessage(message, locale);
    return translated === message ? payload : { ...payload, message: translated };
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
export function routingErrorHandler(err: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const known = frameworkErrors[err.code] ?? { message: commonMessages.badRequest, code: 'bad_request' };
  void reply.status(400).send({ message: translateMessage(known.message, requestLocale(request)), error: known.code });
}
