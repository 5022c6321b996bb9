import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
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
