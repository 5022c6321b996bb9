import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { pushSubscriptions, stationSecrets } from '../../db/schema/notifications.ts';
import type { Rendered } from './render.ts';

export type Channel = 'email' | 'push';

export interface HeldDelivery {
  userId: string;
  notificationId: string | null;
  channel: Channel;
  type: string;
  content: Rendered;
  releaseAt: Date;
}

/**
 * Holds an email or push until quiet hours end. The same notification coalesced again during
 * the night is held once, in its latest wording.
 */
export async function holdDelivery(db: Db, d: HeldDelivery, now: Date): Promise<void> {
  await db.execute(
    sql`INSERT INTO notification_held (user_id, notification_id, channel, type, content, release_at, created_at)
        VALUES (${d.userId}::uuid, ${d.notificationId}::uuid, ${d.channel}, ${d.type}, ${JSON.stringify(d.content)}::jsonb,
                ${d.releaseAt.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz)
        ON CONFLICT (notification_id, channel) WHERE notification_id IS NOT NULL
        DO UPDATE SET content = EXCLUDED.content, release_at = EXCLUDED.release_at`,
  );
}

/**
 * Takes (deletes and answers) a member's held deliveries that are due; those whose
 * notification was read in the meantime come back with `read: true` and are not sent.
 */
export async function takeHeld(db: Db, userId: string, now: Date): Promise<Array<HeldDelivery & { read: boolean }>> {
  const rows = await queryRows<HeldDelivery & { read: boolean; releaseAt: Date | string }>(
    db,
    sql`WITH taken AS (
          DELETE FROM notification_held WHERE user_id = ${userId}::uuid AND release_at <= ${now.toISOString()}::timestamptz
          RETURNING user_id, notification_id, channel, type, content, release_at, created_at)
        SELECT t.user_id AS "userId", t.notification_id AS "notificationId", t.channel, t.type, t.content,
               t.release_at AS "releaseAt", (n.read_at IS NOT NULL) AS read
        FROM taken t LEFT JOIN notifications n ON n.id = t.notification_id
        ORDER BY t.created_at`,
  );
  return rows.map((r) => ({ ...r, releaseAt: new Date(r.releaseAt) }));
}

export interface PushSubscriptionRow {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** One row per device: a known endpoint moves to the member now signed in on it. */
export async function saveSubscription(db: Db, userId: string, s: PushSubscriptionRow, now: Date): Promise<void> {
  await db
    .insert(pushSubscriptions)
    .values({ userId, endpoint: s.endpoint, p256dh: s.p256dh, auth: s.auth, createdAt: now })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { userId, p256dh: s.p256dh, auth: s.auth } });
}

export async function deleteSubscription(db: Db, userId: string, endpoint: string): Promise<boolean> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

/** The push service said the subscription is gone (404/410). */
export async function forgetEndpoint(db: Db, endpoint: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
}

export async function subscriptionsOf(db: Db, userId: string): Promise<PushSubscriptionRow[]> {
  return db
    .select({ endpoint: pushSubscriptions.endpoint, p256dh: pushSubscriptions.p256dh, auth: pushSubscriptions.auth })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
}

/**
 * A station secret, generated once: the first instance to start writes it, every other
 * instance (and every later start) reads the same value.
 */
export async function ensureSecret(db: Db, name: string, generate: () => string): Promise<string> {
  await db.insert(stationSecrets).values({ name, value: generate() }).onConflictDoNothing();
  const [row] = await db.select({ value: stationSecrets.value }).from(stationSecrets).where(eq(stationSecrets.name, name));
  return row!.value;
}
