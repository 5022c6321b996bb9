import type { Attendee, RsvpState } from '@selah/contracts/events';
import { eventMessages, eventNotificationCopy } from '@selah/contracts/events';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/time/clock.ts';
import { badRequest, conflict, notFound } from '../../platform/http/errors.ts';
import { formatWhen } from '../../platform/time/zones.ts';
import type { MembersService } from '../accounts/index.ts';
import * as repo from './events.repo.ts';
import * as rsvps from './rsvps.repo.ts';
import { whereOf, type Notify } from './events.service.ts';

export type RsvpsService = ReturnType<typeof createRsvpsService>;

/** "I'm coming": places while they last, a waitlist after, and the attendees for staff. */
export function createRsvpsService(deps: {
  db: Db;
  clock: Clock;
  zone: () => string;
  notify: Notify;
  members: Pick<MembersService, 'authorsByIds'>;
}) {
  const { db, clock } = deps;

  async function state(eventId: string, userId: string, message: string): Promise<RsvpState> {
    const event = await repo.findEvent(db, eventId);
    if (!event) throw notFound(eventMessages.notFound);
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

  /** Members who moved from the waitlist hear that they have a place. */
  async function tellPromoted(eventId: string, userIds: string[]): Promise<void> {
    if (!userIds.length) return;
    const event = await repo.findEvent(db, eventId);
    if (!event) return;
    await deps.notify(
      {
        type: 'event_place',
        threadId: null,
        eventId: event.id,
        subject: event.title,
        actorId: null,
        actorName: null,
        title: eventNotificationCopy.placeTitle(event.title),
        body: eventNotificationCopy.placeBody(formatWhen(event.startsAt, deps.zone()), whereOf(event)),
      },
      userIds,
    );
  }

  return {
    tellPromoted,
    state: (eventId: string, userId: string) => state(eventId, userId, ''),

    async rsvp(eventId: string, userId: string, seats: number): Promise<RsvpState> {
      const outcome = await rsvps.addRsvp(db, eventId, userId, seats, clock.now());
      if (outcome.kind === 'gone') throw notFound(eventMessages.notFound);
      if (outcome.kind === 'started') throw badRequest(eventMessages.rsvpStarted);
      if (outcome.kind === 'exists') throw conflict(eventMessages.rsvpExists);
      return state(eventId, userId, outcome.status === 'going' ? eventMessages.going(seats) : eventMessages.waitlisted);
    },

    async cancel(eventId: string, userId: string): Promise<RsvpState> {
      const done = await rsvps.cancelRsvp(db, eventId, userId);
      if (!done) {
        if (!(await repo.findEvent(db, eventId))) throw notFound(eventMessages.notFound);
        throw notFound(eventMessages.rsvpNotFound);
      }
      await tellPromoted(eventId, done.promoted);
      return state(eventId, userId, eventMessages.rsvpCancelled);
    },

    /** After staff changed the capacity: those who now fit move up and are told. */
    async capacityChanged(eventId: string): Promise<void> {
      await tellPromoted(eventId, await rsvps.promoteWaiting(db, eventId));
    },

    /** Everyone who answered, for the event's attendees (ids only: to notify them). */
    attendeeIds: async (eventId: string) => (await rsvps.listRsvps(db, eventId)).map((r) => r.userId),

    async attendees(eventId: string): Promise<Attendee[]> {
      if (!(await repo.findEvent(db, eventId))) throw notFound(eventMessages.notFound);
      const rows = await rsvps.listRsvps(db, eventId);
      const people = await deps.members.authorsByIds(rows.map((r) => r.userId));
      return rows.map((r) => ({
        status: r.status,
        seats: r.seats,
        username: people.get(r.userId)?.username ?? '',
        displayName: people.get(r.userId)?.displayName ?? '',
        createdAt: r.createdAt.toISOString(),
      }));
    },
  };
}
