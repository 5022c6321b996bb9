import { radioMessages, type ScheduleResponse, type WeekScheduleResponse } from '@selah/contracts/radio';
import { defaultLocale, type Locale } from '@selah/contracts/i18n';
import { translateMessage } from '@selah/contracts/message-translation';
import type { Db } from '../../../db/client.ts';
import type { Clock } from '../../../platform/time/clock.ts';
import * as repo from '../radio.repo.ts';
import { daySchedule, weekAhead, zonedNow, type RecordingTitle } from './schedule.ts';

import { replayedTitle } from './replays.ts';
import { programTimeIn } from '../words.ts';

/** The hours in the reader's language (English as the schedule writes them). */
const inLanguage = <P extends { start: string; end: string; time: string }>(programs: P[], locale: Locale): P[] =>
  locale === 'en' ? programs : programs.map((p) => ({ ...p, time: programTimeIn(locale, p) }));

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
  /** What a program plays, Selah's own words in `locale` (the request's). */
  const recordingTitle = async (locale: Locale): Promise<RecordingTitle> => {
    const titles = new Map((await repo.listTracks(deps.db)).map((t) => [t.id, t.title]));
    return (p) =>
      p.trackId
        ? (titles.get(p.trackId) ?? null)
        : p.plays !== 'replay'
          ? null
          : deps.hasReplay(p.title)
            ? translateMessage(radioMessages.latestReplay(replayedTitle(p.title)), locale)
            : translateMessage(radioMessages.replayPending(replayedTitle(p.title)), locale);
  };
  return {
    async day(date: string | undefined, locale: Locale = defaultLocale): Promise<ScheduleResponse> {
      const tz = deps.zone();
      const today = zonedNow(tz, deps.clock.now()).date;
      const day = date ?? today;
      const rows = await repo.listPrograms(deps.db);
      return {
        date: day,
        timezone: tz,
        programs: inLanguage(daySchedule(rows, day, tz, day === today ? deps.onAirId() : null, await recordingTitle(locale)), locale),
      };
    },
    async week(locale: Locale = defaultLocale): Promise<WeekScheduleResponse> {
      const tz = deps.zone();
      const now = deps.clock.now();
      const rows = await repo.listPrograms(deps.db);
      return {
        timezone: tz,
        now: now.toISOString(),
        programs: inLanguage(weekAhead(rows, tz, now, deps.onAirId(), await recordingTitle(locale)), locale),
      };
    },
  };
}
