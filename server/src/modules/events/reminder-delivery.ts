import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/time/clock.ts';
import type { Jobs } from '../../platform/jobs/scheduler.ts';
import { findEvent } from './events.repo.ts';
import type { Notify } from './event-changes.ts';
import { eventWords as say, whereIn } from './words.ts';
import { REMINDER_JOB, reminderJobKey, type ReminderJobPayload } from './reminder-job.ts';
import { claimReminder, findReminder, releaseReminder, type ReminderRow } from './reminders.repo.ts';
import { whenIn } from '../../platform/i18n/dates.ts';

/**
 * A reminder's durable job and its sending: scheduled at the reminder's time, sent once as an
 * event_reminder notification unless it was cancelled or moved since.
 */
export function createReminderDelivery(deps: { db: Db; clock: Clock; jobs: Jobs; zone: () => string; notify: Notify }) {
  const { db, clock, jobs, zone } = deps;

  async function schedule(r: ReminderRow): Promise<void> {
    const payload: ReminderJobPayload = { reminderId: r.id, remindAt: r.remindAt.toISOString() };
    await jobs.schedule(REMINDER_JOB, { key: reminderJobKey(r.id, r.remindAt), runAt: r.remindAt, payload });
  }

  /** Sends one reminder as an event_reminder notification (inbox, and email/push as the member chose). */
  async function send(r: ReminderRow): Promise<void> {
    if (r.eventId) {
      const event = await findEvent(db, r.eventId);
      if (!event) return;
      await deps.notify(
        (locale) => ({
          type: 'event_reminder',
          threadId: null,
          eventId: event.id,
          subject: event.title,
          actorId: null,
          actorName: null,
          title: say(locale, 'reminderTitle', { title: event.title }),
          body: say(locale, 'reminderBody', { when: whenIn(locale, event.startsAt, zone()), where: whereIn(locale, event) }),
        }),
        [r.userId],
      );
      return;
    }
    await deps.notify(
      (locale) => ({
        type: 'event_reminder',
        threadId: null,
        eventId: null,
        subject: r.title,
        actorId: null,
        actorName: null,
        title: say(locale, 'reminderTitle', { title: r.title }),
        body: say(locale, 'reminderBody', { when: whenIn(locale, r.startsAt, zone()), where: say(locale, 'onAir') }),
        metadata: { link: '/live' },
      }),
      [r.userId],
    );
  }

  /** The job handler: sends a reminder once, unless it was cancelled or moved since. */
  async function runJob(payload: unknown): Promise<void> {
    const { reminderId, remindAt } = payload as ReminderJobPayload;
    const r = await findReminder(db, reminderId);
    if (!r || r.remindAt.toISOString() !== new Date(remindAt).toISOString()) return;
    if (!(await claimReminder(db, r.id, r.remindAt, clock.now()))) return;
    try {
      await send(r);
    } catch (err) {
      await releaseReminder(db, r.id);
      throw err;
    }
  }

  return { schedule, runJob };
}
