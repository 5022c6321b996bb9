import type { z } from 'zod';
import { defaultLocale, type Locale } from '@selah/contracts/i18n';
import type { CreateReminderRequest, Reminder } from '@selah/contracts/events';
import { createReminderRequest, eventMessages } from '@selah/contracts/events';
import { translateMessage } from '@selah/contracts/message-translation';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/time/clock.ts';
import { badRequest, conflict, forbidden, notFound } from '../../platform/http/errors.ts';
import type { Jobs } from '../../platform/jobs/scheduler.ts';
import type { SessionUser } from '../accounts/index.ts';
import { findEvent } from './events.repo.ts';
import type { Notify, ProgramLookup } from './events.service.ts';
import { programCalendar, type CalendarContext } from './ics.ts';
import { createReminderDelivery } from './reminder-delivery.ts';
import { REMINDER_JOB, reminderJobKey } from './reminder-job.ts';
import { deleteReminder, remindersOf, upsertReminder, type ReminderRow } from './reminders.repo.ts';
import { clockOrDayIn } from '../../platform/i18n/dates.ts';
import { nextWeeklyStart } from '../../platform/time/zones.ts';
import { programsNamed, type ProgramRow } from './program-by-name.ts';

type CreateReminderBody = Pick<z.output<typeof createReminderRequest>, 'eventId' | 'programId' | 'programTitle' | 'programTime'>;

export interface RemindersDeps {
  db: Db;
  clock: Clock;
  jobs: Jobs;
  zone: () => string;
  calendar: () => Promise<CalendarContext>;
  notify: Notify;
  program: ProgramLookup;
  /** Every program of the schedule (a reminder may name one by its title and time). */
  programs: () => Promise<ProgramRow[]>;
}

interface Target {
  kind: 'event' | 'program';
  id: string;
  title: string;
  startsAt: Date;
}

/**
 * Reminders of an event or of a program's next airing. A member's reminder is a row and a durable
 * job at the start minus their lead time: it survives a restart and is sent once, even with two
 * instances (the scheduler claims each job once; the row's notified_at is claimed once too).
 * A visitor gets the calendar file with an alarm instead.
 */
