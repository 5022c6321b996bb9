import type { ScheduleResponse, WeekScheduleResponse } from '@selah/contracts/radio';
import type { Db } from '../../../db/client.ts';
import type { Clock } from '../../../platform/time/clock.ts';
import * as repo from '../radio.repo.ts';
import { daySchedule, weekAhead, zonedNow, type RecordingTitle } from './schedule.ts';

import { replayedTitle } from './replays.ts';

/**
 * The listeners' schedule: a day's programs, and each program's next airing this week. The
 * program highlighted is the status's (`onAirId`), so the schedule and the player agree.
 */
export function scheduleViews(deps: {
  db: Db;
  clock: Clock;
  zone: () => string;
  onAirId: () => string | null;
  /** A recording of the live program `title` re-airs is kept. */
  hasReplay: (title: string) => boolean;
}) {
  const recordingTitle = async (): Promise<RecordingTitle> => {
    const titles = new Map((await repo.listTracks(deps.db)).map((t) => [t.id, t.title]));
    return (p) =>
      p.trackId
        ? (titles.get(p.trackId) ?? null)
        : p.plays !== 'replay'
          ? null
          : deps.hasReplay(p.title)
            ? `The latest ${replayedTitle(p.title)}`
            : `A replay of ${replayedTitle(p.title)} (music until a show is recorded)`;
  };
  return {
    async day(date: string | undefined): Promise<ScheduleResponse> {
      const tz = deps.zone();
      const today = zonedNow(tz, deps.clock.now()).date;
      const day = date ?? today;
      const rows = await repo.listPrograms(deps.db);
      return {
        date: day,
        timezone: tz,
        programs: daySchedule(rows, day, tz, day === today ? deps.onAirId() : null, await recordingTitle()),
      };
    },
    async week(): Promise<WeekScheduleResponse> {
      const tz = deps.zone();
      const now = deps.clock.now();
      const rows = await repo.listPrograms(deps.db);
      return { timezone: tz, now: now.toISOString(), programs: weekAhead(rows, tz, now, deps.onAirId(), await recordingTitle()) };
    },
  };
}
