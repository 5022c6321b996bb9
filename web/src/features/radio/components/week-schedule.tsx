import { Mic, Radio } from 'lucide-react';
import type { ScheduleProgram, StreamStatus } from '@selah/contracts/radio';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { useT } from '@/i18n/t';
import { intlLocale } from '@/lib/format';
import { isOnAir, onAirTag } from '../on-air';

/** The listener's calendar date of an instant (their own zone): '2026-11-25'. */
const localDate = (iso: string) => new Date(iso).toLocaleDateString('en-CA');
const time = (iso: string) => new Date(iso).toLocaleTimeString(intlLocale(), { hour: 'numeric', minute: '2-digit' });
/** A calendar date in the interface's language: 'Wednesday, November 25' ('weekday'), 'November 25' ('monthDay'). */
const dayText = (date: string, part: 'full' | 'weekday' | 'monthDay') => {
  const text = new Date(`${date}T12:00:00`).toLocaleDateString(intlLocale(), {
    ...(part === 'monthDay' ? {} : { weekday: 'long' }),
    ...(part === 'weekday' ? {} : { month: 'long', day: 'numeric' }),
  });
  return text.charAt(0).toUpperCase() + text.slice(1);
};
const addDays = (date: string, n: number) => {
  const d = new Date(`${date}T12:00:00`);
  d.setDate(d.getDate() + n);
  return d.toLocaleDateString('en-CA');
};

/** What kind of program: a live show, a replay, a pre-recorded one, a one-off. */
function Kind({ p }: { p: ScheduleProgram }) {
  const t = useT();
  return (
    <>
      {p.plays === 'live' ? (
        <Badge variant="gold">
          <Mic className="size-3" aria-hidden="true" /> {t('radio.week.liveShow')}
        </Badge>
      ) : null}
      {p.plays === 'replay' ? <Badge variant="muted">{t('radio.replay')}</Badge> : null}
      {p.oneOff ? <Badge variant="default">{t('radio.week.special')}</Badge> : null}
    </>
  );
}

/**
 * The coming week, day by day in the listener's own zone (the station sends instants): today
 * first and marked, each program at its next airing, the one on air as the station's status says.
 */
export function WeekSchedule({
  programs,
  status,
  today,
}: {
  programs: ScheduleProgram[];
  status: StreamStatus | undefined;
  today: string;
}) {
  const t = useT();
  const byDay = new Map<string, ScheduleProgram[]>();
  for (const p of programs) byDay.set(localDate(p.startsAt), [...(byDay.get(localDate(p.startsAt)) ?? []), p]);
  const days = Array.from({ length: 7 }, (_, i) => addDays(today, i));
  // A program that ended earlier today airs next on this weekday next week.
  const later = [...byDay.keys()].filter((d) => d > days[6]!).sort();
  return (
    <div className="grid gap-5 md:grid-cols-2 xl:grid-cols-3" data-testid="week-schedule">
      {[...days, ...later].map((date, i) => {
        const items = byDay.get(date) ?? [];
        const isToday = date === today;
        return (
          <section
            key={date}
            aria-labelledby={`day-${date}`}
            data-testid={isToday ? 'schedule-today' : undefined}
            className={cn(
              'min-w-0 rounded-(--radius-card) border bg-surface p-4 sm:p-5',
              isToday ? 'border-primary ring-2 ring-primary/20' : 'border-border',
            )}
          >
            <h2 id={`day-${date}`} className="flex flex-wrap items-baseline gap-x-2 text-xl font-semibold">
              {isToday ? t('radio.week.today') : i === 1 ? t('radio.week.tomorrow') : dayText(date, 'weekday')}
              <span className="text-sm font-normal text-ink-soft">{dayText(date, isToday || i === 1 ? 'full' : 'monthDay')}</span>
            </h2>
            {items.length === 0 ? <p className="mt-3 text-ink-soft">{t('radio.week.musicAllDay')}</p> : null}
            <ul className="mt-3 flex flex-col divide-y divide-border">
              {items.map((p) => {
                const now = isOnAir(p, status);
                return (
                  <li key={p.id} className={cn('flex flex-col gap-1 py-3', now && 'rounded-xl bg-primary-soft/60 px-3')}>
                    <span className="flex flex-wrap items-center gap-2 text-sm font-semibold text-ink-soft tabular-nums">
                      {time(p.startsAt)} – {time(p.endsAt)}
                      {now ? (
                        <Badge variant={status?.onAir.awaitingLive ? 'muted' : 'live'} data-testid="week-on-air">
                          <Radio className="size-3" aria-hidden="true" /> {onAirTag(status)}
                        </Badge>
                      ) : null}
                      <Kind p={p} />
                    </span>
                    <span className="font-semibold break-words">{p.title}</span>
                    <span className="text-sm break-words text-ink-soft">
                      {p.recording
                        ? t(p.plays === 'replay' ? 'radio.week.withHostReplay' : 'radio.week.withHostRecorded', {
                            host: p.host,
                            recording: p.recording,
                          })
                        : t('radio.withHost', { host: p.host })}
                    </span>
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
