import { adminApi as api } from '@selah/contracts/admin-endpoints';
import { route } from '../../platform/http/route.ts';
import type { ModuleRoutes } from '../../platform/module.ts';
import type { AdminService } from './admin.service.ts';

/** Under /api/admin, admins only: the audit log of every console action, the dashboard, a member's page. */
export const adminAdminRoutes: ModuleRoutes<AdminService> = async (app, { service }) => {
  route(app, api.audit, (request) => service.audit(request.query));
  route(app, api.dashboard, () => service.dashboard());
  route(app, api.checklist, () => service.checklist());
  route(app, api.member, (request) => service.member(request.params.id));
};
