import { z } from 'zod';
import { errorResponse } from '@selah/contracts/common';
import type { ModuleRoutes } from '../../platform/module.ts';
import type { RadioModuleService } from './index.ts';

const listenerStats = z.object({
  listenersNow: z.number(),
  peaks: z.array(z.object({ hour: z.string(), peak: z.number() })),
  sessions: z.array(z.object({ startedAt: z.string(), endedAt: z.string().nullable(), userAgent: z.string() })),
});

export const radioAdminRoutes: ModuleRoutes<RadioModuleService> = async (app, { service }) => {
  app.get(
    '/listeners',
    {
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
