import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';

// Reports of direct messages: what staff may read is exactly the reported messages (decision 023).

/** Answers the new report's id, or null when this member already reported this message. */
export async function insertReport(
  db: Db,
  r: { messageId: string; reporterId: string; reason: string; details: string; now: Date },
): Promise<string | null> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`INSERT INTO message_reports (message_id, reporter_id, reason, details, created_at)
        VALUES (${r.messageId}::uuid, ${r.reporterId}::uuid, ${r.reason}, ${r.details}, ${r.now.toISOString()}::timestamptz)
        ON CONFLICT (message_id, reporter_id) DO NOTHING RETURNING id`,
  );
  return rows[0]?.id ?? null;
}

export interface OpenReportRow {
  reportId: string;
  messageId: string;
  body: string;
  sentAt: Date;
  senderId: string;
  reporterId: string;
  reason: string;
  details: string;
  reportedAt: Date;
}

const toDate = (v: unknown) => (v instanceof Date ? v : new Date(String(v)));

/** Open reports, oldest first, each with the one message it is about (and nothing else of the conversation). */
export async function openReports(db: Db, limit: number): Promise<OpenReportRow[]> {
  const rows = await queryRows<OpenReportRow>(
    db,
    sql`SELECT r.id AS "reportId", m.id AS "messageId", m.body, m.created_at AS "sentAt", m.sender_id AS "senderId",
               r.reporter_id AS "reporterId", r.reason, r.details, r.created_at AS "reportedAt"
        FROM message_reports r JOIN direct_messages m ON m.id = r.message_id
        WHERE r.resolved_at IS NULL ORDER BY r.created_at, r.id LIMIT ${limit}`,
  );
  return rows.map((r) => ({ ...r, sentAt: toDate(r.sentAt), reportedAt: toDate(r.reportedAt) }));
}

export async function findOpenReport(db: Db, id: string): Promise<{ messageId: string; body: string } | null> {
  const [row] = await queryRows<{ messageId: string; body: string }>(
    db,
    sql`SELECT m.id AS "messageId", m.body FROM message_reports r JOIN direct_messages m ON m.id = r.message_id
        WHERE r.id = ${id}::uuid AND r.resolved_at IS NULL`,
  );
  return row ?? null;
}

/** Closes every open report of the message; answers how many. */
export async function resolveReports(db: Db, messageId: string, by: string, resolution: 'dismiss' | 'delete', now: Date): Promise<number> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`UPDATE message_reports SET resolved_at = ${now.toISOString()}::timestamptz, resolved_by = ${by}::uuid, resolution = ${resolution}
        WHERE message_id = ${messageId}::uuid AND resolved_at IS NULL RETURNING id`,
  );
  return rows.length;
}

export async function countOpen(db: Db): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM message_reports WHERE resolved_at IS NULL`);
  return row!.n;
}
