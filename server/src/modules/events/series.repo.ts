import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { iso, toDate } from './events.repo.ts';

/** Repeating events: the series row and the dates staff removed (EXDATE). */

export interface SeriesRow {
  id: string;
  freq: 'weekly' | 'biweekly' | 'monthly';
  startsAt: Date;
  until: Date;
  timezone: string;
}

export async function insertSeries(db: Db, s: Omit<SeriesRow, 'id'>, now: Date): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`INSERT INTO event_series (freq, starts_at, until, timezone, created_at)
        VALUES (${s.freq}, ${iso(s.startsAt)}::timestamptz, ${iso(s.until)}::timestamptz, ${s.timezone}, ${iso(now)}::timestamptz)
        RETURNING id`,
  );
  return row!.id;
}

export async function findSeries(db: Db, id: string): Promise<SeriesRow | null> {
  const [row] = await queryRows<SeriesRow>(
    db,
    sql`SELECT id, freq, starts_at AS "startsAt", until, timezone FROM event_series WHERE id = ${id}::uuid`,
  );
  return row ? { ...row, startsAt: toDate(row.startsAt), until: toDate(row.until) } : null;
}

/** The removed dates' rule starts of each series, for the calendar's EXDATE lines. */
export async function exdatesOf(db: Db, seriesIds: string[]): Promise<Map<string, Date[]>> {
  const out = new Map<string, Date[]>();
  if (!seriesIds.length) return out;
  const rows = await queryRows<{ seriesId: string; at: unknown }>(
    db,
    sql`SELECT series_id AS "seriesId", occurrence_start AS at FROM event_exdates
        WHERE series_id IN (${sql.join(
          seriesIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )}) ORDER BY occurrence_start`,
  );
  for (const r of rows) out.set(r.seriesId, [...(out.get(r.seriesId) ?? []), toDate(r.at)]);
  return out;
}

/** Removes one date of a series and keeps its EXDATE, in one transaction; false when it was gone already. */
export async function removeOccurrence(db: Db, eventId: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await queryRows<{ seriesId: string; at: unknown }>(
      tx,
      sql`DELETE FROM events WHERE id = ${eventId}::uuid AND series_id IS NOT NULL
          RETURNING series_id AS "seriesId", occurrence_start AS at`,
    );
    const removed = rows[0];
    if (!removed) return false;
    await queryRows(
      tx,
      sql`INSERT INTO event_exdates (series_id, occurrence_start, event_id, removed_at)
          VALUES (${removed.seriesId}::uuid, ${iso(toDate(removed.at))}::timestamptz, ${eventId}::uuid, ${iso(now)}::timestamptz)
          ON CONFLICT DO NOTHING`,
    );
    return true;
  });
}

/** Whether `eventId` was a date of a series that staff removed. */
export async function wasRemoved(db: Db, eventId: string): Promise<boolean> {
  const rows = await queryRows<{ one: number }>(db, sql`SELECT 1 AS one FROM event_exdates WHERE event_id = ${eventId}::uuid`);
  return rows.length > 0;
}

export async function deleteSeries(db: Db, id: string): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(db, sql`DELETE FROM event_series WHERE id = ${id}::uuid RETURNING id`);
  return rows.length > 0;
}
