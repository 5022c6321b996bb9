import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { iso, toDate } from './events.repo.ts';

/** Members' reminders of an event or of a program's airing, and the claim on sending each. */

export interface ReminderRow {
  id: string;
  userId: string;
  eventId: string | null;
  programId: string | null;
  title: string;
  startsAt: Date;
  leadMinutes: number;
  reminderType: 'notification' | 'email' | 'push';
  remindAt: Date;
  notifiedAt: Date | null;
  createdAt: Date;
}

const reminderColumns = sql`r.id, r.user_id AS "userId", r.event_id AS "eventId", r.program_id AS "programId", r.title,
  r.starts_at AS "startsAt", r.lead_minutes AS "leadMinutes", r.reminder_type AS "reminderType", r.remind_at AS "remindAt",
  r.notified_at AS "notifiedAt", r.created_at AS "createdAt"`;
const normaliseReminder = (r: ReminderRow): ReminderRow => ({
  ...r,
  startsAt: toDate(r.startsAt),
  remindAt: toDate(r.remindAt),
  notifiedAt: r.notifiedAt ? toDate(r.notifiedAt) : null,
  createdAt: toDate(r.createdAt),
});

export interface ReminderWrite {
  userId: string;
  eventId: string | null;
  programId: string | null;
  title: string;
  startsAt: Date;
  leadMinutes: number;
  reminderType: string;
  remindAt: Date;
}

/**
 * One reminder per member and event (or program occurrence): setting it again updates the lead
 * time. `previousRemindAt` is the time it had before (null when new), so the caller can move its job.
 */
export async function upsertReminder(
  db: Db,
  r: ReminderWrite,
  now: Date,
): Promise<{ reminder: ReminderRow; previousRemindAt: Date | null; wasNotified: boolean }> {
  const target = r.eventId
    ? sql`(user_id, event_id) WHERE event_id IS NOT NULL`
    : sql`(user_id, program_id, starts_at) WHERE program_id IS NOT NULL`;
  const [row] = await queryRows<ReminderRow & { previousRemindAt: unknown; wasNotified: boolean }>(
    db,
    sql`WITH before AS (
          SELECT remind_at, notified_at FROM reminders
          WHERE user_id = ${r.userId}::uuid
            AND ${r.eventId ? sql`event_id = ${r.eventId}::uuid` : sql`program_id = ${r.programId}::uuid AND starts_at = ${iso(r.startsAt)}::timestamptz`})
        INSERT INTO reminders AS r (user_id, event_id, program_id, title, starts_at, lead_minutes, reminder_type, remind_at, created_at)
        VALUES (${r.userId}::uuid, ${r.eventId}::uuid, ${r.programId}::uuid, ${r.title}, ${iso(r.startsAt)}::timestamptz, ${r.leadMinutes},
                ${r.reminderType}, ${iso(r.remindAt)}::timestamptz, ${iso(now)}::timestamptz)
        ON CONFLICT ${target} DO UPDATE SET
          lead_minutes = EXCLUDED.lead_minutes, reminder_type = EXCLUDED.reminder_type, title = EXCLUDED.title,
          starts_at = EXCLUDED.starts_at, remind_at = EXCLUDED.remind_at,
          notified_at = CASE WHEN r.remind_at = EXCLUDED.remind_at THEN r.notified_at ELSE NULL END
        RETURNING ${reminderColumns}, (SELECT remind_at FROM before) AS "previousRemindAt",
                  (SELECT notified_at IS NOT NULL FROM before) AS "wasNotified"`,
  );
  const { previousRemindAt, wasNotified, ...reminder } = row!;
  return {
    reminder: normaliseReminder(reminder),
    previousRemindAt: previousRemindAt ? toDate(previousRemindAt) : null,
    wasNotified: Boolean(wasNotified),
  };
}

export async function findReminder(db: Db, id: string): Promise<ReminderRow | null> {
  const [row] = await queryRows<ReminderRow>(db, sql`SELECT ${reminderColumns} FROM reminders r WHERE r.id = ${id}::uuid`);
  return row ? normaliseReminder(row) : null;
}

/** A member's reminders still to come (not yet started), soonest first. */
export async function remindersOf(db: Db, userId: string, now: Date): Promise<ReminderRow[]> {
  const rows = await queryRows<ReminderRow>(
    db,
    sql`SELECT ${reminderColumns} FROM reminders r WHERE r.user_id = ${userId}::uuid AND r.starts_at > ${iso(now)}::timestamptz
        ORDER BY r.starts_at, r.id LIMIT 200`,
  );
  return rows.map(normaliseReminder);
}

export async function remindersOfEvent(db: Db, eventId: string): Promise<ReminderRow[]> {
  const rows = await queryRows<ReminderRow>(db, sql`SELECT ${reminderColumns} FROM reminders r WHERE r.event_id = ${eventId}::uuid`);
  return rows.map(normaliseReminder);
}

/** Only the member's own; false when it is not theirs or gone. */
export async function deleteReminder(db: Db, id: string, userId: string): Promise<ReminderRow | null> {
  const [row] = await queryRows<ReminderRow>(
    db,
    sql`DELETE FROM reminders r WHERE r.id = ${id}::uuid AND r.user_id = ${userId}::uuid RETURNING ${reminderColumns}`,
  );
  return row ? normaliseReminder(row) : null;
}

/** Moves an event's reminders to its new start, each at its own lead time (never before `now`). */
export async function moveEventReminders(db: Db, eventId: string, startsAt: Date, title: string, now: Date): Promise<ReminderRow[]> {
  const rows = await queryRows<ReminderRow>(
    db,
    sql`UPDATE reminders r SET starts_at = ${iso(startsAt)}::timestamptz, title = ${title},
          remind_at = greatest(${iso(startsAt)}::timestamptz - make_interval(mins => r.lead_minutes), ${iso(now)}::timestamptz),
          notified_at = CASE WHEN r.starts_at = ${iso(startsAt)}::timestamptz THEN r.notified_at ELSE NULL END
        WHERE r.event_id = ${eventId}::uuid RETURNING ${reminderColumns}`,
  );
  return rows.map(normaliseReminder);
}

/**
 * Claims the sending of a reminder: true for exactly one caller, and only while the reminder
 * still stands at the time its job was made for.
 */
export async function claimReminder(db: Db, id: string, remindAt: Date, now: Date): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`UPDATE reminders SET notified_at = ${iso(now)}::timestamptz
        WHERE id = ${id}::uuid AND remind_at = ${iso(remindAt)}::timestamptz AND notified_at IS NULL RETURNING id`,
  );
  return rows.length > 0;
}

/** Undoes a claim when the notification could not be written, so the job's retry sends it. */
export async function releaseReminder(db: Db, id: string): Promise<void> {
  await db.execute(sql`UPDATE reminders SET notified_at = NULL WHERE id = ${id}::uuid`);
}
