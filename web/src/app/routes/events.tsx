import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { CalendarDays, CalendarPlus, ChevronLeft, ChevronRight, List } from 'lucide-react';
import { hrefOf } from '@selah/contracts/endpoint';
import { eventsApi } from '@selah/contracts/events-endpoints';
import { Button } from '@/components/ui/button';
import { FallbackPanel } from '@/components/ui/fallback-panel';
import { Container, PageHeader } from '@/components/ui/page';
import { Skeleton } from '@/components/ui/skeleton';
import { useEventsRange } from '@/features/events/api/get-events-range';
import { ListView, MonthView } from '@/features/events/components/events-calendar';
import { browserZone, dayKey, fmtMonth, monthGrid } from '@/features/events/lib/calendar-month';

/** /events: every event and each date of a repeating one, by month or as a list, in the listener's own zone. */
export default function EventsPage() {
  const [params, setParams] = useSearchParams();
  const now = new Date();
  const [cursor, setCursor] = useState({ year: now.getFullYear(), month: now.getMonth() });
  const view = params.get('view') === 'list' ? 'list' : 'month';
  const grid = monthGrid(cursor.year, cursor.month);
  const events = useEventsRange(grid.from.toISOString(), grid.to.toISOString());
  const move = (by: number) => {
    const d = new Date(cursor.year, cursor.month + by, 1);
    setCursor({ year: d.getFullYear(), month: d.getMonth() });
  };
  const zone = browserZone().replace(/_/g, ' ');

  return (
    <>
      <PageHeader eyebrow="Calendar" title="Events" lead="Services, studies and gatherings, each date in your own time.">
        <a href={hrefOf(eventsApi.feed)} className="mt-4 inline-flex items-center gap-1.5 font-semibold text-primary hover:underline">
          <CalendarPlus className="size-4" aria-hidden="true" /> Subscribe to the station calendar
        </a>
      </PageHeader>
      <Container className="flex flex-col gap-4 py-8">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex items-center gap-2">
            <Button variant="outline" size="sm" onClick={() => move(-1)} aria-label="Previous month">
              <ChevronLeft aria-hidden="true" />
            </Button>
            <h2 className="min-w-40 text-center text-xl font-semibold" aria-live="polite">
              {fmtMonth(grid.month)}
            </h2>
            <Button variant="outline" size="sm" onClick={() => move(1)} aria-label="Next month">
              <ChevronRight aria-hidden="true" />
            </Button>
          </div>
          <div className="flex gap-2" role="group" aria-label="View">
            <Button
              variant={view === 'month' ? 'primary' : 'outline'}
              size="sm"
              aria-pressed={view === 'month'}
              onClick={() => setParams({})}
            >
              <CalendarDays aria-hidden="true" /> Month
            </Button>
            <Button
              variant={view === 'list' ? 'primary' : 'outline'}
              size="sm"
              aria-pressed={view === 'list'}
              onClick={() => setParams({ view: 'list' })}
            >
              <List aria-hidden="true" /> List
            </Button>
          </div>
        </div>
        <p className="text-sm text-ink-soft">Times are shown in your time zone ({zone}).</p>
        {events.isPending ? (
          <Skeleton className="h-96" />
        ) : events.error ? (
          <FallbackPanel
            type="error"
            message="We could not load the events."
            action={{ label: 'Try again', onClick: () => void events.refetch() }}
          />
        ) : view === 'month' ? (
          <MonthView grid={grid} events={events.data} today={dayKey(now)} />
        ) : (
          <ListView grid={grid} events={events.data} />
        )}
      </Container>
    </>
  );
}
