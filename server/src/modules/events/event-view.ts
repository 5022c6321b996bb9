import type { EventCategory, StationEvent } from '@selah/contracts/events';
import type { Locale } from '@selah/contracts/i18n';
import { translateMessage } from '@selah/contracts/message-translation';
import { dateIn, rangeIn } from '../../platform/i18n/dates.ts';
import { describeRecurrence } from '../../platform/time/recurrence.ts';
import { formatDate, formatRange } from '../../platform/time/zones.ts';
import type { EventRow } from './events.repo.ts';

/** An event (or one date of a series) as the API shows it, its labels in the station's zone. */
export const eventView =
  (zone: () => string) =>
  (e: EventRow): StationEvent => ({
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
    seriesId: e.seriesId,
    recurrence: e.freq && e.seriesStart && e.seriesZone ? describeRecurrence(e.freq, e.seriesStart, e.seriesZone) : null,
    question: e.question,
  });

/**
 * An event as a reader in `locale` gets it: its date and hours ("domingo, 6 de diciembre",
 * "10:00 a.m. - 11:30 a.m. CST", still in the station's zone) and how it repeats ("Cada martes")
 * in their words.
 */
export const eventIn =
  (locale: Locale) =>
  (e: StationEvent): StationEvent => {
    if (locale === 'en') return e;
    const [start, end] = [new Date(e.startsAt), new Date(e.endsAt)];
    return {
      ...e,
      formattedDate: dateIn(locale, start, e.timezone),
      time: rangeIn(locale, start, end, e.timezone),
      recurrence: e.recurrence && translateMessage(e.recurrence, locale),
    };
  };

/** The event as the audit log keeps it: what a person planned around. */
export const auditView = ({
  title,
  category,
  startsAt,
  endsAt,
  location,
  isOnline,
  programId,
  description,
  capacity,
  question,
}: StationEvent) => ({
  title,
  category,
  startsAt,
  endsAt,
  location,
  isOnline,
  programId,
  description,
  capacity,
  question,
});
