import { adminApi as api } from '@selah/contracts/admin-endpoints';
import { translateMessage } from '@selah/contracts/message-translation';
import { requestLocale } from '../../platform/http/locale.ts';
import { route } from '../../platform/http/route.ts';
import type { ModuleRoutes } from '../../platform/module.ts';
import type { AdminService } from './admin.service.ts';

/** Under /api/admin, admins only: the audit log of every console action, the dashboard, a member's page. */
export const adminAdminRoutes: ModuleRoutes<AdminService> = async (app, { service }) => {
  // Each line was written in English when it happened; the reader sees Selah's words in their language.
  route(app, api.audit, async (request) => {
    const locale = requestLocale(request);
    const page = await service.audit(request.query);
    return locale === 'en' ? page : { ...page, entries: page.entries.map((e) => ({ ...e, summary: translateMessage(e.summary, locale) })) };
  });
  // The on-air line is Selah's sentence around the station's titles: in the request's language.
  route(app, api.dashboard, async (request) => {
    const d = await service.dashboard();
    const label = d.onAir.label && translateMessage(d.onAir.label, requestLocale(request));
    return { ...d, onAir: { ...d.onAir, label } };
  });
  route(app, api.checklist, () => service.checklist());
  route(app, api.member, (request) => service.member(request.params.id));
};
