import { auditSentences as said } from '@selah/contracts/audit-sentences';
import type { Db } from '../../db/client.ts';
import type { Audit, AuditActor } from '../../platform/audit/audit.ts';
import type { Clock } from '../../platform/time/clock.ts';
import * as repo from './reports.repo.ts';

/** Reports from this many different members hide a post until an admin reviews it. */
export const AUTO_HIDE_REPORTS = 3;
export const quote = (text: string) => `“${text.length > 60 ? `${text.slice(0, 57).trimEnd()}…` : text}”`;

export type ModerationActions = ReturnType<typeof createModerationActions>;

/** What moderation does to one post (hide, show again, delete), each written to the audit log in the same transaction. */
export function createModerationActions({ audit, clock }: { audit: Audit; clock: Clock }) {
  /** Hides a post (if shown) and records it (the caller tells its author). */
  async function hide(actor: AuditActor, t: repo.TargetRow, reason: 'staff' | 'reports', tx: Db): Promise<boolean> {
    const now = clock.now();
    const changed =
      t.targetType === 'comment'
        ? await repo.setCommentHidden(tx, t.id, true, reason, now)
        : await repo.setThreadHidden(tx, t.id, true, reason, now);
    if (!changed) return false;
    const rule = reason === 'reports';
    await audit.record(
      {
        actor,
        action: `moderation.${t.targetType}.${rule ? 'auto-hide' : 'hide'}`,
        targetType: t.targetType,
        targetId: t.id,
        summary: rule
          ? (t.targetType === 'thread' ? said.hidReportedThread : said.hidReportedReply)(AUTO_HIDE_REPORTS, quote(t.content))
          : (t.targetType === 'thread' ? said.hidThread : said.hidReply)(t.threadTitle, quote(t.content)),
        before: { hidden: false },
        after: { hidden: true, reason },
      },
      tx,
    );
    return true;
  }

  async function show(actor: AuditActor, t: repo.TargetRow, tx: Db): Promise<void> {
    const now = clock.now();
    const changed =
      t.targetType === 'comment'
        ? await repo.setCommentHidden(tx, t.id, false, null, now)
        : await repo.setThreadHidden(tx, t.id, false, null, now);
    if (changed)
      await audit.record(
        {
          actor,
          action: `moderation.${t.targetType}.restore`,
          targetType: t.targetType,
          targetId: t.id,
          summary: (t.targetType === 'thread' ? said.shownThread : said.shownReply)(quote(t.content)),
          before: { hidden: true, reason: t.hiddenReason },
          after: { hidden: false },
        },
        tx,
      );
  }

  async function remove(actor: AuditActor, t: repo.TargetRow, tx: Db): Promise<void> {
    if (t.targetType === 'comment') await repo.deleteComment(tx, t.id);
    else await repo.deleteThread(tx, t.id);
    await audit.record(
      {
        actor,
        action: `moderation.${t.targetType}.delete`,
        targetType: t.targetType,
        targetId: t.id,
        summary: (t.targetType === 'thread' ? said.deletedThread : said.deletedReply)(t.threadTitle, quote(t.content)),
        before: { content: t.content, authorId: t.authorId },
        after: null,
      },
      tx,
    );
  }

  return { hide, show, remove };
}
