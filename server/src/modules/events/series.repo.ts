import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { iso, toDate, type EventWrite } from './events.repo.ts';

/** Repeating events: the series row and the dates staff removed (EXDATE). */

export interface SeriesRow {
  id: string;
  freq: 'weekly' | 'biweekly' | 'monthly';
  startsAt: Date;
  until: Date;
  timezone: string;
}

/** `open`: made with neither count nor until, so the daily job writes its dates on (series-open.ts). */
export async function insertSeries(db: Db, s: Omit<SeriesRow, 'id'> & { open: boolean }, now: Date): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`INSERT INTO event_series (freq, starts_at, until, timezone, open, created_at)
        VALUES (${s.freq}, ${iso(s.startsAt)}::timestamptz, ${iso(s.until)}::timestamptz, ${s.timezone}, ${s.open},
                ${iso(now)}::timestamptz)
        RETURNING id`,
  );
  return row!.id;
}

const seriesColumns = sql`id, freq, starts_at AS "startsAt", until, timezone`;
const normaliseSeries = (row: SeriesRow): SeriesRow => ({ ...row, startsAt: toDate(row.startsAt), until: toDate(row.until) });

export async function findSeries(db: Db, id: string): Promise<SeriesRow | null> {
  const [row] = await queryRows<SeriesRow>(db, sql`SELECT ${seriesColumns} FROM event_series WHERE id = ${id}::uuid`);
  return row ? normaliseSeries(row) : null;
}

/** The ids of the series that keep going (made with neither count nor until, not cancelled). */
export async function openSeriesIds(db: Db): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(db, sql`SELECT id FROM event_series WHERE open ORDER BY created_at, id`);
  return rows.map((r) => r.id);
}

/** An open series, its row locked until the transaction ends (null when gone or closed meanwhile). */
export async function lockOpenSeries(tx: Db, id: string): Promise<SeriesRow | null> {
  const [row] = await queryRows<SeriesRow>(tx, sql`SELECT ${seriesColumns} FROM event_series WHERE id = ${id}::uuid AND open FOR UPDATE`);
  return row ? normaliseSeries(row) : null;
}

/** Closes a series: the daily job no longer writes its dates on (cancelled as a whole). */
export async function closeSeries(db: Db, id: string): Promise<void> {
  await db.execute(sql`UPDATE event_series SET open = false WHERE id = ${id}::uuid`);
}

/** The rule starts a series has used after `after`: dates written (by their rule start) and dates removed. */
export async function takenStarts(db: Db, id: string, after: Date): Promise<Set<number>> {
  const rows = await queryRows<{ at: unknown }>(
    db,
    sql`SELECT occurrence_start AS at FROM events WHERE series_id = ${id}::uuid AND occurrence_start > ${iso(after)}::timestamptz
        UNION SELECT occurrence_start FROM event_exdates WHERE series_id = ${id}::uuid AND occurrence_start > ${iso(after)}::timestamptz`,
  );
  return new Set(rows.map((r) => toDate(r.at).getTime()));
}

/** Moves a series' UNTIL (its last date's rule start) on to `until`, never back. */
export async function extendUntil(db: Db, id: string, until: Date): Promise<void> {
  await db.execute(sql`UPDATE event_series SET until = greatest(until, ${iso(until)}::timestamptz) WHERE id = ${id}::uuid`);
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

/** What a new date of a series copies: the latest date not changed alone (else the latest), or null when none is left. */
export async function seriesTemplate(db: Db, id: string): Promise<EventWrite | null> {
  const [row] = await queryRows<EventWrite>(
    db,
    sql`SELECT title, description, category, starts_at AS "startsAt", ends_at AS "endsAt", location, is_online AS "isOnline",
               program_id AS "programId", capacity, question
        FROM events WHERE series_id = ${id}::uuid ORDER BY overridden, occurrence_start DESC LIMIT 1`,
  );
  return row ? { ...row, startsAt: toDate(row.startsAt), endsAt: toDate(row.endsAt) } : null;
}
