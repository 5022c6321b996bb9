import {
  adminRadioMessages as m,
  programInput,
  weekdayNames,
  type AdminProgram,
  type ProgramInput,
  type ProgramUpdate,
} from '@selah/contracts/admin-radio';
import type { Db } from '../../db/client.ts';
import type { Audit, AuditActor } from '../../platform/audit/audit.ts';
import type { Clock } from '../../platform/time/clock.ts';
import { badRequest, conflict, notFound } from '../../platform/http/errors.ts';
import { listPlaylists } from './library.repo.ts';
import * as repo from './radio.repo.ts';
import { zonedNow } from './schedule.ts';

type Slot = Pick<repo.ProgramRow, 'weekday' | 'onDate' | 'startHour' | 'endHour'>;

const hh = (h: number) => `${String(h).padStart(2, '0')}:00`;
const dayOf = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();
const when = (p: Slot) => `${p.onDate ?? `every ${weekdayNames[p.weekday]!}`}, ${hh(p.startHour)}–${hh(p.endHour)}`;
const isRealDate = (d: string) =>
  !Number.isNaN(new Date(`${d}T12:00:00Z`).getTime()) && new Date(`${d}T12:00:00Z`).toISOString().startsWith(d);

/**
 * The schedule as the console edits it (issue 14): the programs table is the source of truth
 * after first start; the AutoDJ asks it before each song, so a change is on air at the next boundary.
 */
export function createProgramsService(deps: { db: Db; audit: Audit; clock: Clock; zone: () => string }) {
  const { db, audit } = deps;
  const mustFind = async (id: string) => {
    const row = await repo.findProgram(db, id);
    if (!row) throw notFound(m.programNotFound);
    return row;
  };
  const names = async () => new Map((await listPlaylists(db)).map((p) => [p.id, p.name]));
  const view = (r: repo.ProgramRow, playlists: Map<string, string>): AdminProgram => ({
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
    startHour: r.startHour,
    endHour: r.endHour,
    requestsAllowed: r.requestsAllowed,
  });

  /** Refuses a slot that ends before it starts, has passed, or overlaps another program. */
  async function check(slot: Slot, playlistId: string | null | undefined, self?: string) {
    if (slot.endHour <= slot.startHour) throw badRequest(m.endAfterStart, { endHour: m.endAfterStart });
    if (slot.onDate) {
      const today = zonedNow(deps.zone(), deps.clock.now());
      if (!isRealDate(slot.onDate)) throw badRequest('Use a real date like 2026-11-22', { date: 'Use a real date like 2026-11-22' });
      if (slot.onDate < today.date || (slot.onDate === today.date && slot.endHour <= today.hour)) {
        throw badRequest(m.past, { date: m.past }, 'in_the_past');
      }
    }
    if (playlistId && !(await names()).has(playlistId)) throw badRequest(m.playlistNotFound, { playlistId: m.playlistNotFound });
    const other = (await repo.listPrograms(db)).find(
      (p) =>
        p.id !== self &&
        p.weekday === slot.weekday &&
        (p.onDate === null || slot.onDate === null || p.onDate === slot.onDate) &&
        p.startHour < slot.endHour &&
        slot.startHour < p.endHour,
    );
    if (other)
      throw conflict(
        m.overlap(other.title, other.onDate ?? weekdayNames[other.weekday]!, `${hh(other.startHour)}–${hh(other.endHour)}`),
        'overlap',
      );
  }

  return {
    async programs() {
      const playlists = await names();
      return { timezone: deps.zone(), programs: (await repo.listPrograms(db)).map((p) => view(p, playlists)) };
    },

    /** One program per weekday named (or one on `date`); all are added, or none. */
    async createPrograms(actor: AuditActor, raw: ProgramInput) {
      const input = programInput.parse(raw);
      const { weekdays, date, ...fields } = input;
      const days = date ? [dayOf(date)] : [...new Set(weekdays)].sort();
      if (!days.length) throw badRequest(m.needDay, { weekdays: m.needDay });
      const rows = days.map((weekday) => ({ ...fields, weekday, onDate: date, playlist: 'worship' }));
      for (const row of rows) await check(row, row.playlistId);
      const created = await db.transaction(async (tx) => {
        const inserted = await repo.addPrograms(tx, rows);
        await audit.record(
          {
            actor,
            action: 'schedule.program.create',
            targetType: 'program',
            targetId: inserted.length === 1 ? inserted[0]!.id : null,
            summary: `Put "${input.title}" with ${input.host} on the schedule (${inserted.map(when).join('; ')})`,
            after: inserted,
          },
          tx,
        );
        return inserted;
      });
      const playlists = await names();
      return { programs: created.map((p) => view(p, playlists)) };
    },

    async updateProgram(actor: AuditActor, id: string, change: ProgramUpdate) {
      const prior = await mustFind(id);
      const { date, ...rest } = change;
      const onDate = date === undefined ? prior.onDate : date;
      const next = { ...prior, ...rest, onDate, weekday: onDate ? dayOf(onDate) : (change.weekday ?? prior.weekday) };
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
            summary: `Changed the program "${row.title}" (${when(row)})`,
            before: prior,
            after: row,
          },
          tx,
        );
        return row;
      });
      return view(updated, await names());
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
            summary: `Took "${row.title}" off the schedule (${when(row)})`,
            before: row,
          },
          tx,
        );
      });
    },
  };
}

export type ProgramsService = ReturnType<typeof createProgramsService>;
