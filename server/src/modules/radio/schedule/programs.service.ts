import { radioMessages } from '@selah/contracts/radio';
import { auditSentences as said } from '@selah/contracts/audit-sentences';
import { calendarPhrases, weekdayWords } from '@selah/contracts/calendar-phrases';
import {
  adminRadioMessages as m,
  clockOf,
  programInput,
  programMinutes,
  weekdayNames,
  type AdminProgram,
  type ProgramInput,
  type ProgramUpdate,
} from '@selah/contracts/admin-radio';
import type { Db } from '../../../db/client.ts';
import type { Audit, AuditActor } from '../../../platform/audit/audit.ts';
import type { Clock } from '../../../platform/time/clock.ts';
import { badRequest, conflict, notFound } from '../../../platform/http/errors.ts';
import { findTrack, listPlaylists } from '../library/library.repo.ts';
import * as repo from '../radio.repo.ts';
import { weekdayOf as dayOf, zonedNow } from './schedule.ts';

const weekdayKeys = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
type Slot = Pick<repo.ProgramRow, 'weekday' | 'onDate' | 'startMinute' | 'endMinute'>;

const span = (p: Slot) => `${clockOf(p.startMinute)}–${clockOf(p.endMinute)}`;
/** "every Sunday, 09:00–10:00" or "2026-12-06, 09:00–10:00": the audit log says it in its reader's language. */
const when = (p: Slot) =>
  p.onDate ? `${p.onDate}, ${span(p)}` : calendarPhrases.slotWeekly(weekdayWords[weekdayKeys[p.weekday]!], span(p));

/** The minutes a payload names (start/end, else whole hours), or a 400 that says what is wrong. */
function minutesOf(input: Parameters<typeof programMinutes>[0]) {
  const minutes = programMinutes(input);
  if ('error' in minutes) throw badRequest(minutes.error, { start: minutes.error });
  return minutes;
}
const isRealDate = (d: string) =>
  !Number.isNaN(new Date(`${d}T12:00:00Z`).getTime()) && new Date(`${d}T12:00:00Z`).toISOString().startsWith(d);

/**
 * The schedule as the console edits it (issue 14): the programs table is the source of truth
 * after first start; the AutoDJ asks it before each song, so a change is on air at the next boundary.
 */
