import { defineModule } from '../../platform/module.ts';
import { adminAdminRoutes } from './admin-routes.ts';
import { createAdminService, type AdminService } from './admin.service.ts';

declare module '../../platform/module.ts' {
  interface ModuleServices {
    admin: AdminService;
  }
}

export type { AdminService };

/** The station console (/admin): the audit log and the dashboard; listed last, it may read every module. */
export const adminModule = defineModule({
  name: 'admin',
  service: (ctx) => {
    const { people } = ctx.use('accounts');
    const { moderation } = ctx.use('community');
    const { radio } = ctx.use('radio');
    const site = ctx.use('site');
    return createAdminService({
      audit: ctx.audit,
      people,
      moderation,
      checklist: () => ctx.checklist(),
      dashboard: {
        db: ctx.db,
        clock: ctx.clock,
        dataDir: ctx.config.dataDir,
        radio,
        newMembers: (since) => people.newMembers(since),
        openReports: () => moderation.openReports(),
        inboxCounts: () => site.inboxCounts(),
      },
    });
  },
  adminRoutes: adminAdminRoutes,
});
