import { z } from 'zod';
import { errorResponse } from '@selah/contracts/common';
import { sourceKeyResponse, sourceKeyStatus } from '@selah/contracts/radio';
import type { ModuleRoutes } from '../../platform/module.ts';
import { memberOrAddress, requireRole } from '../accounts/index.ts';
import type { SourceKeys } from './source-keys.ts';

const errors = { 401: errorResponse, 403: errorResponse, 404: errorResponse, 429: errorResponse };
const staff = ['broadcaster', 'admin'] as const;

/** Under /api/admin (broadcasters and admins): the signed-in DJ's own key for the live mount. */
export const sourceKeyRoutes: ModuleRoutes<SourceKeys> = async (app, { service }) => {
  app.get('/radio/source-key', { schema: { response: { 200: sourceKeyStatus, ...errors } } }, async (request) =>
    service.status((await requireRole(request, ...staff)).id),
  );
  app.post(
    '/radio/source-key',
    {
      config: { rateLimit: { max: 10, timeWindow: '10 minutes', keyGenerator: memberOrAddress } },
      schema: { response: { 200: sourceKeyResponse, ...errors } },
    },
    async (request, reply) => {
      // Shown once: no cache keeps it.
      reply.header('cache-control', 'no-store');
      return service.create(await requireRole(request, ...staff));
    },
  );
  app.delete('/radio/source-key', { schema: { response: { 204: z.null(), ...errors } } }, async (request, reply) => {
    await service.revoke(await requireRole(request, ...staff));
    return reply.status(204).send(null);
  });
};