export function createProgramsService(deps: {
  db: Db;
  audit: Audit;
  clock: Clock;
  zone: () => string;
  /** The schedule changed: the engine reads it again (a pre-recorded start is planned at once). */
  onChange?: () => void;
}) {
  const { db, audit } = deps;
  const mustFind = async (id: string) => {
    const row = await repo.findProgram(db, id);
    if (!row) throw notFound(m.programNotFound);
    return row;
  };
  const names = async () => new Map((await listPlaylists(db)).map((p) => [p.id, p.name]));
  const files = async () => new Map((await repo.listTracks(db)).map((t) => [t.id, t.title]));
  const view = (r: repo.ProgramRow, playlists: Map<string, string>, tracks: Map<string, string>): AdminProgram => ({
    id: r.id,
    title: r.title,
    host: r.host,
    description: r.description,
    category: r.category,
    plays: r.plays,
    playlistId: r.playlistId,
    playlistName: r.playlistId ? (playlists.get(r.playlistId) ?? null) : null,
    weekday: r.weekday,
    date: r.onDate,
    start: clockOf(r.startMinute),
    end: clockOf(r.endMinute),
    startHour: Math.floor(r.startMinute / 60),
    endHour: Math.ceil(r.endMinute / 60),
    trackId: r.trackId,
    trackTitle: r.trackId ? (tracks.get(r.trackId) ?? null) : null,
    requestsAllowed: r.requestsAllowed,
  });

  /**
   * Refuses a slot that has passed, plays a file it cannot, or overlaps another program of its
   * kind: weekly against weekly, a one-off against one-offs of its date. A one-off over a weekly
   * program is allowed: it replaces that program on its date (issue 27).
   */
  async function check(slot: Slot & Pick<repo.ProgramRow, 'plays' | 'trackId'>, playlistId: string | null | undefined, self?: string) {
    if (slot.onDate) {
      const today = zonedNow(deps.zone(), deps.clock.now());
      if (!isRealDate(slot.onDate)) throw badRequest(radioMessages.badDate, { date: radioMessages.badDate });
      if (slot.onDate < today.date || (slot.onDate === today.date && slot.endMinute <= today.minute)) {
        throw badRequest(m.past, { date: m.past }, 'in_the_past');
      }
    }
    if (playlistId && !(await names()).has(playlistId)) throw badRequest(m.playlistNotFound, { playlistId: m.playlistNotFound });
    if (slot.trackId && slot.plays === 'live') throw badRequest(m.fileOnLive, { trackId: m.fileOnLive });
    if (slot.trackId && !(await findTrack(db, slot.trackId))) throw badRequest(m.fileNotFound, { trackId: m.fileNotFound });
    const other = (await repo.listPrograms(db)).find(
      (p) =>
        p.id !== self &&
        p.weekday === slot.weekday &&
        p.onDate === slot.onDate &&
        p.startMinute < slot.endMinute &&
        slot.startMinute < p.endMinute,
    );
    if (other) throw conflict(m.overlap(other.title, other.onDate ?? weekdayNames[other.weekday]!, span(other)), 'overlap');
  }

  return {
    async programs() {
      const [playlists, tracks] = [await names(), await files()];
      return { timezone: deps.zone(), programs: (await repo.listPrograms(db)).map((p) => view(p, playlists, tracks)) };
    },

    /** One program per weekday named (or one on `date`); all are added, or none. */
    async createPrograms(actor: AuditActor, raw: ProgramInput) {
      const input = programInput.parse(raw);
      const { weekdays, date, start, end, startHour, endHour, ...fields } = input;
      const minutes = minutesOf({ start, end, startHour, endHour });
      const days = date ? [dayOf(date)] : [...new Set(weekdays)].sort();
      if (!days.length) throw badRequest(m.needDay, { weekdays: m.needDay });
      const rows = days.map((weekday) => ({ ...fields, ...minutes, weekday, onDate: date, playlist: 'worship' }));
      for (const row of rows) await check(row, row.playlistId);
      const created = await db.transaction(async (tx) => {
        const inserted = await repo.addPrograms(tx, rows);
        await audit.record(
          {
            actor,
            action: 'schedule.program.create',
            targetType: 'program',
            targetId: inserted.length === 1 ? inserted[0]!.id : null,
            summary: said.programAdded(input.title, input.host, inserted.map(when).join('; ')),
            after: inserted,
          },
          tx,
        );
        return inserted;
      });
      const [playlists, tracks] = [await names(), await files()];
      deps.onChange?.();
      return { programs: created.map((p) => view(p, playlists, tracks)) };
    },

    async updateProgram(actor: AuditActor, id: string, change: ProgramUpdate) {
      const prior = await mustFind(id);
      const { date, start, end, startHour, endHour, ...rest } = change;
      const onDate = date === undefined ? prior.onDate : date;
      // A time not sent stays as it was (to the minute).
      const minutes = minutesOf({
        start: start ?? (startHour === undefined ? clockOf(prior.startMinute) : undefined),
        end: end ?? (endHour === undefined ? clockOf(prior.endMinute) : undefined),
        startHour,
        endHour,
      });
      const next = { ...prior, ...rest, ...minutes, onDate, weekday: onDate ? dayOf(onDate) : (change.weekday ?? prior.weekday) };
      await check(next, change.playlistId, id);
      const { id: _, ...set } = next;
      const updated = await db.transaction(async (tx) => {
        const row = await repo.updateProgram(tx, id, set);
        await audit.record(
          {
            actor,
            action: 'schedule.program.update',
            targetType: 'program',
            targetId: id,
            summary: said.programChanged(row.title, when(row)),
            before: prior,
            after: row,
          },
          tx,
        );
        return row;
      });
      deps.onChange?.();
      return view(updated, await names(), await files());
    },

    async deleteProgram(actor: AuditActor, id: string): Promise<void> {
      const row = await mustFind(id);
      await db.transaction(async (tx) => {
        await repo.deleteProgram(tx, id);
        await audit.record(
          {
            actor,
            action: 'schedule.program.delete',
            targetType: 'program',
            targetId: id,
            summary: said.programRemoved(row.title, when(row)),
            before: row,
          },
          tx,
        );
      });
      deps.onChange?.();
    },
  };
}

export type ProgramsService = ReturnType<typeof createProgramsService>;
