import type { Attendee, CheckInResponse, RsvpState } from '@selah/contracts/events';
import { eventMessages } from '@selah/contracts/events';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/time/clock.ts';
import { badRequest, conflict, HttpError, notFound } from '../../platform/http/errors.ts';
import { whenIn } from '../../platform/i18n/dates.ts';
import type { MembersService } from '../accounts/index.ts';
import * as attendeesRepo from './attendees.repo.ts';
import type { Notify } from './event-changes.ts';
import { eventWords as say, whereIn } from './words.ts';
import * as repo from './events.repo.ts';
import * as rsvps from './rsvps.repo.ts';
import { wasRemoved } from './series.repo.ts';

export type RsvpsService = ReturnType<typeof createRsvpsService>;

/** "I'm coming" (per event, or per date of a series): places while they last, a waitlist after, the attendees and check-in for staff. */
export function createRsvpsService(deps: {
  db: Db;
  clock: Clock;
  zone: () => string;
  notify: Notify;
  members: Pick<MembersService, 'authorsByIds'>;
  /** Reminders for those with a place (made when they get it, gone when they cancel). */
  reminders: { add(eventId: string, userIds: string[]): Promise<void>; drop(eventId: string, userId: string): Promise<void> };
}) {
  const { db, clock } = deps;

  /** An event that is not there: a removed date of a series says so (410), anything else is 404. */
  async function missing(eventId: string): Promise<HttpError> {
    return (await wasRemoved(db, eventId))
      ? new HttpError(410, eventMessages.occurrenceRemoved, 'occurrence_removed')
      : notFound(eventMessages.notFound);
  }

  async function state(eventId: string, userId: string, message: string): Promise<RsvpState> {
    const event = await repo.findEvent(db, eventId);
    if (!event) throw await missing(eventId);
    const mine = await rsvps.findRsvp(db, eventId, userId);
    return {
      status: mine?.status ?? null,
      seats: mine?.seats ?? null,
      capacity: event.capacity,
      going: event.going,
      placesLeft: event.capacity === null ? null : Math.max(0, event.capacity - event.going),
      waitlisted: event.waitlisted,
      message,
    };
  }

  /** Members who moved from the waitlist hear that they have a place, and get a reminder. */
  async function tellPromoted(eventId: string, userIds: string[]): Promise<void> {
    if (!userIds.length) return;
    const event = await repo.findEvent(db, eventId);
    if (!event) return;
    await deps.notify(
      (locale) => ({
        type: 'event_place',
        threadId: null,
        eventId: event.id,
        subject: event.title,
        actorId: null,
        actorName: null,
        title: say(locale, 'placeTitle', { title: event.title }),
        body: say(locale, 'placeBody', { when: whenIn(locale, event.startsAt, deps.zone()), where: whereIn(locale, event) }),
      }),
      userIds,
    );
    await deps.reminders.add(eventId, userIds);
  }

  const toAttendee = (r: attendeesRepo.RsvpRow, person: { username: string; displayName: string } | undefined): Attendee => ({
    id: r.id,
    status: r.status,
    seats: r.seats,
    username: person?.username ?? '',
    displayName: person?.displayName ?? '',
    createdAt: r.createdAt.toISOString(),
    answer: r.answer,
    checkedInAt: r.checkedInAt?.toISOString() ?? null,
  });

  return {
    tellPromoted,
    state: (eventId: string, userId: string) => state(eventId, userId, ''),

    async rsvp(eventId: string, userId: string, seats: number, answer?: string): Promise<RsvpState> {
      const outcome = await rsvps.addRsvp(db, eventId, userId, seats, answer?.trim() || null, clock.now());
      if (outcome.kind === 'gone') throw await missing(eventId);
      if (outcome.kind === 'started') throw badRequest(eventMessages.rsvpStarted);
      if (outcome.kind === 'exists') throw conflict(eventMessages.rsvpExists);
      if (outcome.status === 'going') await deps.reminders.add(eventId, [userId]);
      return state(eventId, userId, outcome.status === 'going' ? eventMessages.going(seats) : eventMessages.waitlisted);
    },

    async cancel(eventId: string, userId: string): Promise<RsvpState> {
      const done = await rsvps.cancelRsvp(db, eventId, userId);
      if (!done) {
        if (!(await repo.findEvent(db, eventId))) throw await missing(eventId);
        throw notFound(eventMessages.rsvpNotFound);
      }
      await deps.reminders.drop(eventId, userId);
      await tellPromoted(eventId, done.promoted);
      return state(eventId, userId, eventMessages.rsvpCancelled);
    },

    /** After staff changed the capacity: those who now fit move up and are told. */
    async capacityChanged(eventId: string): Promise<void> {
      await tellPromoted(eventId, await rsvps.promoteWaiting(db, eventId));
    },

    /** Everyone who answered, for the event's attendees (ids only: to notify them). */
    attendeeIds: async (eventId: string) => (await attendeesRepo.listRsvps(db, eventId)).map((r) => r.userId),

    async attendees(eventId: string) {
      if (!(await repo.findEvent(db, eventId))) throw await missing(eventId);
      const rows = await attendeesRepo.listRsvps(db, eventId);
      const people = await deps.members.authorsByIds(rows.map((r) => r.userId));
      return { attendees: rows.map((r) => toAttendee(r, people.get(r.userId))), counts: await attendeesRepo.attendeeCounts(db, eventId) };
    },

    /** Staff tick a person in on the day (`on` false: undo). Only someone with a place. */
    async checkIn(eventId: string, rsvpId: string, staffId: string, on: boolean): Promise<CheckInResponse> {
      if (!(await repo.findEvent(db, eventId))) throw await missing(eventId);
      const found = await attendeesRepo.findAttendee(db, eventId, rsvpId);
      if (!found) throw notFound(eventMessages.attendeeNotFound);
      if (found.status !== 'going') throw conflict(eventMessages.checkInWaitlisted, 'waitlisted');
      const row = (await attendeesRepo.setCheckedIn(db, eventId, rsvpId, on ? clock.now() : null, staffId)) ?? found;
      const person = (await deps.members.authorsByIds([row.userId])).get(row.userId);
      const attendee = toAttendee(row, person);
      const name = attendee.displayName || attendee.username;
      return {
        attendee,
        counts: await attendeesRepo.attendeeCounts(db, eventId),
        message: on ? eventMessages.checkedIn(name) : eventMessages.checkInUndone(name),
      };
    },
  };
}
