import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { CalendarPlus, Clock, MapPin, Radio } from 'lucide-react';
import { reminderLeadMinutes, DEFAULT_LEAD_MINUTES } from '@selah/contracts/events';
import { paths } from '@selah/contracts/paths';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { FallbackPanel } from '@/components/ui/fallback-panel';
import { Container } from '@/components/ui/page';
import { Skeleton } from '@/components/ui/skeleton';
import { useEvent } from '@/features/events/api/get-event';
import { EventDateBadge } from '@/features/events/components/event-date-badge';
import { RemindMeButton } from '@/features/events/components/remind-me-button';
import { RsvpCard } from '@/features/events/components/rsvp-card';
import { categoryLabelId, eventDate } from '@/features/events/lib/event-date';
import { T, translate, useT } from '@/i18n/t';
import { ApiError } from '@/lib/api-client';

const leadLabel = (m: number) =>
  m === 0
    ? translate('events.lead.atStart')
    : m % 1440 === 0
      ? translate('events.lead.days', { count: m / 1440 })
      : m % 60 === 0
        ? translate('events.lead.hours', { count: m / 60 })
        : translate('events.lead.minutes', { count: m });

/** /events/{id}: when (in the station's zone), where, what, Add to calendar and Remind me. */
export default function EventPage() {
  const t = useT();
  const { eventId = '' } = useParams();
  const { data: event, isPending, error, refetch } = useEvent(eventId);
  const [lead, setLead] = useState<number>(DEFAULT_LEAD_MINUTES);

  if (isPending) {
    return (
      <Container className="flex flex-col gap-4 py-12">
        <Skeleton className="h-12 w-2/3" />
        <Skeleton className="h-48" />
      </Container>
    );
  }
  if (error instanceof ApiError && (error.status === 404 || error.status === 400 || error.status === 410)) {
    return (
      <Container className="flex min-h-[50dvh] flex-col items-center justify-center gap-4 py-16 text-center">
        <h1 className="text-4xl font-semibold">{t('events.event.notFoundTitle')}</h1>
        <p className="text-lg text-ink-soft">{error.status === 410 ? error.message : t('events.event.notFound')}</p>
        <Button asChild size="lg">
          <Link to={paths.live.getHref()}>{t('events.event.onAir')}</Link>
        </Button>
      </Container>
    );
  }
  if (error || !event) {
    return (
      <Container className="py-12">
        <FallbackPanel
          type="error"
          message={t('events.event.loadFailed')}
          action={{ label: t('common.retry'), onClick: () => void refetch() }}
        />
      </Container>
    );
  }
  const zoneCity = event.timezone.split('/').pop()?.replace(/_/g, ' ');
  return (
    <>
      <section className="border-b border-border bg-linear-to-b from-primary-soft/70 to-background">
        <Container className="flex flex-col gap-5 py-10 sm:flex-row sm:items-start sm:py-14">
          <EventDateBadge startsAt={event.startsAt} timezone={event.timezone} className="size-20 [&>span:last-child]:text-3xl" />
          <div className="min-w-0 flex-1">
            <Badge>{t(categoryLabelId[event.category])}</Badge>
            <h1 className="mt-3 break-words text-3xl font-semibold sm:text-5xl">{event.title}</h1>
            <p className="mt-3 text-lg text-ink-soft">
              {eventDate(event)} · {event.time}
            </p>
            {event.recurrence ? (
              <p className="mt-1 text-ink-soft">
                {event.recurrence} ·{' '}
                <Link to={paths.events.getHref()} className="font-semibold text-primary hover:underline">
                  {t('events.event.everyDate')}
                </Link>
              </p>
            ) : null}
          </div>
        </Container>
      </section>
      <Container className="grid gap-6 py-8 lg:grid-cols-[1fr_22rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <Card>
            <CardContent className="flex flex-col gap-4 pt-5 sm:pt-6">
              <h2 className="text-xl font-semibold">{t('events.event.about')}</h2>
              {event.description ? (
                <p className="whitespace-pre-line break-words text-lg leading-relaxed">{event.description}</p>
              ) : (
                <p className="text-ink-soft">{t('events.event.moreSoon')}</p>
              )}
              {event.programTitle ? (
                <p className="text-ink-soft">
                  <T
                    id="events.event.partOf"
                    values={{ program: event.programTitle, b: (c) => <span className="font-semibold text-ink">{c}</span> }}
                  />
                </p>
              ) : null}
            </CardContent>
          </Card>
        </div>
        <aside className="flex flex-col gap-4" aria-label={t('events.event.whenWhere')}>
          <RsvpCard event={event} />
          <Card>
            <CardContent className="flex flex-col gap-4 pt-5 sm:pt-6">
              <div className="flex gap-3">
                <Clock className="mt-1 size-5 shrink-0 text-primary" aria-hidden="true" />
                <div>
                  <h2 className="font-semibold">{t('events.event.when')}</h2>
                  <p>{eventDate(event)}</p>
                  <p>{event.time}</p>
                  <p className="text-sm text-ink-soft">{t('events.event.stationTime', { zone: zoneCity })}</p>
                </div>
              </div>
              <div className="flex gap-3">
                {event.location ? (
                  <MapPin className="mt-1 size-5 shrink-0 text-primary" aria-hidden="true" />
                ) : (
                  <Radio className="mt-1 size-5 shrink-0 text-primary" aria-hidden="true" />
                )}
                <div className="min-w-0">
                  <h2 className="font-semibold">{t('events.event.where')}</h2>
                  {event.location ? <p className="break-words">{event.location}</p> : null}
                  {event.isOnline ? (
                    <p>
                      <T
                        id="events.event.onlineOn"
                        values={{
                          link: (c) => (
                            <Link to={paths.live.getHref()} className="font-semibold text-primary hover:underline">
                              {c}
                            </Link>
                          ),
                        }}
                      />
                    </p>
                  ) : null}
                </div>
              </div>
              <div className="flex flex-col gap-3 border-t border-border pt-4">
                <label className="flex flex-col gap-1.5 text-sm font-semibold">
                  {t('events.event.remindWhen')}
                  <select
                    value={lead}
                    onChange={(e) => setLead(Number(e.target.value))}
                    className="h-11 rounded-xl border border-border bg-surface px-3 text-base font-normal"
                  >
                    {reminderLeadMinutes.map((m) => (
                      <option key={m} value={m}>
                        {leadLabel(m)}
                      </option>
                    ))}
                  </select>
                </label>
                <RemindMeButton target={{ eventId: event.id }} title={event.title} leadMinutes={lead} size="md" variant="primary" />
                <Button asChild variant="outline">
                  <a href={event.icsUrl} download>
                    <CalendarPlus aria-hidden="true" /> {t('events.event.addToCalendar')}
                  </a>
                </Button>
              </div>
            </CardContent>
          </Card>
        </aside>
      </Container>
    </>
  );
}
