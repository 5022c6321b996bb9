import { messagesApi as api } from '@selah/contracts/messages-endpoints';
import { route } from '../../platform/http/route.ts';
import type { ModuleRoutes } from '../../platform/module.ts';
import { requireRole } from '../accounts/index.ts';
import type { MessagesModuleService } from './module-service.ts';

/** Under /api/admin, admins only: reported messages (never any other private message). */
export const messagesAdminRoutes: ModuleRoutes<MessagesModuleService> = async (app, { service }) => {
  const { reports } = service;
  route(app, api.reports, () => reports.open());
  route(app, api.resolveReport, async (request) => {
    await reports.resolve(await requireRole(request, 'admin'), request.params.id, request.body.action);
  });
};
