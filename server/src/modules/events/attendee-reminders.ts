import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import type { Clock } from '../../platform/time/clock.ts';
import type { Jobs } from '../../platform/jobs/scheduler.ts';
import { findEvent, iso, toDate } from './events.repo.ts';
import { REMINDER_JOB, reminderJobKey } from './reminder-job.ts';
import type { ReminderRow } from './reminders.repo.ts';

const HOUR_MS = 3_600_000;

/**
 * Reminders for attendees: a member with a place gets a reminder a day before (an hour before when
 * the date is sooner) through the same durable reminder job as Remind me. A member who already set
 * a reminder keeps theirs; one made here goes again when they cancel.
 */
export function createAttendeeReminders(deps: { db: Db; clock: Clock; jobs: Jobs; schedule(r: ReminderRow): Promise<void> }) {
  const { db, clock, jobs } = deps;
  return {
    async add(eventId: string, userIds: string[]): Promise<void> {
      if (!userIds.length) return;
      const event = await findEvent(db, eventId);
      if (!event) return;
      const now = clock.now();
      const lead = event.startsAt.getTime() - now.getTime() > 25 * HOUR_MS ? 1440 : 60;
      const remindAt = new Date(event.startsAt.getTime() - lead * 60_000);
      if (remindAt.getTime() <= now.getTime()) return;
      for (const userId of userIds) {
        const [row] = await queryRows<ReminderRow>(
          db,
          sql`INSERT INTO reminders (user_id, event_id, title, starts_at, lead_minutes, reminder_type, remind_at, created_at, from_rsvp)
              VALUES (${userId}::uuid, ${eventId}::uuid, ${event.title}, ${iso(event.startsAt)}::timestamptz, ${lead}, 'notification',
                      ${iso(remindAt)}::timestamptz, ${iso(now)}::timestamptz, true)
              ON CONFLICT (user_id, event_id) WHERE event_id IS NOT NULL DO NOTHING
              RETURNING id, user_id AS "userId", event_id AS "eventId", remind_at AS "remindAt"`,
        );
        if (row) await deps.schedule({ ...row, remindAt: toDate(row.remindAt) } as ReminderRow);
      }
    },

    async drop(eventId: string, userId: string): Promise<void> {
      const rows = await queryRows<{ id: string; remindAt: unknown }>(
        db,
        sql`DELETE FROM reminders WHERE event_id = ${eventId}::uuid AND user_id = ${userId}::uuid AND from_rsvp
            RETURNING id, remind_at AS "remindAt"`,
      );
      for (const r of rows) await jobs.cancel(REMINDER_JOB, reminderJobKey(r.id, toDate(r.remindAt)));
    },
  };
}

export type AttendeeReminders = ReturnType<typeof createAttendeeReminders>;
