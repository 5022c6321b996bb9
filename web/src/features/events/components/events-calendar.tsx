import { Link } from 'react-router';
import { Repeat } from 'lucide-react';
import type { StationEvent } from '@selah/contracts/events';
import { paths } from '@selah/contracts/paths';
import { useT } from '@/i18n/t';
import { cn } from '@/lib/cn';
import { intlLocale } from '@/lib/format';
import { byDay, dayKey, fmtDay, fmtShortTime, fmtTime, type MonthGrid } from '../lib/calendar-month';

/** The week's days from Sunday, long and short, in the interface's language (2023-01-01 was a Sunday). */
const weekdays = () =>
  Array.from({ length: 7 }, (_, i) => {
    const day = new Date(2023, 0, 1 + i);
    const name = (weekday: 'long' | 'short') => new Intl.DateTimeFormat(intlLocale(), { weekday }).format(day);
    return { long: name('long'), short: name('short') };
  });

/** The month as a table of weeks; each date links to its event. On a phone a date shows its time, with the title for screen readers. */
export function MonthView({ grid, events, today }: { grid: MonthGrid; events: StationEvent[]; today: string }) {
  const t = useT();
  const days = byDay(events);
  const weeks = Array.from({ length: grid.days.length / 7 }, (_, w) => grid.days.slice(w * 7, w * 7 + 7));
  return (
    <table className="w-full table-fixed border-collapse" aria-label={t('events.month')}>
      <thead>
        <tr>
          {weekdays().map((d) => (
            <th key={d.long} scope="col" className="pb-2 text-xs font-bold tracking-wide text-ink-soft uppercase">
              <abbr title={d.long} className="no-underline">
                {d.short.replace('.', '')}
              </abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={dayKey(week[0]!)}>
            {week.map((day) => {
              const key = dayKey(day);
              const inMonth = day.getMonth() === grid.month.getMonth();
              const list = days.get(key) ?? [];
              return (
                <td
                  key={key}
                  className={cn(
                    'h-20 border border-border p-1 align-top sm:h-28 sm:p-1.5',
                    inMonth ? 'bg-surface' : 'bg-background text-ink-soft',
                    key === today && 'ring-2 ring-primary ring-inset',
                  )}
                >
                  <span className={cn('block text-sm font-semibold', key === today && 'text-primary')} aria-hidden="true">
                    {day.getDate()}
                  </span>
                  <ul className="mt-1 flex flex-col gap-1">
                    {list.map((e) => (
                      <li key={e.id}>
                        <Link
                          to={paths.event.getHref(e.id)}
                          aria-label={t('events.linkLabel', {
                            title: e.title,
                            day: fmtDay(new Date(e.startsAt)),
                            time: fmtTime(e.startsAt),
                          })}
                          className="block truncate rounded-md bg-primary-soft px-1 py-0.5 text-xs font-semibold text-primary-strong hover:bg-primary hover:text-white focus-visible:outline-2 focus-visible:outline-primary"
                        >
                          <span className="sm:hidden">{fmtShortTime(e.startsAt)}</span>
                          <span className="hidden sm:inline">
                            {fmtTime(e.startsAt)} {e.title}
                          </span>
                        </Link>
                      </li>
                    ))}
                  </ul>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The month's dates as a list by day: title, time, place, and how it repeats. */
export function ListView({ grid, events }: { grid: MonthGrid; events: StationEvent[] }) {
  const t = useT();
  const inMonth = events.filter((e) => new Date(e.startsAt).getMonth() === grid.month.getMonth());
  const days = [...byDay(inMonth).entries()];
  if (!days.length)
    return <p className="rounded-(--radius-card) border border-border bg-surface p-6 text-ink-soft">{t('events.noneThisMonth')}</p>;
  return (
    <ol className="flex flex-col gap-5">
      {days.map(([key, list]) => (
        <li key={key}>
          <h3 className="mb-2 text-lg font-semibold">{fmtDay(new Date(list[0]!.startsAt))}</h3>
          <ul className="flex flex-col divide-y divide-border rounded-(--radius-card) border border-border bg-surface">
            {list.map((e) => (
              <li key={e.id} className="flex flex-col gap-0.5 px-4 py-3">
                <Link to={paths.event.getHref(e.id)} className="font-semibold break-words text-ink hover:text-primary hover:underline">
                  {e.title}
                </Link>
                <p className="text-sm text-ink-soft">
                  {fmtTime(e.startsAt)} – {fmtTime(e.endsAt)} · {e.location ?? t('events.online')}
                </p>
                {e.recurrence ? (
                  <p className="flex items-center gap-1.5 text-sm text-ink-soft">
                    <Repeat className="size-4 shrink-0" aria-hidden="true" /> {e.recurrence}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
