import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { notificationMembers, notificationPreferences } from '../../db/schema/notifications.ts';
import { uuidArray } from '../../db/uuid.ts';

export type Digest = 'none' | 'daily' | 'weekly';

/** One kind's stored preferences; a kind without a row has the defaults. */
export interface PreferenceRow {
  type: string;
  inApp: boolean;
  email: boolean;
  push: boolean;
  digest: Digest;
  quietStart: number | null;
  quietEnd: number | null;
}

/** A recipient's channels for one kind, with their zone (null: the station's). */
export interface ChannelRow extends PreferenceRow {
  userId: string;
  timezone: string | null;
}

export async function listPreferenceRows(db: Db, userId: string): Promise<PreferenceRow[]> {
  return db
    .select({
      type: notificationPreferences.type,
      inApp: notificationPreferences.inApp,
      email: notificationPreferences.email,
      push: notificationPreferences.push,
      digest: notificationPreferences.digest,
      quietStart: notificationPreferences.quietStart,
      quietEnd: notificationPreferences.quietEnd,
    })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
}

/** Writes whole rows for several kinds in one statement. */
export async function upsertPreferenceRows(db: Db, userId: string, rows: PreferenceRow[], now: Date): Promise<void> {
  if (!rows.length) return;
  await db
    .insert(notificationPreferences)
    .values(rows.map((r) => ({ ...r, userId, updatedAt: now })))
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.type],
      set: {
        inApp: sql`excluded.in_app`,
        email: sql`excluded.email`,
        push: sql`excluded.push`,
        digest: sql`excluded.digest`,
        quietStart: sql`excluded.quiet_start`,
        quietEnd: sql`excluded.quiet_end`,
        updatedAt: sql`excluded.updated_at`,
      },
    });
}

/** Turns email off for these kinds (one-click unsubscribe), keeping the rest of each row. */
export async function turnEmailOff(db: Db, userId: string, types: readonly string[], now: Date): Promise<void> {
  if (!types.length) return;
  await db
    .insert(notificationPreferences)
    .values(types.map((type) => ({ userId, type, email: false, updatedAt: now })))
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.type],
      set: { email: false, updatedAt: sql`excluded.updated_at` },
    });
}

export async function findMemberZone(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ tz: notificationMembers.timezone })
    .from(notificationMembers)
    .where(eq(notificationMembers.userId, userId));
  return row?.tz ?? null;
}

export async function setMemberZone(db: Db, userId: string, timezone: string): Promise<void> {
  await db
    .insert(notificationMembers)
    .values({ userId, timezone })
    .onConflictDoUpdate({ target: notificationMembers.userId, set: { timezone } });
}

/**
 * The recipients (of these) who want this kind by email or push, in one query; a member without
 * a row for the kind has its defaults (`defaults`: "Live now" is pushed unless turned off).
 */
export async function channelRows(
  db: Db,
  type: string,
  userIds: readonly string[],
  defaults: { email: boolean; push: boolean } = { email: false, push: false },
): Promise<ChannelRow[]> {
  if (!userIds.length) return [];
  if (!defaults.email && !defaults.push) {
    return queryRows<ChannelRow>(
      db,
      sql`SELECT p.user_id AS "userId", p.type, p.in_app AS "inApp", p.email, p.push, p.digest,
                 p.quiet_start AS "quietStart", p.quiet_end AS "quietEnd", m.timezone
          FROM notification_preferences p LEFT JOIN notification_members m ON m.user_id = p.user_id
          WHERE p.type = ${type} AND (p.email OR p.push) AND p.user_id = ANY(${uuidArray(userIds)})`,
    );
  }
  const email = sql`COALESCE(p.email, ${defaults.email ? sql`true` : sql`false`})`;
  const push = sql`COALESCE(p.push, ${defaults.push ? sql`true` : sql`false`})`;
  return queryRows<ChannelRow>(
    db,
    sql`SELECT u.id AS "userId", ${type} AS type, COALESCE(p.in_app, true) AS "inApp", ${email} AS email, ${push} AS push,
               COALESCE(p.digest, 'none') AS digest, p.quiet_start AS "quietStart", p.quiet_end AS "quietEnd", m.timezone
        FROM unnest(${uuidArray(userIds)}) AS u(id)
        LEFT JOIN notification_preferences p ON p.user_id = u.id AND p.type = ${type}
        LEFT JOIN notification_members m ON m.user_id = u.id
        WHERE ${email} OR ${push}`,
  );
}

/** The kinds a member gets in this digest. */
export async function digestTypes(db: Db, userId: string, digest: 'daily' | 'weekly'): Promise<string[]> {
  const rows = await db
    .select({ type: notificationPreferences.type })
    .from(notificationPreferences)
    .where(
      and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.email, true), eq(notificationPreferences.digest, digest)),
    );
  return rows.map((r) => r.type);
}

export async function lastDigestAt(db: Db, userId: string, digest: 'daily' | 'weekly'): Promise<Date | null> {
  const [row] = await db
    .select({ daily: notificationMembers.dailyDigestAt, weekly: notificationMembers.weeklyDigestAt })
    .from(notificationMembers)
    .where(eq(notificationMembers.userId, userId));
  return (digest === 'daily' ? row?.daily : row?.weekly) ?? null;
}

export async function markDigestSent(db: Db, userId: string, digest: 'daily' | 'weekly', at: Date): Promise<void> {
  const set = digest === 'daily' ? { dailyDigestAt: at } : { weeklyDigestAt: at };
  await db
    .insert(notificationMembers)
    .values({ userId, ...set })
    .onConflictDoUpdate({ target: notificationMembers.userId, set });
}
