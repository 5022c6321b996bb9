import { z } from 'zod';
import { errorResponse } from '@selah/contracts/common';
import type { ModuleRoutes } from '../../platform/module.ts';
import { inboxAdminRoutes } from './inbox-routes.ts';
import { settingsAdminRoutes } from './settings-routes.ts';
import type { SiteService } from './site.service.ts';

const limitQuery = z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) });
const adminErrors = { 400: errorResponse, 401: errorResponse, 403: errorResponse };
// Dates leave as ISO strings (JSON.stringify of a Date).
const isoDate = z.union([z.date(), z.string()]);

const submission = z.looseObject({ id: z.string(), createdAt: isoDate });
const outboxMail = z.object({
  id: z.string(),
  toAddress: z.string(),
  subject: z.string(),
  bodyText: z.string(),
  status: z.string(),
  error: z.string().nullable(),
  createdAt: isoDate,
  sentAt: isoDate.nullable(),
});

/**
 * The station inbox (what people sent through the forms) and the mail outbox, and the console's
 * station settings and inbox (settings-routes.ts, inbox-routes.ts).
 */
export const siteAdminRoutes: ModuleRoutes<SiteService> = async (app, { service }) => {
  await app.register(settingsAdminRoutes, { service });
  await app.register(inboxAdminRoutes, { service });
  app.get(
    '/forms/:kind',
    {
      schema: {
        params: z.object({ kind: z.enum(['contact', 'sponsor-inquiries', 'ad-orders', 'newsletter']) }),
        querystring: limitQuery,
        response: { 200: z.array(submission), ...adminErrors },
      },
    },
    (request) => service.submissions(request.params.kind, request.query.limit),
  );
  app.get('/outbox', { schema: { querystring: limitQuery, response: { 200: z.array(outboxMail), ...adminErrors } } }, (request) =>
    service.outbox(request.query.limit),
  );
};
