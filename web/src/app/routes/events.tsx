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
import { useT } from '@/i18n/t';

/** /events: every event and each date of a repeating one, by month or as a list, in the listener's own zone. */
export default function EventsPage() {
  const t = useT();
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
      <PageHeader eyebrow={t('events.eyebrow')} title={t('events.title')} lead={t('events.lead')}>
        <a href={hrefOf(eventsApi.feed)} className="mt-4 inline-flex items-center gap-1.5 font-semibold text-primary hover:underline">
          <CalendarPlus className="size-4" aria-hidden="true" /> {t('events.subscribe')}
        </a>
      </PageHeader>
      <Container className="flex flex-col gap-4 py-8">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex items-center gap-2">
            <Button variant="outline" size="sm" onClick={() => move(-1)} aria-label={t('events.previousMonth')}>
              <ChevronLeft aria-hidden="true" />
            </Button>
            <h2 className="min-w-40 text-center text-xl font-semibold" aria-live="polite">
              {fmtMonth(grid.month)}
            </h2>
            <Button variant="outline" size="sm" onClick={() => move(1)} aria-label={t('events.nextMonth')}>
              <ChevronRight aria-hidden="true" />
            </Button>
          </div>
          <div className="flex gap-2" role="group" aria-label={t('events.view')}>
            <Button
              variant={view === 'month' ? 'primary' : 'outline'}
              size="sm"
              aria-pressed={view === 'month'}
              onClick={() => setParams({})}
            >
              <CalendarDays aria-hidden="true" /> {t('events.month')}
            </Button>
            <Button
              variant={view === 'list' ? 'primary' : 'outline'}
              size="sm"
              aria-pressed={view === 'list'}
              onClick={() => setParams({ view: 'list' })}
            >
              <List aria-hidden="true" /> {t('events.list')}
            </Button>
          </div>
        </div>
        <p className="text-sm text-ink-soft">{t('events.yourZone', { zone })}</p>
        {events.isPending ? (
          <Skeleton className="h-96" />
        ) : events.error ? (
          <FallbackPanel
            type="error"
            message={t('events.loadFailed')}
            action={{ label: t('common.retry'), onClick: () => void events.refetch() }}
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
