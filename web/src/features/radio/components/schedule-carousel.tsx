import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { CalendarDays, ChevronLeft, ChevronRight, Radio } from 'lucide-react';
import { paths } from '@selah/contracts/paths';
import type { ScheduleProgram, StreamStatus } from '@selah/contracts/radio';
import { Badge } from '@/components/ui/badge';
import { Container } from '@/components/ui/page';
import { cn } from '@/lib/cn';
import { useT } from '@/i18n/t';
import { isOnAir, onAirTag, programTime } from '../on-air';

const ADVANCE_MS = 4000;

/** Today's shows, one at a time: advances every 4 s, pauses on hover or focus; on air (as the status says) highlighted. */
export function ScheduleCarousel({ programs, status }: { programs: ScheduleProgram[]; status: StreamStatus | undefined }) {
  const t = useT();
  const onAirIndex = programs.findIndex((p) => isOnAir(p, status));
  const liveIndex = Math.max(0, onAirIndex);
  const [index, setIndex] = useState(liveIndex);
  const [paused, setPaused] = useState(false);
  const count = programs.length;
  useEffect(() => setIndex(liveIndex), [liveIndex]);
  useEffect(() => {
    if (paused || count < 2 || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const t = window.setInterval(() => setIndex((i) => (i + 1) % count), ADVANCE_MS);
    return () => window.clearInterval(t);
  }, [paused, count]);
  if (!count) return null;
  const p = programs[index % count]!;
  return (
    <section
      aria-labelledby="schedule-heading"
      className="bg-muted/60 py-12"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <Container>
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="schedule-heading" className="text-3xl font-semibold">
            {t('radio.carousel.title')}
          </h2>
          <Link to={paths.schedule.getHref()} className="inline-flex items-center gap-1.5 font-semibold text-primary hover:underline">
            <CalendarDays className="size-4" aria-hidden="true" /> {t('radio.wholeWeek')}
          </Link>
        </div>
        <div className="mt-6 flex items-center gap-3">
          <button
            type="button"
            aria-label={t('radio.carousel.previous')}
            onClick={() => setIndex((index - 1 + count) % count)}
            className="flex size-11 shrink-0 items-center justify-center rounded-full border border-border bg-surface hover:bg-muted"
          >
            <ChevronLeft className="size-5" />
          </button>
          <article
            aria-roledescription={t('radio.carousel.slide')}
            aria-label={t('radio.carousel.position', { index: index + 1, count })}
            className={cn(
              'flex min-h-44 flex-1 flex-col gap-2 rounded-(--radius-card) border bg-surface p-6',
              index % count === onAirIndex ? 'border-primary ring-2 ring-primary/20' : 'border-border',
            )}
          >
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-semibold text-ink-soft">{programTime(p)}</span>
              {index % count === onAirIndex ? (
                <Badge variant={status?.onAir.awaitingLive ? 'muted' : 'live'} data-testid="carousel-on-air">
                  <Radio className="size-3" aria-hidden="true" /> {onAirTag(status)}
                </Badge>
              ) : null}
              {p.plays === 'replay' ? <Badge variant="muted">{t('radio.replay')}</Badge> : null}
            </div>
            <h3 className="text-2xl font-semibold">{p.title}</h3>
            <p className="font-medium text-primary-strong">{t('radio.withHost', { host: p.host })}</p>
            <p className="text-ink-soft">{p.description}</p>
          </article>
          <button
            type="button"
            aria-label={t('radio.carousel.next')}
            onClick={() => setIndex((index + 1) % count)}
            className="flex size-11 shrink-0 items-center justify-center rounded-full border border-border bg-surface hover:bg-muted"
          >
            <ChevronRight className="size-5" />
          </button>
        </div>
        <div className="mt-4 flex flex-wrap justify-center gap-1" role="group" aria-label={t('radio.carousel.choose')}>
          {programs.map((prog, i) => (
            <button
              key={prog.id}
              type="button"
              aria-label={t('radio.carousel.show', { index: i + 1, title: prog.title })}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => setIndex(i)}
              className="flex size-6 items-center justify-center"
            >
              <span
                className={cn('block size-2.5 rounded-full', i === index ? 'bg-primary' : i === onAirIndex ? 'bg-live/60' : 'bg-border')}
              />
            </button>
          ))}
        </div>
      </Container>
    </section>
  );
}
