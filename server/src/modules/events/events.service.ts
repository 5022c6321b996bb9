import { auditSentences as said } from '@selah/contracts/audit-sentences';
import type { CreateEventRequest, StationEvent, UpdateEventRequest } from '@selah/contracts/events';
import { defaultLocale, type Locale } from '@selah/contracts/i18n';
import { eventMessages } from '@selah/contracts/events';
import type { Db } from '../../db/client.ts';
import type { Audit } from '../../platform/audit/audit.ts';
import type { Clock } from '../../platform/time/clock.ts';
import { badRequest, notFound } from '../../platform/http/errors.ts';
import type { Jobs } from '../../platform/jobs/scheduler.ts';
import type { SessionUser } from '../accounts/index.ts';
import type { RadioModuleService } from '../radio/index.ts';
import { createEventChanges, type Notify } from './event-changes.ts';
import { auditView, eventView } from './event-view.ts';
import * as repo from './events.repo.ts';
import { eventCalendar, eventsFeed, type CalendarContext } from './ics.ts';
import { createSeriesOps } from './series.service.ts';
import { wasRemoved } from './series.repo.ts';

export { whereOf, type Notify } from './event-changes.ts';
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
const RANGE_MAX_MS = 62 * 24 * 3_600_000;
export type Scope = 'occurrence' | 'series';

export function createEventsService(deps: EventsDeps) {
  const { db, clock, zone } = deps;
  const changes = createEventChanges({ ...deps, attendeeIds: (id) => deps.rsvps.attendeeIds(id) });

  const toEvent = eventView(zone);

  /** The event; a removed date of a series answers 410 with words that say so, anything else unknown 404. */
  async function load(id: string): Promise<repo.EventRow> {
    const event = await repo.findEvent(db, id);
    if (!event) throw (await wasRemoved(db, id)) ? series.removedError() : notFound(eventMessages.notFound);
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
    const question = e.question?.trim() ? e.question.trim() : null;
    // Somewhere or online: an event with no place is held online.
    return { ...e, location, question, isOnline: location ? e.isOnline : true };
  }

  /** The fields of `body` over those of `before`. */
  const merged = (before: repo.EventRow, body: UpdateEventRequest): repo.EventWrite => ({
    title: body.title ?? before.title,
    description: body.description ?? before.description,
    category: body.category ?? before.category,
    startsAt: body.startsAt ? new Date(body.startsAt) : before.startsAt,
    endsAt: body.endsAt ? new Date(body.endsAt) : before.endsAt,
    location: body.location !== undefined ? body.location : before.location,
    isOnline: body.isOnline ?? before.isOnline,
    programId: body.programId !== undefined ? body.programId : before.programId,
    capacity: body.capacity !== undefined ? body.capacity : before.capacity,
    question: body.question !== undefined ? body.question : before.question,
  });

  const record = (by: SessionUser, verb: string, e: StationEvent, before: unknown, after: unknown, summary: string) =>
    deps.audit.record({ actor: by, action: `giving.event.${verb}`, targetType: 'event', targetId: e.id, summary, before, after });

  /** Writes one date; its attendees move up, are told, and their reminders move. `overridden`: a series date changed alone. */
  async function write(before: repo.EventRow, w: repo.EventWrite, by: SessionUser | undefined, overridden: boolean) {
    if (!(await repo.updateEvent(db, before.id, w, clock.now(), overridden))) throw notFound(eventMessages.notFound);
    if (w.capacity !== before.capacity) await deps.rsvps.capacityChanged(before.id);
    const after = await load(before.id);
    const [b, a] = [auditView(toEvent(before)), auditView(toEvent(after))];
    if (by && JSON.stringify(a) !== JSON.stringify(b)) await record(by, 'update', toEvent(after), b, a, said.eventChanged(a.title));
    await changes.changed(before, after);
    return after;
  }

  /** Deletes one date (a series date leaves an EXDATE); reminders stop; everyone who answered hears. */
  async function cancelDate(event: repo.EventRow, by: SessionUser | undefined, keepExdate: boolean): Promise<void> {
    const tell = await changes.cancelling(event);
    if (!(await series.deleteDate(event, keepExdate))) throw notFound(eventMessages.notFound);
    if (by) {
      const view = toEvent(event);
      await record(by, 'delete', view, auditView(view), null, said.eventDeleted(view.title, view.formattedDate));
    }
    await tell();
  }

  const series = createSeriesOps({ db, clock, zone, checked, load, write, merged, cancelDate });

  return {
    toEvent,
    load,

    async upcoming(limit: number): Promise<StationEvent[]> {
      return (await repo.upcomingEvents(db, clock.now(), limit)).map(toEvent);
    },

    /** Every date overlapping [from, to): the calendar page's month. */
    async between(from: Date, to: Date): Promise<StationEvent[]> {
      if (to.getTime() <= from.getTime() || to.getTime() - from.getTime() > RANGE_MAX_MS) throw badRequest(eventMessages.badRange);
      return (await repo.eventsBetween(db, from, to, 500)).map(toEvent);
    },

    async get(id: string): Promise<StationEvent> {
      return toEvent(await load(id));
    },

    /** One event's .ics, Selah's own words in `locale` (the request's). */
    async ics(id: string, leadMinutes?: number, locale: Locale = defaultLocale): Promise<string> {
      const event = await load(id);
      return eventCalendar({ ...(await deps.calendar()), locale }, event, leadMinutes, (await series.calendarParts([event]))[0]);
    },

    async feed(locale: Locale = defaultLocale): Promise<string> {
      const events = await repo.eventsSince(db, new Date(clock.now().getTime() - FEED_PAST_MS), 500);
      return eventsFeed({ ...(await deps.calendar()), locale }, events, await series.calendarParts(events));
    },

    async create(by: SessionUser | null, body: CreateEventRequest): Promise<StationEvent> {
      const { recurrence, ...fields } = body;
      const w = await checked({ ...fields, startsAt: new Date(body.startsAt), endsAt: new Date(body.endsAt) });
      const id = recurrence
        ? await series.create(w, recurrence, by?.id ?? null)
        : await repo.insertEvent(db, w, by?.id ?? null, clock.now());
      const event = toEvent(await load(id));
      const summary = recurrence
        ? said.repeatingEventAdded(event.title, String(event.recurrence), event.formattedDate)
        : said.eventAdded(event.title, event.formattedDate);
      if (by) await record(by, 'create', event, null, auditView(event), summary);
      return event;
    },

    /**
     * Changes an event (a date of a series alone, unless `scope` is 'series': then every date to
     * come that was not changed alone). When what a person planned around changes, everyone with a
     * reminder or an answer hears and reminders move with the date.
     */
    async update(id: string, body: UpdateEventRequest, by?: SessionUser, scope: Scope = 'occurrence'): Promise<StationEvent> {
      const before = await load(id);
      if (scope === 'series') return toEvent(await series.update(before, body, by));
      return toEvent(await write(before, await checked(merged(before, body)), by, before.seriesId !== null));
    },

    /** Removes an event, one date of a series (EXDATE), or with scope 'series' every date to come. */
    async remove(id: string, by?: SessionUser, scope: Scope = 'occurrence'): Promise<void> {
      const event = await load(id);
      if (scope === 'series') return series.remove(event, by);
      await cancelDate(event, by, event.seriesId !== null);
    },
  };
}

export type EventsService = ReturnType<typeof createEventsService>;
