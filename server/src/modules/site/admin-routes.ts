import { siteAdminApi as api } from '@selah/contracts/site-admin-endpoints';
import { route } from '../../platform/http/route.ts';
import type { ModuleRoutes } from '../../platform/module.ts';
import { inboxAdminRoutes } from './inbox-routes.ts';
import { settingsAdminRoutes } from './settings-routes.ts';
import type { SiteService } from './site.service.ts';

/**
 * The station inbox (what people sent through the forms) and the mail outbox, and the console's
 * station settings and inbox (settings-routes.ts, inbox-routes.ts).
 */
export const siteAdminRoutes: ModuleRoutes<SiteService> = async (app, { service }) => {
  await app.register(settingsAdminRoutes, { service });
  await app.register(inboxAdminRoutes, { service });
  route(app, api.forms, (request) => service.submissions(request.params.kind, request.query.limit));
  route(app, api.outbox, (request) => service.outbox(request.query.limit));
};
