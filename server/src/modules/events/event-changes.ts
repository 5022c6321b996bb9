import { defaultLocale, type Locale } from '@selah/contracts/i18n';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/time/clock.ts';
import type { Jobs } from '../../platform/jobs/scheduler.ts';
import { whenIn } from '../../platform/i18n/dates.ts';
import { eventWords as say, whereIn } from './words.ts';
import type { NotificationsModuleService } from '../notifications/index.ts';
import type * as repo from './events.repo.ts';
import { moveEventReminders, remindersOfEvent } from './reminders.repo.ts';
import { REMINDER_JOB, reminderJobKey } from './reminder-job.ts';

type Notifier = NotificationsModuleService['notifier']['notify'];
type Fact = Parameters<Notifier>[0];
/** Notifies members of a fact written in each one's saved language (the fact is put into words once per language). */
export type Notify = (fact: (locale: Locale) => Fact, ids: readonly string[]) => Promise<unknown>;

/** Groups the members by their saved language and notifies each group in it. */
export function notifyInTheirLanguage(notify: Notifier, localesOf: (ids: readonly string[]) => Promise<Map<string, Locale>>): Notify {
  return async (fact, ids) => {
    if (!ids.length) return;
    const locales = await localesOf(ids);
    const groups = new Map<Locale, string[]>();
    for (const id of ids) {
      const locale = locales.get(id) ?? defaultLocale;
      groups.set(locale, [...(groups.get(locale) ?? []), id]);
    }
    for (const [locale, group] of groups) await notify(fact(locale), group);
  };
}

/** Where an event is (English: what tells whether a change matters). */
export const whereOf = (e: Pick<repo.EventRow, 'location' | 'isOnline'>) => whereIn('en', e);

/** Whether what a person planned around (title, time, place) differs between two versions of a date. */
export const plannedChanged = (before: repo.EventRow, after: repo.EventRow) =>
  after.title !== before.title ||
  after.startsAt.getTime() !== before.startsAt.getTime() ||
  after.endsAt.getTime() !== before.endsAt.getTime() ||
  whereOf(after) !== whereOf(before);

/**
 * What follows a change or cancellation of one date: reminders move (or go) with it, and everyone
 * with a reminder or an answer (going or waitlisted) is notified, in-app, push and email per
 * their preferences (the notifications module decides).
 */
export function createEventChanges(deps: {
  db: Db;
  clock: Clock;
  jobs: Jobs;
  zone: () => string;
  notify: Notify;
  attendeeIds(eventId: string): Promise<string[]>;
}) {
  const { db, clock, jobs, zone } = deps;

  async function tell(event: repo.EventRow, userIds: string[], cancelled: boolean): Promise<void> {
    if (!userIds.length) return;
    await deps.notify(
      (locale) => ({
        type: 'event_changed',
        threadId: null,
        eventId: cancelled ? null : event.id,
        subject: event.title,
        actorId: null,
        actorName: null,
        title: say(locale, cancelled ? 'cancelledTitle' : 'changedTitle', { title: event.title }),
        body: cancelled
          ? say(locale, 'cancelledBody')
          : say(locale, 'changedBody', { when: whenIn(locale, event.startsAt, zone()), where: whereIn(locale, event) }),
        metadata: cancelled ? { link: event.seriesId ? '/events' : '/live' } : {},
      }),
      userIds,
    );
  }

  return {
    /** After a date was written: when what people planned around changed, reminders move and people hear. */
    async changed(before: repo.EventRow, after: repo.EventRow): Promise<void> {
      if (!plannedChanged(before, after)) return;
      const old = await remindersOfEvent(db, after.id);
      for (const r of old) await jobs.cancel(REMINDER_JOB, reminderJobKey(r.id, r.remindAt));
      const moved = await moveEventReminders(db, after.id, after.startsAt, after.title, clock.now());
      for (const r of moved) {
        if (r.notifiedAt || after.startsAt.getTime() <= clock.now().getTime()) continue;
        await jobs.schedule(REMINDER_JOB, {
          key: reminderJobKey(r.id, r.remindAt),
          runAt: r.remindAt,
          payload: { reminderId: r.id, remindAt: r.remindAt.toISOString() },
        });
      }
      await tell(after, [...new Set([...moved.map((r) => r.userId), ...(await deps.attendeeIds(after.id))])], false);
    },

    /**
     * Before a date is deleted: its reminder jobs stop. Answers who to tell once it is gone (the rows
     * cascade with it).
     */
    async cancelling(event: repo.EventRow): Promise<() => Promise<void>> {
      const reminders = await remindersOfEvent(db, event.id);
      const attendees = await deps.attendeeIds(event.id);
      for (const r of reminders) await jobs.cancel(REMINDER_JOB, reminderJobKey(r.id, r.remindAt));
      return () => tell(event, [...new Set([...reminders.map((r) => r.userId), ...attendees])], true);
    },
  };
}

export type EventChanges = ReturnType<typeof createEventChanges>;
