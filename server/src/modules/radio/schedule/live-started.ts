import type { DomainEvents } from '../../../platform/bus/events.ts';
import type { ProgramRow } from '../radio.repo.ts';
import { programAt, zonedNow } from './schedule.ts';
import '../radio.events.ts';

/**
 * What the bus hears when a person goes on air at the live input: the schedule's program of that
 * moment and a key for this airing of it. A DJ who reconnects within the show gives the same key
 * (the program on its date; with no program, one key whose alerts are spaced, events module).
 */
export function liveStarted(
  programs: ProgramRow[],
  tz: string,
  at: Date,
  show: string,
  dj: string | null,
): DomainEvents['radio.live-started'] {
  const program = programAt(programs, tz, at);
  const { date } = zonedNow(tz, at);
  return {
    show,
    dj,
    program: program ? { id: program.id, title: program.title, host: program.host } : null,
    showKey: program ? `radio:program:${program.id}@${date}` : 'radio:station',
    startedAt: at.toISOString(),
  };
}
