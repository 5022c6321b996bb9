import { z } from 'zod';

/** Kinds of station events (issue 11): what the Upcoming Events card and the event page label them. */
export const eventCategories = ['service', 'worship', 'prayer', 'bible-study', 'youth', 'concert', 'community', 'other'] as const;
export type EventCategory = (typeof eventCategories)[number];
export const eventCategoryLabels: Record<EventCategory, string> = {
  service: 'Service',
  worship: 'Worship',
  prayer: 'Prayer',
  'bible-study': 'Bible Study',
  youth: 'Youth',
  concert: 'Concert',
  community: 'Community',
  other: 'Event',
};

/** Reminder lead times a person may pick, in minutes before the start. */
export const reminderLeadMinutes = [5, 15, 30, 60, 1440] as const;
export const DEFAULT_LEAD_MINUTES = 15;

export const eventMessages = {
  notFound: 'That event does not exist or was removed.',
  programNotFound: 'That program is not on the schedule.',
  badTimes: 'An event must end after it starts.',
  badInstant: 'Use a full date and time with its zone, like 2026-12-06T16:00:00Z.',
  tooLong: 'An event can last at most 14 days.',
  started: 'This event has already started, so there is nothing to remind you of.',
  target: 'Choose an event or a program to be reminded of.',
  bothTargets: 'Choose either an event or a program, not both.',
  otherUser: 'You can only set reminders for yourself.',
  reminderNotFound: 'That reminder does not exist or was already cancelled.',
  badLead: 'Choose a reminder time between 0 minutes and 7 days before the start.',
  postingRateLimit: 'You have set many reminders in a short time. Please wait a few minutes and try again.',
  /** Spec §8: the alert after Remind Me. */
  reminderSet: (title: string, time: string) => `Reminder set for "${title}" at ${time}!`,
  reminderOffline: (title: string, time: string) => `Reminder set for "${title}" at ${time}! (Offline mode)`,
  visitorReminder: (title: string) => `Add "${title}" to your calendar and it will remind you. Join the community to be notified here too.`,
  reminderCancelled: 'Reminder cancelled.',
  noUpcoming: 'No upcoming events',
  loadFailed: 'We could not load this event. Please try again.',
  badCapacity: 'Places must be a whole number from 1 to 100000, or empty for no limit.',
  badSeats: 'Choose from 1 to 10 seats.',
  rsvpStarted: 'This event has already started, so places can no longer be taken.',
  rsvpExists: 'You have already answered for this event. Cancel it first to change the number of seats.',
  rsvpNotFound: 'You have no place or waitlist spot at this event.',
  rsvpRateLimit: 'You have changed your places many times in a short while. Please wait a few minutes and try again.',
  going: (seats: number) => (seats === 1 ? 'You are coming. Your place is kept.' : `You are coming. Your ${seats} places are kept.`),
  waitlisted: 'The event is full, so you are on the waitlist. We will tell you if a place opens.',
  rsvpCancelled: 'Your answer is cancelled.',
  badFreq: 'Choose weekly, biweekly (every two weeks) or monthly.',
  badCount: 'A repeating event can have from 2 to 104 dates.',
  badUntil: 'The last date must be after the first.',
  tooManyDates: 'A repeating event can have at most 104 dates. Choose an earlier end or fewer dates.',
  occurrenceRemoved: 'This date of the event was removed by the station, so places can no longer be taken.',
  notRepeating: 'This event does not repeat, so there is no series to change.',
  seriesTimes: 'To move the time of a repeating event, change each date on its own.',
  badQuestion: 'The question can be at most 200 characters.',
  badAnswer: 'Your answer can be at most 500 characters.',
  attendeeNotFound: 'That person has no place or waitlist spot at this event.',
  checkInWaitlisted: 'Only people with a place can be checked in; this person is on the waitlist.',
  badRange: 'Choose a range of at most 62 days that ends after it starts.',
  checkedIn: (name: string) => `${name} is checked in.`,
  checkInUndone: (name: string) => `${name} is no longer checked in.`,
} as const;

/** How a repeating event repeats (issue 30): every week, every two weeks, or monthly by weekday ("second Tuesday"). */
export const recurrenceFreqs = ['weekly', 'biweekly', 'monthly'] as const;
export type RecurrenceFreq = (typeof recurrenceFreqs)[number];
/** A series without count or until is written for this long ahead. */
export const OPEN_SERIES_DAYS = 365;
export const MAX_SERIES_DATES = 104;

