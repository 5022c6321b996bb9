import type { ReportQueue } from '@selah/contracts/admin-people';
import type { Db } from '../../db/client.ts';
import type { MembersService } from '../accounts/index.ts';
import { AUTO_HIDE_REPORTS } from './moderation-actions.ts';
import * as repo from './reports.repo.ts';

/** The console's queue: the reported posts still there, oldest report first, with their authors. */
export async function reportQueue(db: Db, members: MembersService): Promise<ReportQueue> {
  const rows = await repo.openQueue(db, 200);
  const found = (await Promise.all(rows.map(async (r) => ({ r, t: await repo.findTarget(db, r.targetType, r.targetId) })))).filter(
    (x): x is { r: repo.QueueRow; t: repo.TargetRow } => x.t !== null,
  );
  const authors = await members.authorsByIds(found.map((x) => x.t.authorId));
  return {
    autoHideThreshold: AUTO_HIDE_REPORTS,
    items: found.map(({ r, t }) => {
      const a = authors.get(t.authorId);
      return {
        targetType: r.targetType,
        targetId: r.targetId,
        threadId: t.threadId,
        threadTitle: t.threadTitle,
        content: t.content,
        author: a
          ? { id: a.id, username: a.username, displayName: a.displayName }
          : { id: null, username: 'former_member', displayName: 'Former member' },
        isHidden: t.isHidden,
        hiddenReason: t.hiddenReason,
        reports: r.reports,
        firstReportedAt: r.firstReportedAt.toISOString(),
      };
    }),
  };
}
