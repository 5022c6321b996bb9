import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { iso, toDate } from './events.repo.ts';

export type RsvpStatus = 'going' | 'waitlisted';

type LockedEvent = { capacity: number | null; startsAt: Date };

/** Locks the event's row until the transaction ends: every RSVP write to one event runs one at a time. */
async function lockEvent(tx: Db, eventId: string): Promise<LockedEvent | null> {
  const [row] = await queryRows<LockedEvent>(
    tx,
    sql`SELECT capacity, starts_at AS "startsAt" FROM events WHERE id = ${eventId}::uuid FOR UPDATE`,
  );
  return row ? { capacity: row.capacity, startsAt: toDate(row.startsAt) } : null;
}

async function seatsGoing(tx: Db, eventId: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`SELECT coalesce(sum(seats), 0)::int AS n FROM event_rsvps WHERE event_id = ${eventId}::uuid AND status = 'going'`,
  );
  return row?.n ?? 0;
}

/**
 * Moves waiting members to going, oldest first, each whose seats fit in the places left (one who
 * does not fit keeps their turn; a smaller party behind them may go). Answers who moved.
 */
async function promote(tx: Db, eventId: string, capacity: number | null): Promise<string[]> {
  const waiting = await queryRows<{ userId: string; seats: number }>(
    tx,
    sql`SELECT user_id AS "userId", seats FROM event_rsvps WHERE event_id = ${eventId}::uuid AND status = 'waitlisted'
        ORDER BY position`,
  );
  if (!waiting.length) return [];
  let free = capacity === null ? Infinity : capacity - (await seatsGoing(tx, eventId));
  const moved: string[] = [];
  for (const w of waiting) {
    if (w.seats > free) continue;
    free -= w.seats;
    moved.push(w.userId);
  }
  if (moved.length) {
    await queryRows(
      tx,
      sql`UPDATE event_rsvps SET status = 'going' WHERE event_id = ${eventId}::uuid AND user_id IN (${sql.join(
        moved.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
    );
  }
  return moved;
}

export type RsvpOutcome =
  | { kind: 'gone' }
  | { kind: 'started' }
  | { kind: 'exists'; status: RsvpStatus; seats: number }
  | { kind: 'stored'; status: RsvpStatus; seats: number };

/** One member answers "I'm coming": going while the seats fit, else waitlisted, in one locked transaction. */
export async function addRsvp(
  db: Db,
  eventId: string,
  userId: string,
  seats: number,
  answer: string | null,
  now: Date,
): Promise<RsvpOutcome> {
  return db.transaction(async (tx) => {
    const event = await lockEvent(tx, eventId);
    if (!event) return { kind: 'gone' };
    if (event.startsAt.getTime() <= now.getTime()) return { kind: 'started' };
    const [mine] = await queryRows<{ status: RsvpStatus; seats: number }>(
      tx,
      sql`SELECT status, seats FROM event_rsvps WHERE event_id = ${eventId}::uuid AND user_id = ${userId}::uuid`,
    );
    if (mine) return { kind: 'exists', ...mine };
    const fits = event.capacity === null || (await seatsGoing(tx, eventId)) + seats <= event.capacity;
    const status: RsvpStatus = fits ? 'going' : 'waitlisted';
    await queryRows(
      tx,
      sql`INSERT INTO event_rsvps (event_id, user_id, seats, status, answer, created_at)
          VALUES (${eventId}::uuid, ${userId}::uuid, ${seats}, ${status}, ${answer}, ${iso(now)}::timestamptz)`,
    );
    return { kind: 'stored', status, seats };
  });
}

/** Takes a member's answer away; the places it frees go to those waiting. Null when they had none. */
export async function cancelRsvp(db: Db, eventId: string, userId: string): Promise<{ promoted: string[] } | null> {
  return db.transaction(async (tx) => {
    const event = await lockEvent(tx, eventId);
    if (!event) return null;
    const removed = await queryRows<{ status: RsvpStatus }>(
      tx,
      sql`DELETE FROM event_rsvps WHERE event_id = ${eventId}::uuid AND user_id = ${userId}::uuid RETURNING status`,
    );
    if (!removed.length) return null;
    return { promoted: removed[0]!.status === 'going' ? await promote(tx, eventId, event.capacity) : [] };
  });
}

/** After the capacity changed: whoever now fits moves from the waitlist. */
export async function promoteWaiting(db: Db, eventId: string): Promise<string[]> {
  return db.transaction(async (tx) => {
    const event = await lockEvent(tx, eventId);
    return event ? promote(tx, eventId, event.capacity) : [];
  });
}

export async function findRsvp(db: Db, eventId: string, userId: string): Promise<{ status: RsvpStatus; seats: number } | null> {
  const [row] = await queryRows<{ status: RsvpStatus; seats: number }>(
    db,
    sql`SELECT status, seats FROM event_rsvps WHERE event_id = ${eventId}::uuid AND user_id = ${userId}::uuid`,
  );
  return row ?? null;
}