/** An instant with its offset (`Z` or `+02:00`): events are stored as instants and shown in the station's zone. */
const instant = z.iso.datetime({ offset: true, error: eventMessages.badInstant });

export const stationEvent = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.enum(eventCategories),
  startsAt: z.string(),
  endsAt: z.string(),
  /** The station's IANA zone the labels below are written in. */
  timezone: z.string(),
  /** 'Sunday, December 6' in the station's zone (spec §3 formattedDate). */
  formattedDate: z.string(),
  /** '10:00 AM - 11:30 AM CST' in the station's zone. */
  time: z.string(),
  /** A place, or null when the event is online only. */
  location: z.string().nullable(),
  isOnline: z.boolean(),
  programId: z.string().nullable(),
  programTitle: z.string().nullable(),
  /** The event's own calendar file. */
  icsUrl: z.string(),
  /** How many seats the event has; null for no limit. */
  capacity: z.number().int().nullable(),
  /** Seats taken by members who are coming. */
  going: z.number().int(),
  /** Seats still free; null when there is no limit. */
  placesLeft: z.number().int().nullable(),
  /** Members waiting for a place. */
  waitlisted: z.number().int(),
  /** The repeating series this date belongs to; null for a one-off event. */
  seriesId: z.string().nullable(),
  /** 'Every Tuesday', 'The second Tuesday of each month'; null for a one-off event. */
  recurrence: z.string().nullable(),
  /** The question asked when answering ("Any dietary needs?"); null when none. */
  question: z.string().nullable(),
});
export type StationEvent = z.infer<typeof stationEvent>;

export const upcomingEventsQuery = z.object({ limit: z.coerce.number().int().min(1).max(50).default(3) });
export const upcomingEventsResponse = z.array(stationEvent);

const eventFields = {
  title: z.string().trim().min(3, 'The title needs at least 3 characters.').max(150, 'The title can be at most 150 characters.'),
  description: z.string().trim().max(5000, 'The description can be at most 5000 characters.'),
  category: z.enum(eventCategories, { error: 'Choose one of the event categories.' }),
  startsAt: instant,
  endsAt: instant,
  location: z.string().trim().max(200, 'The location can be at most 200 characters.').nullable(),
  isOnline: z.boolean(),
  programId: z.uuid('That program is not on the schedule.').nullable(),
  capacity: z
    .number({ error: eventMessages.badCapacity })
    .int(eventMessages.badCapacity)
    .min(1, eventMessages.badCapacity)
    .max(100000, eventMessages.badCapacity)
    .nullable(),
  question: z.string().trim().max(200, eventMessages.badQuestion).nullable(),
};

export const recurrence = z.object({
  freq: z.enum(recurrenceFreqs, { error: eventMessages.badFreq }),
  count: z
    .number({ error: eventMessages.badCount })
    .int(eventMessages.badCount)
    .min(2, eventMessages.badCount)
    .max(MAX_SERIES_DATES, eventMessages.badCount)
    .optional(),
  /** No date starts after this instant. */
  until: instant.optional(),
});
export type Recurrence = z.infer<typeof recurrence>;

export const createEventRequest = z.object({
  ...eventFields,
  description: eventFields.description.default(''),
  category: eventFields.category.default('service'),
  location: eventFields.location.optional().default(null),
  isOnline: eventFields.isOnline.default(false),
  programId: eventFields.programId.optional().default(null),
  capacity: eventFields.capacity.optional().default(null),
  question: eventFields.question.optional().default(null),
  /** Repeats: each date is an event of its own that members answer separately. */
  recurrence: recurrence.optional(),
});
export type CreateEventRequest = z.infer<typeof createEventRequest>;
export const updateEventRequest = z.object(eventFields).partial();
export type UpdateEventRequest = z.infer<typeof updateEventRequest>;
/** PATCH/DELETE ?scope=series changes (or cancels) every date still to come; the default is this date only. */
export const eventScopeQuery = z.object({
  scope: z.enum(['occurrence', 'series'], { error: 'Choose occurrence or series.' }).default('occurrence'),
});

/** GET /api/events?from&to: every date in a range (the calendar page's month). */
export const eventsRangeQuery = z.object({ from: instant, to: instant });
export const eventsRangeResponse = z.array(stationEvent);

