import { auditSentences as said } from '@selah/contracts/audit-sentences';
import { messagesMessages, type ReportedMessage } from '@selah/contracts/messages';
import type { Db } from '../../db/client.ts';
import type { Audit } from '../../platform/audit/audit.ts';
import type { Clock } from '../../platform/time/clock.ts';
import { conflict, notFound } from '../../platform/http/errors.ts';
import type { MembersService, SessionUser } from '../accounts/index.ts';
import { removeMessage } from './messages.repo.ts';
import * as repo from './reports.repo.ts';

export type MessageReportsService = ReturnType<typeof createMessageReportsService>;

/**
 * The moderators' side of reported messages. Staff read a private message only when its
 * recipient reported it, and only that message: nothing here lists or opens any other.
 */
export function createMessageReportsService(deps: { db: Db; clock: Clock; audit: Audit; members: MembersService }) {
  const { db, clock, audit, members } = deps;

  return {
    async open(): Promise<{ items: ReportedMessage[] }> {
      const rows = await repo.openReports(db, 200);
      const people = await members.authorsByIds(rows.flatMap((r) => [r.senderId, r.reporterId]));
      const person = (id: string) => {
        const a = people.get(id);
        return a
          ? { id, username: a.username, displayName: a.displayName, avatar: a.avatar }
          : { id, username: 'former_member', displayName: 'Former member', avatar: null };
      };
      return {
        items: rows.map((r) => ({
          reportId: r.reportId,
          messageId: r.messageId,
          text: r.body,
          sentAt: r.sentAt.toISOString(),
          from: person(r.senderId),
          reportedBy: person(r.reporterId),
          reason: r.reason,
          details: r.details,
          reportedAt: r.reportedAt.toISOString(),
        })),
      };
    },

    /** Closes the message's open reports: dismissed (it stays), or deleted (both members see it was removed). */
    async resolve(actor: SessionUser, reportId: string, action: 'dismiss' | 'delete'): Promise<void> {
      const report = await repo.findOpenReport(db, reportId);
      if (!report) throw notFound(messagesMessages.noOpenReports);
      await db.transaction(async (tx) => {
        const closed = await repo.resolveReports(tx, report.messageId, actor.id, action, clock.now());
        if (!closed) throw conflict(messagesMessages.noOpenReports, 'no_open_reports');
        if (action === 'delete') await removeMessage(tx, report.messageId, clock.now());
        await audit.record(
          {
            actor,
            action: `messages.report.${action}`,
            targetType: 'message',
            targetId: report.messageId,
            summary: action === 'delete' ? said.messageRemoved : said.messageReportsDismissed(closed),
            before: { openReports: closed },
            after: { openReports: 0, removed: action === 'delete' },
          },
          tx,
        );
      });
    },

    countOpen: () => repo.countOpen(db),
  };
}
