import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { adminRadioMessages, sourcePasswordRequest, sourcePasswordStatus } from '@selah/contracts/admin-radio';
import { conflict } from '../../platform/http/errors.ts';
import { errorResponse } from '@selah/contracts/common';
import type { ModuleRoutes } from '../../platform/module.ts';
import { requireRole } from '../accounts/index.ts';
import type { RadioModuleService } from './module-service.ts';
import { libraryRoutes } from './library-routes.ts';
import { programRoutes } from './program-routes.ts';
import { studioRoutes } from './studio-routes.ts';
import { soundRoutes } from './sound-routes.ts';
import { sourceKeyRoutes } from './source-key-routes.ts';

const listenerStats = z.object({
  listenersNow: z.number(),
  peaks: z.array(z.object({ hour: z.string(), peak: z.number() })),
  sessions: z.array(z.object({ startedAt: z.string(), endedAt: z.string().nullable(), userAgent: z.string() })),
});

/** Under /api/admin (index.ts adminRoles: broadcasters and admins); the listener figures are the admins'. */
export const radioAdminRoutes: ModuleRoutes<RadioModuleService> = async (app, { service }) => {
  await app.register(libraryRoutes, { service: service.library });
  await app.register(programRoutes, { service: service.programs });
  await app.register(soundRoutes, { service: service.sound });
  await app.register(sourcePasswordRoutes, { service });
  await app.register(sourceKeyRoutes, { service: service.sourceKeys });
  await app.register(studioRoutes, { service });
  app.get(
    '/listeners',
    {
      // Who may call comes before what they sent: the role check runs before the query is read.
      onRequest: async (request) => {
        await requireRole(request, 'admin');
      },
      schema: {
        querystring: z.object({
          hours: z.coerce
            .number()
            .int()
            .min(1)
            .max(24 * 31)
            .default(24),
        }),
        response: { 200: listenerStats, 400: errorResponse, 401: errorResponse, 403: errorResponse },
      },
    },
    (request) => service.radio.listenerStats(request.query.hours),
  );
};

/** Under /api/admin, admins only: the live mount's station source password (set, replaced or cleared; never shown). */
export const sourcePasswordRoutes: ModuleRoutes<RadioModuleService> = async (app, { service }) => {
  const adminsOnly = async (request: FastifyRequest) => {
    await requireRole(request, 'admin');
  };
  const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 409: errorResponse };
  const status = async () => ({
    set: Boolean(await service.sourcePassword.current()),
    fromEnvironment: service.sourcePassword.fromEnvironment,
  });
  const refuseEnvironment = () => {
    if (service.sourcePassword.fromEnvironment) throw conflict(adminRadioMessages.sourcePasswordFromEnvironment, 'from_environment');
  };
  app.get('/radio/source-password', { onRequest: adminsOnly, schema: { response: { 200: sourcePasswordStatus, ...errors } } }, status);
  app.put(
    '/radio/source-password',
    { onRequest: adminsOnly, schema: { body: sourcePasswordRequest, response: { 200: sourcePasswordStatus, ...errors } } },
    async (request) => {
      refuseEnvironment();
      const by = await requireRole(request, 'admin');
      await service.sourcePassword.set(request.body.password);
      await service.audit.record({
        actor: by,
        action: 'live.source-password.set',
        targetType: 'settings',
        summary: 'Set the live source password',
      });
      return status();
    },
  );
  app.delete(
    '/radio/source-password',
    { onRequest: adminsOnly, schema: { response: { 200: sourcePasswordStatus, ...errors } } },
    async (request) => {
      refuseEnvironment();
      const by = await requireRole(request, 'admin');
      await service.sourcePassword.set('');
      await service.audit.record({
        actor: by,
        action: 'live.source-password.clear',
        targetType: 'settings',
        summary: 'Cleared the live source password',
      });
      return status();
    },
  );
};
