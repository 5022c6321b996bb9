import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';

/** A member's inbox, their choices and the devices that receive their push, for their data export. */
export async function notificationDataOf(db: Db, userId: string): Promise<Record<string, unknown>> {
  const [notifications, preferences, settings, pushDevices, prayerTeam] = await Promise.all([
    queryRows(
      db,
      sql`SELECT id, type, thread_id AS "threadId", event_id AS "eventId", subject, actor_name AS "actorName", title, body,
            read_at AS "readAt", created_at AS "createdAt"
          FROM notifications WHERE user_id = ${userId}::uuid ORDER BY created_at, id`,
    ),
    queryRows(
      db,
      sql`SELECT type, in_app AS "inApp", email, push, digest, quiet_start AS "quietStart", quiet_end AS "quietEnd",
            updated_at AS "updatedAt"
          FROM notification_preferences WHERE user_id = ${userId}::uuid ORDER BY type`,
    ),
    queryRows(db, sql`SELECT timezone FROM notification_members WHERE user_id = ${userId}::uuid`),
    // Which push services hold a subscription (their host), never the subscription's keys.
    queryRows<{ endpoint: string; createdAt: unknown }>(
      db,
      sql`SELECT endpoint, created_at AS "createdAt" FROM push_subscriptions WHERE user_id = ${userId}::uuid ORDER BY created_at`,
    ),
    queryRows(db, sql`SELECT joined_at AS "joinedAt" FROM prayer_team_members WHERE user_id = ${userId}::uuid`),
  ]);
  return {
    notifications,
    preferences,
    timezone: (settings[0] as { timezone?: string | null } | undefined)?.timezone ?? null,
    pushDevices: pushDevices.map((d) => ({ service: hostOf(d.endpoint), createdAt: d.createdAt })),
    prayerTeam: prayerTeam[0] ?? null,
  };
}

function hostOf(endpoint: string): string {
  try {
    return new URL(endpoint).host;
  } catch {
    return '';
  }
}

/**
 * A deleted account's notifications part: their inbox, choices, held mail, push devices and place
 * on the prayer team go; other members' notifications no longer name them ("Someone prayed").
 */
export async function forgetNotificationMember(tx: Db, userId: string): Promise<void> {
  await tx.execute(
    sql`UPDATE notifications n SET actor_name = NULL FROM users u
        WHERE u.id = ${userId}::uuid AND ${userId}::uuid = ANY(n.actor_ids) AND n.actor_name = u.display_name`,
  );
  await tx.execute(sql`DELETE FROM notification_held WHERE user_id = ${userId}::uuid`);
  await tx.execute(sql`DELETE FROM notifications WHERE user_id = ${userId}::uuid`);
  await tx.execute(sql`DELETE FROM notification_preferences WHERE user_id = ${userId}::uuid`);
  await tx.execute(sql`DELETE FROM notification_members WHERE user_id = ${userId}::uuid`);
  await tx.execute(sql`DELETE FROM push_subscriptions WHERE user_id = ${userId}::uuid`);
  await tx.execute(sql`DELETE FROM prayer_team_members WHERE user_id = ${userId}::uuid`);
}
