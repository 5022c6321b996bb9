import type { AuditEntry, AuditPage, AuditQuery } from '@selah/contracts/admin';
import { commonMessages } from '@selah/contracts/common';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../time/clock.ts';
import { badRequest } from '../http/errors.ts';
import { insertAudit, listAudit, type AuditRow } from './audit.repo.ts';

/** Who did it: the signed-in member, or the station itself (a rule, a job). */
export type AuditActor = { id: string; username: string } | { system: string };

export interface AuditRecord {
  actor: AuditActor;
  /** A stable code: `<thing>.<verb>`, e.g. `user.role`, `program.create`, `comment.hide`. */
  action: string;
  targetType: string;
  targetId?: string | null;
  /** One sentence a volunteer reads in the log. */
  summary: string;
  before?: unknown;
  after?: unknown;
}

/**
 * The station console's audit log: every admin action writes one line (who, what, when,
 * before/after). Pass the transaction's handle as `db` so the line is written with the change
 * it describes, or not at all.
 */
export interface Audit {
  record(entry: AuditRecord, db?: Db): Promise<void>;
  list(query: AuditQuery): Promise<AuditPage>;
}

export function createAudit(deps: { db: Db; clock: Clock }): Audit {
  return {
    async record(entry, db = deps.db) {
      const actor = 'system' in entry.actor ? { id: null, name: entry.actor.system } : { id: entry.actor.id, name: entry.actor.username };
      await insertAudit(db, {
        actorId: actor.id,
        actorName: actor.name,
        action: entry.action,
        targetType: entry.targetType,
        targetId: entry.targetId ?? null,
        summary: entry.summary,
        before: entry.before ?? null,
        after: entry.after ?? null,
        createdAt: deps.clock.now(),
      });
    },
    async list(query) {
      const rows = await listAudit(deps.db, {
        limit: query.limit + 1,
        before: query.cursor ? decodeCursor(query.cursor) : undefined,
        actionPrefix: query.action,
        targetType: query.targetType,
        targetId: query.targetId,
      });
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return { entries: page.map(toEntry), nextCursor: rows.length > query.limit && last ? encodeCursor(last) : null };
    },
  };
}

const toEntry = (r: AuditRow): AuditEntry => ({
  id: r.id,
  actor: { id: r.actorId, name: r.actorName },
  action: r.action,
  targetType: r.targetType,
  targetId: r.targetId,
  summary: r.summary,
  before: r.before ?? null,
  after: r.after ?? null,
  createdAt: r.createdAt.toISOString(),
});

const encodeCursor = (r: AuditRow) => Buffer.from(`${r.createdAt.toISOString()}|${r.id}`).toString('base64url');

function decodeCursor(cursor: string): { createdAt: Date; id: string } {
  const [at, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(at ?? '');
  if (!id || Number.isNaN(createdAt.getTime()) || !/^[0-9a-f-]{36}$/i.test(id)) throw badRequest(commonMessages.badCursor);
  return { createdAt, id };
}
