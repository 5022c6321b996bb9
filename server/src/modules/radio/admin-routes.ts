import { z } from 'zod';
import { errorResponse } from '@selah/contracts/common';
import type { ModuleRoutes } from '../../platform/module.ts';
import { requireRole } from '../accounts/index.ts';
import type { RadioModuleService } from './index.ts';
import { libraryRoutes } from './library-routes.ts';
import { programRoutes } from './program-routes.ts';

const listenerStats = z.object({
  listenersNow: z.number(),
  peaks: z.array(z.object({ hour: z.string(), peak: z.number() })),
  sessions: z.array(z.object({ startedAt: z.string(), endedAt: z.string().nullable(), userAgent: z.string() })),
});

/** Under /api/admin (index.ts adminRoles: broadcasters and admins); the listener figures are the admins'. */
export const radioAdminRoutes: ModuleRoutes<RadioModuleService> = async (app, { service }) => {
  await app.register(libraryRoutes, { service: service.library });
  await app.register(programRoutes, { service: service.programs });
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
