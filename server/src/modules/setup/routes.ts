import multipart from '@fastify/multipart';
import { setupMessages } from '@selah/contracts/setup';
import { setupApi as api } from '@selah/contracts/setup-endpoints';
import { adminSiteMessages } from '@selah/contracts/admin-site';
import { badRequest, HttpError } from '../../platform/http/errors.ts';
import { route } from '../../platform/http/route.ts';
import type { ModuleRoutes } from '../../platform/module.ts';
import type { SetupModuleService } from './module-service.ts';

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

  route(app, api.status, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { needed: await setup.needed() };
  });

  route(app, api.complete, { config: codeGuard }, async (request) =>
    setup.complete(request.body, { userAgent: (request.headers['user-agent'] ?? '').slice(0, 300), address: request.ip }),
  );

  route(app, api.uploadLogo, { config: codeGuard }, async (request) => {
    await setup.requireCode(request.headers['x-setup-code']?.toString());
    if (!request.isMultipart()) throw new HttpError(415, adminSiteMessages.imageNotMultipart, 'not_multipart');
    const file = await request.file();
    if (!file) throw badRequest(adminSiteMessages.imageMissing, { image: adminSiteMessages.imageMissing });
    const bytes = await file.toBuffer().catch(() => {
      throw new HttpError(413, adminSiteMessages.imageTooLarge, 'too_large', { image: adminSiteMessages.imageTooLarge });
    });
    return site.settings.storeImage('station', bytes, { system: 'Setup' });
  });
};
