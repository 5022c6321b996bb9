import { cn } from '@/lib/cn';
import { intlLocale } from '@/lib/format';

/** The month and day of an event in the station's zone, as a calendar leaf. */
export function EventDateBadge({ startsAt, timezone, className }: { startsAt: string; timezone: string; className?: string }) {
  const date = new Date(startsAt);
  const month = new Intl.DateTimeFormat(intlLocale(), { month: 'short', timeZone: timezone }).format(date);
  const day = new Intl.DateTimeFormat(intlLocale(), { day: 'numeric', timeZone: timezone }).format(date);
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex size-14 shrink-0 flex-col items-center justify-center rounded-2xl bg-primary-soft text-primary-strong',
        className,
      )}
    >
      <span className="text-xs font-bold uppercase tracking-wide">{month}</span>
      <span className="text-xl font-semibold leading-none">{day}</span>
    </span>
  );
}
