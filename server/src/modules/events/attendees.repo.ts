import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { iso, toDate } from './events.repo.ts';
import type { RsvpStatus } from './rsvps.repo.ts';

/** The attendee list of one event (or one date of a series) and check-in on the day. */

export interface RsvpRow {
  id: string;
  userId: string;
  status: RsvpStatus;
  seats: number;
  answer: string | null;
  checkedInAt: Date | null;
  createdAt: Date;
}

const columns = sql`id, user_id AS "userId", status, seats, answer, checked_in_at AS "checkedInAt", created_at AS "createdAt"`;
const normalise = (r: RsvpRow): RsvpRow => ({
  ...r,
  createdAt: toDate(r.createdAt),
  checkedInAt: r.checkedInAt ? toDate(r.checkedInAt) : null,
});

/** Everyone who answered: going first, then the waitlist, each in the order they answered. */
export async function listRsvps(db: Db, eventId: string): Promise<RsvpRow[]> {
  const rows = await queryRows<RsvpRow>(
    db,
    sql`SELECT ${columns} FROM event_rsvps WHERE event_id = ${eventId}::uuid ORDER BY status = 'waitlisted', position`,
  );
  return rows.map(normalise);
}

export async function findAttendee(db: Db, eventId: string, rsvpId: string): Promise<RsvpRow | null> {
  const [row] = await queryRows<RsvpRow>(
    db,
    sql`SELECT ${columns} FROM event_rsvps WHERE event_id = ${eventId}::uuid AND id = ${rsvpId}::uuid`,
  );
  return row ? normalise(row) : null;
}

/** Ticks a person in (or out, with `at` null); only someone going. Null when there is no such going answer. */
export async function setCheckedIn(db: Db, eventId: string, rsvpId: string, at: Date | null, by: string): Promise<RsvpRow | null> {
  const [row] = await queryRows<RsvpRow>(
    db,
    sql`UPDATE event_rsvps SET checked_in_at = ${at ? iso(at) : null}::timestamptz, checked_in_by = ${at ? by : null}::uuid
        WHERE event_id = ${eventId}::uuid AND id = ${rsvpId}::uuid AND status = 'going' RETURNING ${columns}`,
  );
  return row ? normalise(row) : null;
}

/** Seats going, seats checked in, and members waiting. */
export async function attendeeCounts(db: Db, eventId: string): Promise<{ going: number; checkedIn: number; waitlisted: number }> {
  const [row] = await queryRows<{ going: number; checkedIn: number; waitlisted: number }>(
    db,
    sql`SELECT coalesce(sum(seats) FILTER (WHERE status = 'going'), 0)::int AS going,
               coalesce(sum(seats) FILTER (WHERE status = 'going' AND checked_in_at IS NOT NULL), 0)::int AS "checkedIn",
               (count(*) FILTER (WHERE status = 'waitlisted'))::int AS waitlisted
        FROM event_rsvps WHERE event_id = ${eventId}::uuid`,
  );
  return row ?? { going: 0, checkedIn: 0, waitlisted: 0 };
}
