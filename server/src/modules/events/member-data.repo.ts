import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { cancelRsvp } from './rsvps.repo.ts';

/** A member's answers to events and the reminders they asked for, for their data export. */
export async function eventDataOf(db: Db, userId: string): Promise<Record<string, unknown>> {
  const [rsvps, reminders] = await Promise.all([
    queryRows(
      db,
      sql`SELECT r.event_id AS "eventId", e.title AS "event", e.starts_at AS "startsAt", r.seats, r.status, r.created_at AS "createdAt"
          FROM event_rsvps r JOIN events e ON e.id = r.event_id WHERE r.user_id = ${userId}::uuid ORDER BY r.created_at`,
    ),
    queryRows(
      db,
      sql`SELECT id, title, event_id AS "eventId", program_id AS "programId", starts_at AS "startsAt", lead_minutes AS "leadMinutes",
            reminder_type AS "reminderType", remind_at AS "remindAt", notified_at AS "notifiedAt", created_at AS "createdAt"
          FROM reminders WHERE user_id = ${userId}::uuid ORDER BY starts_at, id`,
    ),
  ]);
  return { rsvps, reminders };
}

/** A deleted account's events part: their answers go (the places they held go to those waiting) and so do their reminders. */
export async function forgetEventMember(tx: Db, userId: string): Promise<void> {
  const answered = await queryRows<{ eventId: string }>(
    tx,
    sql`SELECT event_id AS "eventId" FROM event_rsvps WHERE user_id = ${userId}::uuid ORDER BY event_id`,
  );
  for (const { eventId } of answered) await cancelRsvp(tx, eventId, userId);
  await tx.execute(sql`DELETE FROM reminders WHERE user_id = ${userId}::uuid`);
}
