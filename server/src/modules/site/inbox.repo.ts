import { and, count, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { InboxKind } from '@selah/contracts/admin-site';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/accounts.ts';
import { adOrders, contactMessages, newsletterSubscribers, sponsorInquiries } from '../../db/schema/site.ts';

const inboxTables = { contact: contactMessages, 'sponsor-inquiries': sponsorInquiries, 'ad-orders': adOrders } as const;

/** The columns every inbox table shares (id, created, handled); the rest differ per kind. */
export type InboxRow = { id: string; createdAt: Date; handledAt: Date | null; handledBy: string | null } & Record<string, unknown>;

// The three tables share id, created_at, handled_at and handled_by: one shape serves them all.
const tableOf = (kind: InboxKind) => inboxTables[kind] as unknown as typeof contactMessages;

export async function listInbox(db: Db, kind: InboxKind, status: 'new' | 'handled' | 'all', limit: number): Promise<InboxRow[]> {
  const t = tableOf(kind);
  const where = status === 'new' ? isNull(t.handledAt) : status === 'handled' ? isNotNull(t.handledAt) : undefined;
  return db.select().from(t).where(where).orderBy(desc(t.createdAt), desc(t.id)).limit(limit);
}

export async function findInboxItem(db: Db, kind: InboxKind, id: string): Promise<InboxRow | null> {
  const t = tableOf(kind);
  const [row] = await db.select().from(t).where(eq(t.id, id));
  return row ?? null;
}

/** Marks handled (by someone, at a time) or new again (both null); answers the row as it now is. */
export async function setHandled(db: Db, kind: InboxKind, id: string, handled: { at: Date; by: string } | null): Promise<InboxRow | null> {
  const t = tableOf(kind);
  const [row] = await db
    .update(t)
    .set({ handledAt: handled?.at ?? null, handledBy: handled?.by ?? null })
    .where(eq(t.id, id))
    .returning();
  return row ?? null;
}

export async function listSubscribers(db: Db, limit: number) {
  return db
    .select({ id: newsletterSubscribers.id, email: newsletterSubscribers.email, createdAt: newsletterSubscribers.createdAt })
    .from(newsletterSubscribers)
    .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id))
    .limit(limit);
}

export async function countSubscribers(db: Db): Promise<number> {
  return (await db.select({ n: count() }).from(newsletterSubscribers))[0]!.n;
}

export type OutboxStatus = 'kept' | 'sent' | 'failed';

export async function listOutbox(db: Db, status: OutboxStatus | 'all', limit: number) {
  const where: SQL | undefined = status === 'all' ? undefined : and(eq(mailOutbox.status, status));
  return db.select().from(mailOutbox).where(where).orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id)).limit(limit);
}

export async function findOutboxMail(db: Db, id: string) {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row ?? null;
}

export async function countFailedMail(db: Db): Promise<number> {
  return (
    await db
      .select({ n: sql<number>`count(*)::int` })
      .from(mailOutbox)
      .where(eq(mailOutbox.status, 'failed'))
  )[0]!.n;
}
