import multipart from '@fastify/multipart';
import { authResponse } from '@selah/contracts/accounts';
import { errorResponse } from '@selah/contracts/common';
import { setupMessages, setupRequest, setupStatus } from '@selah/contracts/setup';
import { adminSiteMessages, imageUploadResponse } from '@selah/contracts/admin-site';
import { badRequest, HttpError } from '../../platform/http/errors.ts';
import type { ModuleRoutes } from '../../platform/module.ts';
import type { SetupModuleService } from './module-service.ts';

const errors = { 400: errorResponse, 403: errorResponse, 409: errorResponse, 413: errorResponse, 415: errorResponse, 429: errorResponse };
/** A wrong code is answered; a flood of them from one address is stopped (the code has 60 bits anyway). */
const codeGuard = {
  rateLimit: {
    max: 10,
    timeWindow: '15 minutes',
    errorResponseBuilder: () => new HttpError(429, setupMessages.tooManyTries, 'rate_limit'),
  },
};
const LOGO_MAX_BYTES = 5 * 1024 * 1024;

/** GET /api/setup, POST /api/setup, and the logo uploaded on the setup page. */
export const setupRoutes: ModuleRoutes<SetupModuleService> = async (app, { service }) => {
  const { setup, site } = service;
  await app.register(multipart, { limits: { fileSize: LOGO_MAX_BYTES, files: 1, fields: 2 } });

  app.get('/api/setup', { schema: { response: { 200: setupStatus } } }, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ needed: await setup.needed() }),
  );

  app.post(
    '/api/setup',
    { config: codeGuard, schema: { body: setupRequest, response: { 201: authResponse, ...errors } } },
    async (request, reply) =>
      reply
        .status(201)
        .send(await setup.complete(request.body, { userAgent: (request.headers['user-agent'] ?? '').slice(0, 300), address: request.ip })),
  );

  app.post(
    '/api/setup/logo',
    { config: codeGuard, schema: { response: { 201: imageUploadResponse, ...errors } } },
    async (request, reply) => {
      await setup.requireCode(request.headers['x-setup-code']?.toString());
      if (!request.isMultipart()) throw new HttpError(415, adminSiteMessages.imageNotMultipart, 'not_multipart');
      const file = await request.file();
      if (!file) throw badRequest(adminSiteMessages.imageMissing, { image: adminSiteMessages.imageMissing });
      const bytes = await file.toBuffer().catch(() => {
        throw new HttpError(413, adminSiteMessages.imageTooLarge, 'too_large', { image: adminSiteMessages.imageTooLarge });
      });
      return reply.status(201).send(await site.settings.storeImage('station', bytes, { system: 'Setup' }));
    },
  );
};
