import { Link } from 'react-router';
import { Repeat } from 'lucide-react';
import type { StationEvent } from '@selah/contracts/events';
import { paths } from '@selah/contracts/paths';
import { cn } from '@/lib/cn';
import { byDay, dayKey, fmtDay, fmtShortTime, fmtTime, type MonthGrid } from '../lib/calendar-month';

const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** The month as a table of weeks; each date links to its event. On a phone a date shows its time, with the title for screen readers. */
export function MonthView({ grid, events, today }: { grid: MonthGrid; events: StationEvent[]; today: string }) {
  const days = byDay(events);
  const weeks = Array.from({ length: grid.days.length / 7 }, (_, w) => grid.days.slice(w * 7, w * 7 + 7));
  return (
    <table className="w-full table-fixed border-collapse" aria-label="Month">
      <thead>
        <tr>
          {weekdays.map((d) => (
            <th key={d} scope="col" className="pb-2 text-xs font-bold tracking-wide text-ink-soft uppercase">
              <abbr title={d} className="no-underline">
                {d.slice(0, 3)}
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
                          aria-label={`${e.title}, ${fmtDay(new Date(e.startsAt))} at ${fmtTime(e.startsAt)}`}
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
  const inMonth = events.filter((e) => new Date(e.startsAt).getMonth() === grid.month.getMonth());
  const days = [...byDay(inMonth).entries()];
  if (!days.length)
    return <p className="rounded-(--radius-card) border border-border bg-surface p-6 text-ink-soft">No events this month.</p>;
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
                  {fmtTime(e.startsAt)} – {fmtTime(e.endsAt)} · {e.location ?? 'Online'}
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