export function createRemindersService(deps: RemindersDeps) {
  const { db, clock, jobs, zone } = deps;
  const { schedule, runJob } = createReminderDelivery(deps);

  /** '7:00 PM CST' today, else 'Sun, Dec 6, 7:00 PM CST' (the alert's {time}), in the reader's language. */
  const timeLabel = (startsAt: Date, locale: Locale) => clockOrDayIn(locale, startsAt, zone(), clock.now());

  const icsUrl = (kind: Target['kind'], id: string, lead: number) =>
    `/${kind === 'event' ? 'events' : 'programs'}/${id}.ics?remind=${lead}`;

  /** A stored reminder as `locale`'s reader gets it: its time, and the sentence that holds it, in their words. */
  function view(r: ReminderRow, locale: Locale): Reminder {
    const kind = r.eventId ? 'event' : 'program';
    const targetId = (r.eventId ?? r.programId)!;
    const time = timeLabel(r.startsAt, locale);
    return {
      id: r.id,
      target: kind,
      targetId,
      title: r.title,
      startsAt: r.startsAt.toISOString(),
      remindAt: r.remindAt.toISOString(),
      leadMinutes: r.leadMinutes,
      reminderType: r.reminderType,
      time,
      message: translateMessage(eventMessages.reminderSet(r.title, time), locale),
      icsUrl: icsUrl(kind, targetId, r.leadMinutes),
      stored: true,
    };
  }

  /** A program's next airing, in the station's zone. */
  const nextAiring = (p: ProgramRow) => nextWeeklyStart(p.weekday, Math.floor(p.startMinute / 60), zone(), clock.now(), p.startMinute % 60);

  async function programOccurrence(id: string) {
    const program = await deps.program(id);
    if (!program) throw notFound(eventMessages.programNotFound);
    const startsAt = nextAiring(program);
    const endsAt = new Date(startsAt.getTime() + (program.endMinute - program.startMinute) * 60_000);
    return { program, startsAt, endsAt };
  }

  /** The spec's client names the program ('Morning Praise' at '6:00 AM'): the one airing soonest of those it means. */
  async function programNamed(title: string, time: string | undefined): Promise<Target> {
    const named = programsNamed(await deps.programs(), title, time);
    if (!named.length) throw notFound(eventMessages.programNotFound);
    const [soonest] = named.map((p) => ({ p, startsAt: nextAiring(p) })).sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
    return { kind: 'program', id: soonest!.p.id, title: soonest!.p.title, startsAt: soonest!.startsAt };
  }

  async function resolve(body: CreateReminderBody): Promise<Target> {
    if (body.eventId && body.programId) throw badRequest(eventMessages.bothTargets);
    if (!body.eventId && !body.programId && body.programTitle?.trim()) {
      return programNamed(body.programTitle, body.programTime);
    }
    if (body.eventId) {
      const event = await findEvent(db, body.eventId);
      if (!event) throw notFound(eventMessages.notFound);
      if (event.startsAt.getTime() <= clock.now().getTime()) throw conflict(eventMessages.started, 'started');
      return { kind: 'event', id: event.id, title: event.title, startsAt: event.startsAt };
    }
    if (body.programId) {
      const { program, startsAt } = await programOccurrence(body.programId);
      return { kind: 'program', id: program.id, title: program.title, startsAt };
    }
    throw badRequest(eventMessages.target);
  }

  return {
    /** Spec §7 POST /api/reminders, its time and message in the request's language. */
    async create(viewer: SessionUser | null, input: CreateReminderRequest, locale: Locale = defaultLocale): Promise<Reminder> {
      const body = createReminderRequest.parse(input);
      if (viewer && body.userId && body.userId !== viewer.id) throw forbidden(eventMessages.otherUser);
      const target = await resolve(body);
      const now = clock.now();
      const lead = body.leadMinutes;
      const remindAt = new Date(Math.max(now.getTime(), target.startsAt.getTime() - lead * 60_000));
      if (!viewer) {
        return {
          id: null,
          target: target.kind,
          targetId: target.id,
          title: target.title,
          startsAt: target.startsAt.toISOString(),
          remindAt: remindAt.toISOString(),
          leadMinutes: lead,
          reminderType: body.reminderType,
          time: timeLabel(target.startsAt, locale),
          message: translateMessage(eventMessages.visitorReminder(target.title), locale),
          icsUrl: icsUrl(target.kind, target.id, lead),
          stored: false,
        };
      }
      const { reminder, previousRemindAt } = await upsertReminder(
        db,
        {
          userId: viewer.id,
          eventId: target.kind === 'event' ? target.id : null,
          programId: target.kind === 'program' ? target.id : null,
          title: target.title,
          startsAt: target.startsAt,
          leadMinutes: lead,
          reminderType: body.reminderType,
          remindAt,
        },
        now,
      );
      if (previousRemindAt && previousRemindAt.getTime() !== reminder.remindAt.getTime()) {
        await jobs.cancel(REMINDER_JOB, reminderJobKey(reminder.id, previousRemindAt));
      }
      if (!reminder.notifiedAt) await schedule(reminder);
      return view(reminder, locale);
    },

    async list(viewer: SessionUser, locale: Locale = defaultLocale): Promise<Reminder[]> {
      return (await remindersOf(db, viewer.id, clock.now())).map((r) => view(r, locale));
    },

    async cancel(viewer: SessionUser, id: string): Promise<void> {
      const removed = await deleteReminder(db, id, viewer.id);
      if (!removed) throw notFound(eventMessages.reminderNotFound);
      await jobs.cancel(REMINDER_JOB, reminderJobKey(removed.id, removed.remindAt));
    },

    /** A program's calendar file from its next airing, weekly (a visitor's Remind Me). */
    async programIcs(id: string, leadMinutes?: number, locale: Locale = defaultLocale): Promise<string> {
      const { program, startsAt, endsAt } = await programOccurrence(id);
      return programCalendar(
        { ...(await deps.calendar()), locale },
        { id: program.id, title: program.title, host: program.host, description: program.description, startsAt, endsAt },
        leadMinutes,
      );
    },

    runJob,

    registerJobs(scheduler: Pick<Jobs, 'handle'>): void {
      scheduler.handle(REMINDER_JOB, runJob);
    },
  };
}

export type RemindersService = ReturnType<typeof createRemindersService>;