export const reminderTypes = ['notification', 'email', 'push'] as const;

/**
 * Spec §7 POST /api/reminders: userId, programTitle, programTime, reminderType, plus what the
 * station needs to know what to remind of: an event or a program of the schedule.
 */
export const createReminderRequest = z.object({
  eventId: z.uuid(eventMessages.notFound).optional(),
  programId: z.uuid(eventMessages.programNotFound).optional(),
  leadMinutes: z.coerce
    .number({ error: eventMessages.badLead })
    .int(eventMessages.badLead)
    .min(0, eventMessages.badLead)
    .max(7 * 24 * 60, eventMessages.badLead)
    .default(DEFAULT_LEAD_MINUTES),
  reminderType: z.enum(reminderTypes).default('notification'),
  /** The spec's client sends these; the signed-in member and the stored program are what count. */
  userId: z.string().max(100).nullable().optional(),
  programTitle: z.string().max(200).optional(),
  programTime: z.string().max(100).optional(),
});
export type CreateReminderRequest = z.input<typeof createReminderRequest>;

export const reminder = z.object({
  /** null for a visitor: nothing is stored, the calendar file reminds them. */
  id: z.string().nullable(),
  target: z.enum(['event', 'program']),
  targetId: z.string(),
  title: z.string(),
  startsAt: z.string(),
  /** When the reminder goes out (the start minus the lead time, never in the past). */
  remindAt: z.string(),
  leadMinutes: z.number().int(),
  reminderType: z.enum(reminderTypes),
  /** The start in the station's zone, as the alert says it ('7:00 PM CST'). */
  time: z.string(),
  /** The sentence to show: spec §8 'Reminder set for "{title}" at {time}!' for members. */
  message: z.string(),
  icsUrl: z.string(),
  /** True when the station will notify this member; false for a visitor (calendar only). */
  stored: z.boolean(),
});
export type Reminder = z.infer<typeof reminder>;
export const remindersResponse = z.array(reminder);

/** POST /api/events/{id}/rsvp: how many seats (the member and those coming with them). */
export const rsvpRequest = z.object({
  seats: z
    .number({ error: eventMessages.badSeats })
    .int(eventMessages.badSeats)
    .min(1, eventMessages.badSeats)
    .max(10, eventMessages.badSeats)
    .default(1),
  /** The answer to the event's question, when it has one. */
  answer: z.string().trim().max(500, eventMessages.badAnswer).optional(),
});
export const rsvpStatuses = ['going', 'waitlisted'] as const;
export type RsvpStatus = (typeof rsvpStatuses)[number];

/** A member's answer for an event (status null: none), with the event's counts. */
export const rsvpState = z.object({
  status: z.enum(rsvpStatuses).nullable(),
  seats: z.number().int().nullable(),
  capacity: z.number().int().nullable(),
  going: z.number().int(),
  placesLeft: z.number().int().nullable(),
  waitlisted: z.number().int(),
  /** The sentence to show after the change. */
  message: z.string(),
});
export type RsvpState = z.infer<typeof rsvpState>;

export const attendee = z.object({
  /** The answer's id (check-in addresses it). */
  id: z.string(),
  status: z.enum(rsvpStatuses),
  seats: z.number().int(),
  username: z.string(),
  displayName: z.string(),
  createdAt: z.string(),
  /** What they answered to the event's question; null when none. */
  answer: z.string().nullable(),
  /** When staff ticked them in; null when not (yet). */
  checkedInAt: z.string().nullable(),
});
export const attendeesQuery = z.object({ format: z.enum(['json', 'csv'], { error: 'Choose json or csv.' }).default('json') });
export const attendeesResponse = z.object({
  attendees: z.array(attendee),
  /** Seats going, seats checked in, and members waiting. */
  counts: z.object({ going: z.number().int(), checkedIn: z.number().int(), waitlisted: z.number().int() }),
});
export const checkInParams = z.object({ id: z.uuid(eventMessages.notFound), rsvpId: z.uuid(eventMessages.attendeeNotFound) });
export const checkInResponse = z.object({ attendee, counts: attendeesResponse.shape.counts, message: z.string() });
export type CheckInResponse = z.infer<typeof checkInResponse>;
export type Attendee = z.infer<typeof attendee>;
