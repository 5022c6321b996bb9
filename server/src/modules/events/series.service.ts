import { sql } from 'drizzle-orm';
import type { Recurrence, UpdateEventRequest } from '@selah/contracts/events';
import { eventMessages, MAX_SERIES_DATES, OPEN_SERIES_DAYS } from '@selah/contracts/events';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { badRequest, HttpError } from '../../platform/http/errors.ts';
import type { Clock } from '../../platform/time/clock.ts';
import { occurrenceStarts } from '../../platform/time/recurrence.ts';
import type { SessionUser } from '../accounts/index.ts';
import * as repo from './events.repo.ts';
import type { SeriesPart } from './ics.ts';
import * as seriesRepo from './series.repo.ts';

const DAY_MS = 24 * 3_600_000;

/**
 * Repeating events (decision 022): each date is an `events` row written when the series is made,
 * so answers, reminders and check-in are per date. A removed date leaves an EXDATE; a date changed
 * alone is marked overridden.
 */
export function createSeriesOps(deps: {
  db: Db;
  clock: Clock;
  zone: () => string;
  checked(w: repo.EventWrite): Promise<repo.EventWrite>;
  load(id: string): Promise<repo.EventRow>;
  merged(before: repo.EventRow, body: UpdateEventRequest): repo.EventWrite;
  write(before: repo.EventRow, w: repo.EventWrite, by: SessionUser | undefined, overridden: boolean): Promise<repo.EventRow>;
  cancelDate(event: repo.EventRow, by: SessionUser | undefined, keepExdate: boolean): Promise<void>;
}) {
  const { db, clock } = deps;

  return {
    removedError: () => new HttpError(410, eventMessages.occurrenceRemoved, 'occurrence_removed'),

    /** Writes the series and all its dates in one transaction; answers the first date's id. */
    async create(w: repo.EventWrite, rule: Recurrence, createdBy: string | null): Promise<string> {
      const zone = deps.zone();
      const until = rule.until ? new Date(rule.until) : undefined;
      if (until && until.getTime() < w.startsAt.getTime()) throw badRequest(eventMessages.badUntil, { until: eventMessages.badUntil });
      const horizon = until ?? (rule.count ? undefined : new Date(w.startsAt.getTime() + OPEN_SERIES_DAYS * DAY_MS));
      const starts = occurrenceStarts(w.startsAt, zone, { freq: rule.freq, count: rule.count, until: horizon }, MAX_SERIES_DATES + 1);
      if (starts.length > MAX_SERIES_DATES) throw badRequest(eventMessages.tooManyDates, { until: eventMessages.tooManyDates });
      if (starts.length < 2) throw badRequest(eventMessages.badCount, { count: eventMessages.badCount });
      const length = w.endsAt.getTime() - w.startsAt.getTime();
      const now = clock.now();
      return db.transaction(async (tx) => {
        const seriesId = await seriesRepo.insertSeries(
          tx,
          { freq: rule.freq, startsAt: starts[0]!, until: starts.at(-1)!, timezone: zone, open: !until && !rule.count },
          now,
        );
        let first = '';
        for (const start of starts) {
          const id = await repo.insertEvent(
            tx,
            { ...w, startsAt: start, endsAt: new Date(start.getTime() + length) },
            createdBy,
            now,
            seriesId,
          );
          first ||= id;
        }
        return first;
      });
    },

    /** Deletes a date; a series date keeps its EXDATE unless the series is being shortened. */
    async deleteDate(event: repo.EventRow, keepExdate: boolean): Promise<boolean> {
      if (keepExdate && event.seriesId) return seriesRepo.removeOccurrence(db, event.id, clock.now());
      const rows = await queryRows<{ id: string }>(db, sql`DELETE FROM events WHERE id = ${event.id}::uuid RETURNING id`);
      return rows.length > 0;
    },

    /** The words, place, places or question of every date to come that was not changed alone. */
    async update(event: repo.EventRow, body: UpdateEventRequest, by: SessionUser | undefined): Promise<repo.EventRow> {
      if (!event.seriesId) throw badRequest(eventMessages.notRepeating);
      if (body.startsAt || body.endsAt) throw badRequest(eventMessages.seriesTimes, { startsAt: eventMessages.seriesTimes });
      const dates = await repo.seriesDates(db, event.seriesId, clock.now());
      for (const date of dates) {
        if (date.overridden && date.id !== event.id) continue;
        await deps.write(date, await deps.checked(deps.merged(date, body)), by, date.overridden);
      }
      return deps.load(event.id);
    },

    /** Cancels every date to come; the series keeps its past dates (UNTIL moves to the last) or goes. */
    async remove(event: repo.EventRow, by: SessionUser | undefined): Promise<void> {
      if (!event.seriesId) throw badRequest(eventMessages.notRepeating);
      // Closed first: the daily job (series-open.ts) waits on this row, then writes no more dates.
      await seriesRepo.closeSeries(db, event.seriesId);
      for (const date of await repo.seriesDates(db, event.seriesId, clock.now())) await deps.cancelDate(date, by, false);
      const [last] = await queryRows<{ at: unknown }>(
        db,
        sql`SELECT max(occurrence_start) AS at FROM events WHERE series_id = ${event.seriesId}::uuid`,
      );
      if (last?.at) {
        await db.execute(
          sql`UPDATE event_series SET until = ${repo.iso(repo.toDate(last.at))}::timestamptz WHERE id = ${event.seriesId}::uuid`,
        );
      } else await seriesRepo.deleteSeries(db, event.seriesId);
    },

    /** For calendar files: each series among `events` with its rule, removed dates and dates changed alone. */
    async calendarParts(events: repo.EventRow[]): Promise<SeriesPart[]> {
      const ids = [...new Set(events.map((e) => e.seriesId).filter((id): id is string => id !== null))];
      const exdates = await seriesRepo.exdatesOf(db, ids);
      const parts: SeriesPart[] = [];
      for (const id of ids) {
        const series = await seriesRepo.findSeries(db, id);
        if (!series) continue;
        const dates = await repo.seriesDates(db, id, new Date(0));
        const template = dates.find((d) => !d.overridden) ?? dates[0];
        if (!template) continue;
        parts.push({ series, template, exdates: exdates.get(id) ?? [], overrides: dates.filter((d) => d.overridden) });
      }
      return parts;
    },
  };
}
