import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';

export interface EventRow {
  id: string;
  title: string;
  description: string;
  category: string;
  startsAt: Date;
  endsAt: Date;
  location: string | null;
  isOnline: boolean;
  programId: string | null;
  programTitle: string | null;
  sequence: number;
  /** Places; null for no limit. */
  capacity: number | null;
  /** Seats taken by members coming, and members waiting. */
  going: number;
  waitlisted: number;
  /** The repeating series (null for a one-off), how it repeats, its first start and zone. */
  seriesId: string | null;
  occurrenceStart: Date | null;
  overridden: boolean;
  freq: 'weekly' | 'biweekly' | 'monthly' | null;
  seriesStart: Date | null;
  seriesZone: string | null;
  question: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface EventWrite {
  title: string;
  description: string;
  category: string;
  startsAt: Date;
  endsAt: Date;
  location: string | null;
  isOnline: boolean;
  programId: string | null;
  capacity: number | null;
  question: string | null;
}

export const toDate = (v: unknown) => (v instanceof Date ? v : new Date(String(v)));
export const iso = (d: Date) => d.toISOString();

const eventColumns = sql`e.id, e.title, e.description, e.category, e.starts_at AS "startsAt", e.ends_at AS "endsAt", e.location,
  e.is_online AS "isOnline", e.program_id AS "programId", p.title AS "programTitle", e.sequence, e.capacity,
  (SELECT coalesce(sum(r.seats), 0)::int FROM event_rsvps r WHERE r.event_id = e.id AND r.status = 'going') AS going,
  (SELECT count(*)::int FROM event_rsvps r WHERE r.event_id = e.id AND r.status = 'waitlisted') AS waitlisted,
  e.series_id AS "seriesId", e.occurrence_start AS "occurrenceStart", e.overridden, s.freq, s.starts_at AS "seriesStart",
  s.timezone AS "seriesZone", e.question, e.created_at AS "createdAt", e.updated_at AS "updatedAt"`;
const eventsFrom = sql`events e LEFT JOIN programs p ON p.id = e.program_id LEFT JOIN event_series s ON s.id = e.series_id`;
const normaliseEvent = (r: EventRow): EventRow => ({
  ...r,
  occurrenceStart: r.occurrenceStart ? toDate(r.occurrenceStart) : null,
  seriesStart: r.seriesStart ? toDate(r.seriesStart) : null,
  startsAt: toDate(r.startsAt),
  endsAt: toDate(r.endsAt),
  createdAt: toDate(r.createdAt),
  updatedAt: toDate(r.updatedAt),
});

/** Events not over yet at `now`, soonest first. */
export async function upcomingEvents(db: Db, now: Date, limit: number): Promise<EventRow[]> {
  const rows = await queryRows<EventRow>(
    db,
    sql`SELECT ${eventColumns} FROM ${eventsFrom}
        WHERE e.ends_at > ${iso(now)}::timestamptz ORDER BY e.starts_at, e.id LIMIT ${limit}`,
  );
  return rows.map(normaliseEvent);
}

/** Events that ended after `since` or are still to come (the calendar feed), by start. */
export async function eventsSince(db: Db, since: Date, limit: number): Promise<EventRow[]> {
  const rows = await queryRows<EventRow>(
    db,
    sql`SELECT ${eventColumns} FROM ${eventsFrom}
        WHERE e.ends_at > ${iso(since)}::timestamptz ORDER BY e.starts_at, e.id LIMIT ${limit}`,
  );
  return rows.map(normaliseEvent);
}

/** Every date that overlaps [from, to), by start (the calendar page's month). */
export async function eventsBetween(db: Db, from: Date, to: Date, limit: number): Promise<EventRow[]> {
  const rows = await queryRows<EventRow>(
    db,
    sql`SELECT ${eventColumns} FROM ${eventsFrom}
        WHERE e.ends_at > ${iso(from)}::timestamptz AND e.starts_at < ${iso(to)}::timestamptz ORDER BY e.starts_at, e.id LIMIT ${limit}`,
  );
  return rows.map(normaliseEvent);
}

/** The dates of a series starting at or after `from`, by start. */
export async function seriesDates(db: Db, seriesId: string, from: Date): Promise<EventRow[]> {
  const rows = await queryRows<EventRow>(
    db,
    sql`SELECT ${eventColumns} FROM ${eventsFrom}
        WHERE e.series_id = ${seriesId}::uuid AND e.starts_at >= ${iso(from)}::timestamptz ORDER BY e.starts_at, e.id`,
  );
  return rows.map(normaliseEvent);
}

export async function findEvent(db: Db, id: string): Promise<EventRow | null> {
  const [row] = await queryRows<EventRow>(db, sql`SELECT ${eventColumns} FROM ${eventsFrom} WHERE e.id = ${id}::uuid`);
  return row ? normaliseEvent(row) : null;
}

export async function countEvents(db: Db): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM events`);
  return row?.n ?? 0;
}

/** A one-off event, or (with `seriesId`) a date of a series whose rule gave it its start. */
export async function insertEvent(
  db: Db,
  e: EventWrite,
  createdBy: string | null,
  now: Date,
  seriesId: string | null = null,
): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`INSERT INTO events (title, description, category, starts_at, ends_at, location, is_online, program_id, capacity, question,
                            series_id, occurrence_start, created_by, created_at, updated_at)
        VALUES (${e.title}, ${e.description}, ${e.category}, ${iso(e.startsAt)}::timestamptz, ${iso(e.endsAt)}::timestamptz, ${e.location},
                ${e.isOnline}, ${e.programId}::uuid, ${e.capacity}::int, ${e.question}, ${seriesId}::uuid,
                ${seriesId ? iso(e.startsAt) : null}::timestamptz, ${createdBy}::uuid, ${iso(now)}::timestamptz, ${iso(now)}::timestamptz)
        RETURNING id`,
  );
  return row!.id;
}

/**
 * Writes every field and bumps the calendar SEQUENCE; false when the event is gone. `overridden`
 * marks a date of a series changed on its own (its own VEVENT in calendar files).
 */
export async function updateEvent(db: Db, id: string, e: EventWrite, now: Date, overridden = false): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`UPDATE events SET title = ${e.title}, description = ${e.description}, category = ${e.category},
          starts_at = ${iso(e.startsAt)}::timestamptz, ends_at = ${iso(e.endsAt)}::timestamptz, location = ${e.location},
          is_online = ${e.isOnline}, program_id = ${e.programId}::uuid, capacity = ${e.capacity}::int, question = ${e.question},
          overridden = overridden OR ${overridden}, sequence = sequence + 1, updated_at = ${iso(now)}::timestamptz
        WHERE id = ${id}::uuid RETURNING id`,
  );
  return rows.length > 0;
}

export async function deleteEvent(db: Db, id: string): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(db, sql`DELETE FROM events WHERE id = ${id}::uuid RETURNING id`);
  return rows.length > 0;
}
