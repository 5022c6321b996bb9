import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';

export interface AuditRow {
  id: string;
  actorId: string | null;
  actorName: string;
  action: string;
  targetType: string;
  targetId: string | null;
  summary: string;
  before: unknown;
  after: unknown;
  createdAt: Date;
}

export type AuditInsert = Omit<AuditRow, 'id'>;

export async function insertAudit(db: Db, row: AuditInsert): Promise<void> {
  await db.execute(sql`INSERT INTO audit_log (actor_id, actor_name, action, target_type, target_id, summary, before, after, created_at)
    VALUES (${row.actorId}, ${row.actorName}, ${row.action}, ${row.targetType}, ${row.targetId}, ${row.summary},
      ${json(row.before)}::jsonb, ${json(row.after)}::jsonb, ${row.createdAt.toISOString()}::timestamptz)`);
}

const json = (v: unknown) => (v === undefined || v === null ? null : JSON.stringify(v));

export interface AuditFilter {
  limit: number;
  /** Rows strictly older than this (createdAt, id), newest first. */
  before?: { createdAt: Date; id: string };
  actionPrefix?: string;
  targetType?: string;
  targetId?: string;
}

export async function listAudit(db: Db, f: AuditFilter): Promise<AuditRow[]> {
  const where = [sql`true`];
  if (f.before) where.push(sql`(created_at, id) < (${f.before.createdAt.toISOString()}::timestamptz, ${f.before.id}::uuid)`);
  if (f.actionPrefix) where.push(sql`starts_with(action, ${f.actionPrefix})`);
  if (f.targetType) where.push(sql`target_type = ${f.targetType}`);
  if (f.targetId) where.push(sql`target_id = ${f.targetId}`);
  const rows = await queryRows<AuditRow>(
    db,
    sql`SELECT id, actor_id AS "actorId", actor_name AS "actorName", action, target_type AS "targetType", target_id AS "targetId",
          summary, before, after, created_at AS "createdAt"
        FROM audit_log WHERE ${sql.join(where, sql` AND `)}
        ORDER BY created_at DESC, id DESC LIMIT ${f.limit}`,
  );
  return rows.map((r) => ({ ...r, createdAt: r.createdAt instanceof Date ? r.createdAt : new Date(String(r.createdAt)) }));
}
