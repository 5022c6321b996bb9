import { desc, eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/accounts.ts';
import type { Mail } from './mail.ts';

export type OutboxRow = typeof mailOutbox.$inferSelect;

export async function insertOutboxMail(db: Db, mail: Mail): Promise<string> {
  const [row] = await db
    .insert(mailOutbox)
    .values({ toAddress: mail.to, subject: mail.subject, bodyText: mail.text, bodyHtml: mail.html ?? null, headers: mail.headers ?? null })
    .returning({ id: mailOutbox.id });
  return row!.id;
}

export async function markOutboxSent(db: Db, id: string, at: Date): Promise<void> {
  await db.update(mailOutbox).set({ status: 'sent', sentAt: at }).where(eq(mailOutbox.id, id));
}

export async function markOutboxFailed(db: Db, id: string, error: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'failed', error: error.slice(0, 500) })
    .where(eq(mailOutbox.id, id));
}

export async function readOutbox(db: Db, limit: number): Promise<OutboxRow[]> {
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(limit);
}

/** Mail waiting to be delivered (kept or failed), and the last delivery's outcome. */
export async function outboxState(db: Db): Promise<{ waiting: number; last: { status: string; error: string | null } | null }> {
  const [counts] = await queryRows<{ waiting: number }>(
    db,
    sql`SELECT count(*)::int AS waiting FROM mail_outbox WHERE status IN ('kept', 'failed')`,
  );
  const [last] = await queryRows<{ status: string; error: string | null }>(
    db,
    sql`SELECT status, error FROM mail_outbox WHERE status IN ('sent', 'failed') ORDER BY coalesce(sent_at, created_at) DESC, created_at DESC LIMIT 1`,
  );
  return { waiting: counts?.waiting ?? 0, last: last ?? null };
}
