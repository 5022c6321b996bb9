import type { ChecklistItem } from '@selah/contracts/admin-people';
import type { AuditPage, AuditQuery } from '@selah/contracts/admin';
import type { AdminUserDetail } from '@selah/contracts/admin-people';
import type { Audit } from '../../platform/audit/audit.ts';
import type { PeopleService } from '../accounts/index.ts';
import type { CommunityModuleService } from '../community/index.ts';
import { buildDashboard, type DashboardDeps } from './dashboard.ts';

/**
 * The station console's own service: what no single capability owns (the audit log, and the
 * dashboard that reads across modules). Each section's actions live in the module they concern.
 */
export function createAdminService(deps: {
  audit: Audit;
  dashboard: DashboardDeps;
  people: PeopleService;
  moderation: CommunityModuleService['moderation'];
  checklist: () => Promise<ChecklistItem[]>;
}) {
  return {
    audit: (query: AuditQuery): Promise<AuditPage> => deps.audit.list(query),
    /** What a new station still has to do: each module's items, the ones left to do first. */
    checklist: async () => ({ items: (await deps.checklist()).sort((a, b) => Number(a.done) - Number(b.done)) }),
    dashboard: () => buildDashboard(deps.dashboard),
    /** A member, their latest posts (hidden ones too) and the reports they sent. */
    async member(id: string): Promise<AdminUserDetail> {
      const user = await deps.people.get(id);
      const posts = await deps.moderation.postsOf(id);
      return { user, ...posts, reports: await deps.moderation.reportsBy(id) };
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
