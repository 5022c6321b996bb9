import { desc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { adOrders, contactMessages, newsletterSubscribers, sponsorInquiries, stationContent } from '../../db/schema/site.ts';

/** First start only: what the station team edits later is never overwritten. Answers the keys written. */
export async function seedStationContent(db: Db, content: Record<string, unknown>): Promise<string[]> {
  const rows = Object.entries(content).map(([key, value]) => ({ key, value }));
  if (rows.length === 0) return [];
  const written = await db.insert(stationContent).values(rows).onConflictDoNothing().returning({ key: stationContent.key });
  return written.map((r) => r.key);
}

export async function readStationContent(db: Db): Promise<Record<string, unknown>> {
  const rows = await db.select().from(stationContent);
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}

export const formTables = {
  contact: contactMessages,
  'sponsor-inquiries': sponsorInquiries,
  'ad-orders': adOrders,
  newsletter: newsletterSubscribers,
} as const;
export type FormKind = keyof typeof formTables;

export async function insertContactMessage(db: Db, row: typeof contactMessages.$inferInsert): Promise<string> {
  const [r] = await db.insert(contactMessages).values(row).returning({ id: contactMessages.id });
  return r!.id;
}

export async function insertSponsorInquiry(db: Db, row: typeof sponsorInquiries.$inferInsert): Promise<string> {
  const [r] = await db.insert(sponsorInquiries).values(row).returning({ id: sponsorInquiries.id });
  return r!.id;
}

export async function insertAdOrder(db: Db, row: typeof adOrders.$inferInsert): Promise<string> {
  const [r] = await db.insert(adOrders).values(row).returning({ id: adOrders.id });
  return r!.id;
}

/** Subscribes once per address, whatever its case. */
export async function upsertSubscriber(db: Db, row: typeof newsletterSubscribers.$inferInsert): Promise<{ id: string; created: boolean }> {
  const [created] = await db.insert(newsletterSubscribers).values(row).onConflictDoNothing().returning({ id: newsletterSubscribers.id });
  if (created) return { id: created.id, created: true };
  const [existing] = await db
    .select({ id: newsletterSubscribers.id })
    .from(newsletterSubscribers)
    .where(sql`lower(${newsletterSubscribers.email}) = lower(${row.email})`);
  return { id: existing!.id, created: false };
}

export type Submission = { id: string; createdAt: Date; clientHash?: string } & Record<string, unknown>;

export async function listSubmissions(db: Db, kind: FormKind, limit: number): Promise<Submission[]> {
  const table = formTables[kind];
  return db.select().from(table).orderBy(desc(table.createdAt)).limit(limit);
}

/** Items of the inbox nobody on the team has marked handled yet, per kind. */
export async function countUnhandled(db: Db): Promise<{ contact: number; sponsorInquiries: number; adOrders: number }> {
  const rows = await queryRows<{ contact: number; sponsorInquiries: number; adOrders: number }>(
    db,
    sql`SELECT (SELECT count(*)::int FROM contact_messages WHERE handled_at IS NULL) AS contact,
          (SELECT count(*)::int FROM sponsor_inquiries WHERE handled_at IS NULL) AS "sponsorInquiries",
          (SELECT count(*)::int FROM ad_orders WHERE handled_at IS NULL) AS "adOrders"`,
  );
  return rows[0]!;
}

/** Replaces one part of the station's content (the console's settings). */
export async function writeStationContent(db: Db, key: string, value: unknown, now: Date): Promise<void> {
  await db
    .insert(stationContent)
    .values({ key, value, updatedAt: now })
    .onConflictDoUpdate({ target: stationContent.key, set: { value, updatedAt: now } });
}
