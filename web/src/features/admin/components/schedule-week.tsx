import { useState } from 'react';
import { Mic, Music } from 'lucide-react';
import { weekdayNames, type AdminProgram } from '@selah/contracts/admin-radio';
import { cn } from '@/lib/cn';
import { useT } from '@/i18n/t';
import { weekdayName } from '@/lib/format';

export const hourText = (h: number) => `${String(h % 24).padStart(2, '0')}:00`;

/** Today's weekday in the station's zone (0 = Sunday). */
const todayIn = (timezone: string) =>
  ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(
    // English weekday names, matched against the list below (not shown to anyone).
    new Intl.DateTimeFormat('en-US', { timeZone: timezone, weekday: 'short' }).format(new Date()),
  );

/**
 * The week: seven columns on a wide screen, one day at a time (chosen above) on a phone. Each
 * program is a button that opens it for editing.
 */
export function ScheduleWeek({
  programs,
  timezone,
  onOpen,
}: {
  programs: AdminProgram[];
  timezone: string;
  onOpen: (p: AdminProgram) => void;
}) {
  const t = useT();
  const [day, setDay] = useState(() => Math.max(0, todayIn(timezone)));
  return (
    <div className="flex flex-col gap-4">
      <div role="group" aria-label={t('admin.schedule.dayToShow')} className="flex flex-wrap gap-1.5 lg:hidden">
        {weekdayNames.map((name, i) => (
          <button
            key={name}
            type="button"
            aria-pressed={day === i}
            onClick={() => setDay(i)}
            className={cn(
              'rounded-full border px-3 py-1.5 text-sm font-semibold',
              day === i ? 'border-primary bg-primary text-white' : 'border-border bg-surface text-ink-soft hover:bg-muted',
            )}
          >
            {weekdayName(i, 'short')}
          </button>
        ))}
      </div>
      <div className="grid gap-3 lg:grid-cols-7 lg:gap-2" data-testid="schedule-week">
        {weekdayNames.map((name, i) => {
          const items = programs
            .filter((p) => p.weekday === i)
            .sort((a, b) => a.start.localeCompare(b.start) || (a.date ?? '').localeCompare(b.date ?? ''));
          return (
            <section
              key={name}
              aria-labelledby={`day-${i}`}
              className={cn('min-w-0 flex-col gap-1.5', day === i ? 'flex' : 'hidden lg:flex')}
            >
              <h2 id={`day-${i}`} className="text-base font-semibold lg:text-sm">
                {weekdayName(i)}
              </h2>
              {items.length === 0 ? <p className="text-sm text-ink-soft">{t('admin.schedule.nothingScheduledTheAutodjPlays')}</p> : null}
              <ul className="flex flex-col gap-1.5">
                {items.map((p) => (
                  <li key={p.id}>
                    <button
                      type="button"
                      onClick={() => onOpen(p)}
                      className={cn(
                        'w-full min-w-0 rounded-xl border px-3 py-2 text-left transition-colors hover:border-primary lg:px-2',
                        p.plays === 'live' ? 'border-gold/60 bg-gold-soft/60' : 'border-border bg-surface',
                      )}
                    >
                      <span className="block text-xs font-semibold text-ink-soft">
                        {p.start}–{p.end}
                        {p.date ? ` · ${t('admin.schedule.onceDateReplacesTheWeekly', { date: p.date })}` : null}
                        {p.trackId ? ` · ${t('admin.schedule.preRecorded')}` : null}
                      </span>
                      <span className="block font-semibold break-words lg:text-sm">{p.title}</span>
                      <span className="flex items-center gap-1 text-xs break-words text-ink-soft">
                        {p.plays === 'live' ? (
                          <Mic className="size-3 shrink-0" aria-hidden="true" />
                        ) : (
                          <Music className="size-3 shrink-0" aria-hidden="true" />
                        )}
                        {p.plays === 'live'
                          ? t('admin.schedule.liveHost', { host: p.host })
                          : (p.playlistName ?? t('admin.schedule.wholeLibrary'))}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </div>
  );
}
