import type { Clock, ClockTimer } from '../../../platform/time/clock.ts';
import type { ProgramRow } from '../radio.repo.ts';
import { addDays, airingOf, airsOn, zonedNow } from './schedule.ts';

/** A pre-recorded program whose start passed this recently (a schedule read late) still plays its file. */
const GRACE_MS = 5000;

export interface Cue {
  program: ProgramRow;
  /** The pre-recorded program's file (a library song), or null for a replay's latest recording. */
  trackId: string | null;
  startsAt: Date;
}

export const cueKey = (cue: Cue) => `${cue.program.id}@${cue.startsAt.toISOString()}`;

/** The next start of a program with a file, from `GRACE_MS` ago on, over the coming eight days; `done` ones skipped. */
export function nextCue(
  programs: ProgramRow[],
  tz: string,
  now: Date,
  done: (key: string) => boolean = () => false,
  hasReplay: (program: ProgramRow) => boolean = () => false,
): Cue | null {
  const today = zonedNow(tz, now).date;
  for (let i = -1; i <= 8; i++) {
    const date = addDays(today, i);
    const next = airsOn(programs, date)
      .filter((p) => p.trackId || (p.plays === 'replay' && hasReplay(p)))
      .map((p) => ({ program: p, trackId: p.trackId, startsAt: airingOf(p, date, tz).startsAt }))
      .find((c) => c.startsAt.getTime() > now.getTime() - GRACE_MS && !done(cueKey(c)));
    if (next) return next;
  }
  return null;
}

/**
 * Starts each pre-recorded program's file at its start time, on the station's clock (a test's
 * clock moves by hand): one timer for the next start, planned again whenever the schedule is read.
 */
export class ProgramCues {
  private timer: ClockTimer | null = null;
  private planned: string | null = null;
  private readonly played = new Set<string>();
  private programs: ProgramRow[] = [];

  constructor(
    private readonly deps: {
      clock: Clock;
      zone: () => string;
      play: (cue: Cue) => void;
      /** A replay program has a recording to re-air. */
      hasReplay?: (program: ProgramRow) => boolean;
    },
  ) {}

  /** The schedule as just read: the timer points at the next start. */
  plan(programs: ProgramRow[]): void {
    this.programs = programs;
    const cue = nextCue(programs, this.deps.zone(), this.deps.clock.now(), (k) => this.played.has(k), this.deps.hasReplay);
    const key = cue ? cueKey(cue) : null;
    if (key === this.planned) return;
    this.stop();
    if (!cue || !key) return;
    this.planned = key;
    this.timer = this.deps.clock.after(Math.max(0, cue.startsAt.getTime() - this.deps.clock.ms()), () => {
      this.timer = null;
      this.planned = null;
      this.played.add(key);
      this.deps.play(cue);
      this.plan(this.programs);
    });
  }

  stop(): void {
    this.timer?.cancel();
    this.timer = null;
    this.planned = null;
  }
}
