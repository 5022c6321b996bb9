import { auditSentences as said } from '@selah/contracts/audit-sentences';
import type { ReportQueue, ReportRequest } from '@selah/contracts/admin-people';
import { moderationMessages, reportRequest } from '@selah/contracts/admin-people';
import type { Db } from '../../db/client.ts';
import type { Audit, AuditActor } from '../../platform/audit/audit.ts';
import type { EventBus } from '../../platform/bus/bus.ts';
import type { Clock } from '../../platform/time/clock.ts';
import { badRequest, conflict, notFound } from '../../platform/http/errors.ts';
import type { MembersService, SessionUser } from '../accounts/index.ts';
import type { CommunityService } from './community.service.ts';
import { findThreadSummary, updateThread } from './community.repo.ts';
import * as repo from './reports.repo.ts';
import { AUTO_HIDE_REPORTS, createModerationActions, quote } from './moderation-actions.ts';
import { reportQueue } from './report-queue.ts';
import './community.events.ts';

export { AUTO_HIDE_REPORTS } from './moderation-actions.ts';
const RULES: AuditActor = { system: 'Moderation rules' };

export type ModerationService = ReturnType<typeof createModerationService>;

/** Reports, the queue, the auto-hide rule and per-post hide/restore/delete, every action audited. */
export function createModerationService(deps: {
  db: Db;
  bus: EventBus;
  clock: Clock;
  audit: Audit;
  members: MembersService;
  threads: CommunityService;
}) {
  const { db, bus, clock, audit, members, threads } = deps;
  const { hide, show, remove } = createModerationActions({ audit, clock });

  async function target(type: repo.TargetType, id: string, tx: Db = db): Promise<repo.TargetRow> {
    const row = await repo.findTarget(tx, type, id);
    if (!row) throw notFound(type === 'comment' ? moderationMessages.commentNotFound : moderationMessages.targetGone);
    return row;
  }

  const announceHidden = (t: repo.TargetRow, reason: 'staff' | 'reports') =>
    bus.publish('post.hidden', {
      targetType: t.targetType,
      targetId: t.id,
      threadId: t.threadId,
      threadTitle: t.threadTitle,
      authorId: t.authorId,
      reason,
    });

  return {
    async report(viewer: SessionUser, input: ReportRequest): Promise<{ id: string; message: string }> {
      const body = reportRequest.parse(input);
      const t = await repo.findTarget(db, body.targetType, body.targetId);
      if (!t || t.isHidden || t.threadHidden) throw notFound(moderationMessages.targetGone);
      if (t.authorId === viewer.id) throw badRequest(moderationMessages.ownPost, undefined, 'own_post');
      const hidden = await db.transaction(async (tx) => {
        const id = await repo.insertReport(tx, { ...body, reporterId: viewer.id, now: clock.now() });
        if (!id) throw conflict(moderationMessages.alreadyReported, 'already_reported');
        const reached = (await repo.openReporters(tx, t.targetType, t.id)) >= AUTO_HIDE_REPORTS;
        return { id, hidden: reached && (await hide(RULES, t, 'reports', tx)) };
      });
      threads.invalidate();
      if (hidden.hidden) await announceHidden(t, 'reports');
      return { id: hidden.id, message: moderationMessages.reportThanks };
    },

    queue: (): Promise<ReportQueue> => reportQueue(db, members),

    /** Closes a post's open reports: dismiss (and show it again if the rule hid it), hide, or delete. */
    async resolve(actor: SessionUser, type: repo.TargetType, id: string, action: repo.Resolution): Promise<void> {
      const t = await target(type, id);
      const hiddenNow = await db.transaction(async (tx) => {
        const closed = await repo.resolveReports(tx, type, id, actor.id, action, clock.now());
        if (!closed) throw conflict(moderationMessages.noOpenReports, 'no_open_reports');
        if (action === 'hide') return hide(actor, t, 'staff', tx);
        if (action === 'delete') await remove(actor, t, tx);
        else {
          if (t.isHidden && t.hiddenReason === 'reports') await show(actor, t, tx);
          await audit.record(
            {
              actor,
              action: `moderation.report.dismiss`,
              targetType: type,
              targetId: id,
              summary: (type === 'thread' ? said.dismissedThread : said.dismissedReply)(closed, quote(t.content)),
              before: { openReports: closed },
              after: { openReports: 0 },
            },
            tx,
          );
        }
        return false;
      });
      threads.invalidate();
      if (hiddenNow) await announceHidden(t, 'staff');
    },

    async setHidden(actor: SessionUser, type: repo.TargetType, id: string, hidden: boolean): Promise<{ id: string; isHidden: boolean }> {
      const t = await target(type, id);
      const hiddenNow = await db.transaction(async (tx) => {
        if (!hidden) {
          await show(actor, t, tx);
          return false;
        }
        await repo.resolveReports(tx, type, id, actor.id, 'hide', clock.now());
        return hide(actor, t, 'staff', tx);
      });
      threads.invalidate();
      if (hiddenNow) await announceHidden(t, 'staff');
      return { id, isHidden: hidden };
    },

    /** Pins a discussion to the top of the board, or unpins it; audited when it changes. */
    async setPinned(actor: SessionUser, id: string, pinned: boolean): Promise<void> {
      const t = await findThreadSummary(db, id);
      if (!t) throw notFound(moderationMessages.targetGone);
      const was = t.isPinned;
      if (was === pinned) return;
      await db.transaction(async (tx) => {
        await updateThread(tx, id, { isPinned: pinned });
        await audit.record(
          {
            actor,
            action: `moderation.thread.${pinned ? 'pin' : 'unpin'}`,
            targetType: 'thread',
            targetId: id,
            summary: pinned ? said.pinned(t.title) : said.unpinned(t.title),
            before: { pinned: was },
            after: { pinned },
          },
          tx,
        );
      });
      threads.invalidate();
    },

    async delete(actor: SessionUser, type: repo.TargetType, id: string): Promise<void> {
      const t = await target(type, id);
      await db.transaction(async (tx) => {
        await repo.resolveReports(tx, type, id, actor.id, 'delete', clock.now());
        await remove(actor, t, tx);
      });
      threads.invalidate();
    },

    openReports: () => repo.countOpenReports(db),
    reportsBy: (userId: string) => repo.reportsBy(db, userId, 20),
    postsOf: (userId: string) => repo.postsOf(db, userId, 20),
  };
}
