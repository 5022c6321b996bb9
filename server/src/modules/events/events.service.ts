import type { CreateEventRequest, EventCategory, StationEvent, UpdateEventRequest } from '@selah/contracts/events';
import { eventMessages, eventNotificationCopy } from '@selah/contracts/events';
import type { Db } from '../../db/client.ts';
import type { Audit } from '../../platform/audit/audit.ts';
import type { Clock } from '../../platform/time/clock.ts';
import { badRequest, notFound } from '../../platform/http/errors.ts';
import type { Jobs } from '../../platform/jobs/scheduler.ts';
import type { SessionUser } from '../accounts/index.ts';
import type { NotificationsModuleService } from '../notifications/index.ts';
import type { RadioModuleService } from '../radio/index.ts';
import { eventCalendar, eventsFeed, type CalendarContext } from './ics.ts';
import * as repo from './events.repo.ts';
import { moveEventReminders, remindersOfEvent } from './reminders.repo.ts';
import { REMINDER_JOB, reminderJobKey } from './reminder-job.ts';
import { formatDate, formatRange, formatWhen } from '../../platform/time/zones.ts';

export type Notify = NotificationsModuleService['notifier']['notify'];
export type ProgramLookup = RadioModuleService['radio']['program'];

export interface EventsDeps {
  db: Db;
  clock: Clock;
  jobs: Jobs;
  /** The station's zone, read at each use (the console may change it). */
  zone: () => string;
  calendar: () => Promise<CalendarContext>;
  notify: Notify;
  program: ProgramLookup;
  /** The console's audit log: each change a person makes to an event writes one line. */
  audit: Audit;
  /** The event's RSVPs: who answered (they hear of changes), and the waitlist moving when places grow. */
  rsvps: { attendeeIds(eventId: string): Promise<string[]>; capacityChanged(eventId: string): Promise<void> };
}

const MAX_EVENT_MS = 14 * 24 * 3_600_000;
/** The calendar feed: events that ended in the last 30 days and all to come. */
const FEED_PAST_MS = 30 * 24 * 3_600_000;

/** Where an event is, as a person reads it. */
export const whereOf = (e: Pick<repo.EventRow, 'location' | 'isOnline'>) =>
  e.location ? (e.isOnline ? `${e.location} & ${eventNotificationCopy.online}` : e.location) : eventNotificationCopy.online;

