import { adminApi as api } from '@selah/contracts/admin-endpoints';
import { translateMessage } from '@selah/contracts/message-translation';
import { requestLocale } from '../../platform/http/locale.ts';
import { route } from '../../platform/http/route.ts';
import type { ModuleRoutes } from '../../platform/module.ts';
import type { AdminService } from './admin.service.ts';

/** Under /api/admin, admins only: the audit log of every console action, the dashboard, a member's page. */
export const adminAdminRoutes: ModuleRoutes<AdminService> = async (app, { service }) => {
  route(app, api.audit, (request) => service.audit(request.query));
  // The on-air line is Selah's sentence around the station's titles: in the request's language.
  route(app, api.dashboard, async (request) => {
    const d = await service.dashboard();
    const label = d.onAir.label && translateMessage(d.onAir.label, requestLocale(request));
    return { ...d, onAir: { ...d.onAir, label } };
  });
  route(app, api.checklist, () => service.checklist());
  route(app, api.member, (request) => service.member(request.params.id));
};
