import { Link } from 'react-router';
import { CalendarDays, CalendarPlus, MapPin, Radio } from 'lucide-react';
import { hrefOf } from '@selah/contracts/endpoint';
import { eventsApi } from '@selah/contracts/events-endpoints';
import { paths } from '@selah/contracts/paths';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useT } from '@/i18n/t';
import { categoryLabelId, eventDate } from '../lib/event-date';
import { useUpcomingEvents } from '../api/get-upcoming-events';
import { EventDateBadge } from './event-date-badge';
import { RemindMeButton } from './remind-me-button';

/** Spec §2 /live: the Upcoming Events card (the next 3), each with its page and Remind Me. */
export function UpcomingEvents({ limit = 3, className }: { limit?: number; className?: string }) {
  const t = useT();
  const { data: events, isPending, error, refetch } = useUpcomingEvents(limit);
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle id="upcoming-events-title" className="flex items-center gap-2">
          <CalendarDays className="size-5 text-primary" aria-hidden="true" /> {t('events.upcoming.title')}
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {isPending ? (
          <div className="flex flex-col gap-3" role="status" aria-label={t('events.upcoming.loading')}>
            {Array.from({ length: limit }, (_, i) => (
              <Skeleton key={i} className="h-16" />
            ))}
          </div>
        ) : error ? (
          <div role="alert" className="flex flex-col items-start gap-2 text-ink-soft">
            <p>{t('events.loadFailed')}</p>
            <Button size="sm" variant="outline" onClick={() => void refetch()}>
              {t('common.retry')}
            </Button>
          </div>
        ) : events.length === 0 ? (
          <p className="text-ink-soft">{t('events.upcoming.none')}</p>
        ) : (
          <ul className="flex flex-col gap-4">
            {events.map((event) => (
              <li key={event.id} className="flex gap-3">
                <EventDateBadge startsAt={event.startsAt} timezone={event.timezone} />
                <div className="flex min-w-0 flex-1 flex-col gap-1">
                  <Link
                    to={paths.event.getHref(event.id)}
                    className="font-semibold leading-snug text-ink hover:text-primary hover:underline focus-visible:underline"
                  >
                    {event.title}
                  </Link>
                  <p className="text-sm text-ink-soft">
                    {eventDate(event)} · {event.time}
                  </p>
                  <p className="flex min-w-0 items-center gap-1.5 text-sm text-ink-soft">
                    {event.location ? (
                      <MapPin className="size-4 shrink-0" aria-hidden="true" />
                    ) : (
                      <Radio className="size-4 shrink-0" aria-hidden="true" />
                    )}
                    <span className="truncate">{event.location ?? t('events.online')}</span>
                  </p>
                  <div className="mt-1 flex flex-wrap items-center gap-2">
                    <Badge variant="muted">{t(categoryLabelId[event.category])}</Badge>
                    <RemindMeButton target={{ eventId: event.id }} title={event.title} />
                  </div>
                </div>
              </li>
            ))}
          </ul>
        )}
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          <Link to={paths.events.getHref()} className="inline-flex items-center gap-1.5 text-sm font-semibold text-primary hover:underline">
            <CalendarDays className="size-4" aria-hidden="true" /> {t('events.upcoming.all')}
          </Link>
          <a href={hrefOf(eventsApi.feed)} className="inline-flex items-center gap-1.5 text-sm font-semibold text-primary hover:underline">
            <CalendarPlus className="size-4" aria-hidden="true" /> {t('events.subscribe')}
          </a>
        </div>
      </CardContent>
    </Card>
  );
}