export function createEventsService(deps: EventsDeps) {
  const { db, clock, jobs, zone } = deps;

  const toEvent = (e: repo.EventRow): StationEvent => ({
    id: e.id,
    title: e.title,
    description: e.description,
    category: e.category as EventCategory,
    startsAt: e.startsAt.toISOString(),
    endsAt: e.endsAt.toISOString(),
    timezone: zone(),
    formattedDate: formatDate(e.startsAt, zone()),
    time: formatRange(e.startsAt, e.endsAt, zone()),
    location: e.location,
    isOnline: e.isOnline,
    programId: e.programId,
    programTitle: e.programTitle,
    icsUrl: `/events/${e.id}.ics`,
    capacity: e.capacity,
    going: e.going,
    placesLeft: e.capacity === null ? null : Math.max(0, e.capacity - e.going),
    waitlisted: e.waitlisted,
  });

  async function load(id: string): Promise<repo.EventRow> {
    const event = await repo.findEvent(db, id);
    if (!event) throw notFound(eventMessages.notFound);
    return event;
  }

  /** Checks the rules every write shares: times in order and not too long, the program exists. */
  async function checked(e: repo.EventWrite): Promise<repo.EventWrite> {
    if (e.endsAt.getTime() <= e.startsAt.getTime()) throw badRequest(eventMessages.badTimes, { endsAt: eventMessages.badTimes });
    if (e.endsAt.getTime() - e.startsAt.getTime() > MAX_EVENT_MS)
      throw badRequest(eventMessages.tooLong, { endsAt: eventMessages.tooLong });
    if (e.programId && !(await deps.program(e.programId))) {
      throw badRequest(eventMessages.programNotFound, { programId: eventMessages.programNotFound });
    }
    const location = e.location?.trim() ? e.location.trim() : null;
    // Somewhere or online: an event with no place is held online.
    return { ...e, location, isOnline: location ? e.isOnline : true };
  }

  /** Everyone with a reminder for the event, or who answered it, hears that it changed (or was cancelled). */
  async function tellReminded(event: repo.EventRow, userIds: string[], cancelled: boolean): Promise<void> {
    if (!userIds.length) return;
    await deps.notify(
      {
        type: 'event_changed',
        threadId: null,
        eventId: cancelled ? null : event.id,
        subject: event.title,
        actorId: null,
        actorName: null,
        title: cancelled ? eventNotificationCopy.cancelledTitle(event.title) : eventNotificationCopy.changedTitle(event.title),
        body: cancelled
          ? eventNotificationCopy.cancelledBody
          : eventNotificationCopy.changedBody(formatWhen(event.startsAt, zone()), whereOf(event)),
        metadata: cancelled ? { link: '/live' } : {},
      },
      userIds,
    );
  }

  /** The event as the audit log keeps it: what a person planned around. */
  const auditView = (e: StationEvent) => ({
    title: e.title,
    category: e.category,
    startsAt: e.startsAt,
    endsAt: e.endsAt,
    location: e.location,
    isOnline: e.isOnline,
    programId: e.programId,
    description: e.description,
    capacity: e.capacity,
  });
  const record = (by: SessionUser, verb: string, e: StationEvent, before: unknown, after: unknown, summary: string) =>
    deps.audit.record({ actor: by, action: `giving.event.${verb}`, targetType: 'event', targetId: e.id, summary, before, after });

  return {
    toEvent,
    load,

    async upcoming(limit: number): Promise<StationEvent[]> {
      return (await repo.upcomingEvents(db, clock.now(), limit)).map(toEvent);
    },

    async get(id: string): Promise<StationEvent> {
      return toEvent(await load(id));
    },

    async ics(id: string, leadMinutes?: number): Promise<string> {
      return eventCalendar(await deps.calendar(), await load(id), leadMinutes);
    },

    async feed(): Promise<string> {
      const events = await repo.eventsSince(db, new Date(clock.now().getTime() - FEED_PAST_MS), 500);
      return eventsFeed(await deps.calendar(), events);
    },

    async create(by: SessionUser | null, body: CreateEventRequest): Promise<StationEvent> {
      const write = await checked({ ...body, startsAt: new Date(body.startsAt), endsAt: new Date(body.endsAt) });
      const id = await repo.insertEvent(db, write, by?.id ?? null, clock.now());
      const event = toEvent(await load(id));
      if (by) await record(by, 'create', event, null, auditView(event), `Added the event “${event.title}” on ${event.formattedDate}`);
      return event;
    },

    /**
     * Changes an event. When what a person planned around changes (title, time or place), every
     * member with a reminder gets event_changed and their reminder moves with the event.
     */
    async update(id: string, body: UpdateEventRequest, by?: SessionUser): Promise<StationEvent> {
      const before = await load(id);
      const write = await checked({
        title: body.title ?? before.title,
        description: body.description ?? before.description,
        category: body.category ?? before.category,
        startsAt: body.startsAt ? new Date(body.startsAt) : before.startsAt,
        endsAt: body.endsAt ? new Date(body.endsAt) : before.endsAt,
        location: body.location !== undefined ? body.location : before.location,
        isOnline: body.isOnline ?? before.isOnline,
        programId: body.programId !== undefined ? body.programId : before.programId,
        capacity: body.capacity !== undefined ? body.capacity : before.capacity,
      });
      if (!(await repo.updateEvent(db, id, write, clock.now()))) throw notFound(eventMessages.notFound);
      if (write.capacity !== before.capacity) await deps.rsvps.capacityChanged(id);
      const after = await load(id);
      const [b, a] = [auditView(toEvent(before)), auditView(toEvent(after))];
      if (by && JSON.stringify(a) !== JSON.stringify(b)) await record(by, 'update', toEvent(after), b, a, `Changed the event “${a.title}”`);
      const changed =
        after.title !== before.title ||
        after.startsAt.getTime() !== before.startsAt.getTime() ||
        after.endsAt.getTime() !== before.endsAt.getTime() ||
        whereOf(after) !== whereOf(before);
      if (!changed) return toEvent(after);

      const old = await remindersOfEvent(db, id);
      for (const r of old) await jobs.cancel(REMINDER_JOB, reminderJobKey(r.id, r.remindAt));
      const moved = await moveEventReminders(db, id, after.startsAt, after.title, clock.now());
      for (const r of moved) {
        if (r.notifiedAt || after.startsAt.getTime() <= clock.now().getTime()) continue;
        await jobs.schedule(REMINDER_JOB, {
          key: reminderJobKey(r.id, r.remindAt),
          runAt: r.remindAt,
          payload: { reminderId: r.id, remindAt: r.remindAt.toISOString() },
        });
      }
      await tellReminded(after, [...new Set([...moved.map((r) => r.userId), ...(await deps.rsvps.attendeeIds(id))])], false);
      return toEvent(after);
    },

    /** Removes an event; members who set a reminder hear it was cancelled. */
    async remove(id: string, by?: SessionUser): Promise<void> {
      const event = await load(id);
      const reminders = await remindersOfEvent(db, id);
      const attendees = await deps.rsvps.attendeeIds(id);
      for (const r of reminders) await jobs.cancel(REMINDER_JOB, reminderJobKey(r.id, r.remindAt));
      if (!(await repo.deleteEvent(db, id))) throw notFound(eventMessages.notFound);
      if (by) {
        const view = toEvent(event);
        await record(by, 'delete', view, auditView(view), null, `Deleted the event “${view.title}” (${view.formattedDate})`);
      }
      await tellReminded(event, [...new Set([...reminders.map((r) => r.userId), ...attendees])], true);
    },
  };
}

export type EventsService = ReturnType<typeof createEventsService>;
