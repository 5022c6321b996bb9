import { communityAdminApi as api } from '@selah/contracts/community-endpoints';
import { route } from '../../platform/http/route.ts';
import type { ModuleRoutes } from '../../platform/module.ts';
import { requireRole } from '../accounts/index.ts';
import type { CommunityModuleService } from './module-service.ts';

/** Under /api/admin, admins only: the Moderation section (the report queue, per-reply hide/restore/delete). */
export const communityAdminRoutes: ModuleRoutes<CommunityModuleService> = async (app, { service }) => {
  const { moderation } = service;
  const admin = (request: Parameters<typeof requireRole>[0]) => requireRole(request, 'admin');

  route(app, api.reports, () => moderation.queue());
  route(app, api.resolveReport, async (request) => {
    await moderation.resolve(await admin(request), request.params.targetType, request.params.targetId, request.body.action);
  });
  route(app, api.hideComment, async (request) => moderation.setHidden(await admin(request), 'comment', request.params.id, true));
  route(app, api.restoreComment, async (request) => moderation.setHidden(await admin(request), 'comment', request.params.id, false));
  route(app, api.deleteComment, async (request) => {
    await moderation.delete(await admin(request), 'comment', request.params.id);
  });
};
