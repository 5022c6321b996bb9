import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CalendarDays, Headphones } from 'lucide-react';
import { paths } from '@selah/contracts/paths';
import type { ScheduleProgram, StreamStatus } from '@selah/contracts/radio';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useT } from '@/i18n/t';
import { isOnAir, onAirTag, programTime } from '../on-air';
import { player, usePlayer } from '../player/player-store';

/** Today's programs on the live page: the one the station's status says is on air highlighted, in its words. */
export function TodaysSchedule({
  programs,
  status,
  loading,
  failed,
  later,
  every,
}: {
  programs: ScheduleProgram[];
  status: StreamStatus | undefined;
  loading: boolean;
  failed: boolean;
  /** What a program still to come offers (the page's reminder button). */
  later: (program: ScheduleProgram) => ReactNode;
  /** What every program offers (the page's "Notify me when live"). */
  every?: (program: ScheduleProgram) => ReactNode;
}) {
  const t = useT();
  const { isPlaying } = usePlayer();
  const onAirIndex = programs.findIndex((x) => isOnAir(x, status));
  return (
    <Card aria-labelledby="today-heading">
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle id="today-heading">{t('radio.today.title')}</CardTitle>
        <Link to={paths.schedule.getHref()} className="inline-flex items-center gap-1.5 text-sm font-semibold text-primary hover:underline">
          <CalendarDays className="size-4" aria-hidden="true" /> {t('radio.wholeWeek')}
        </Link>
      </CardHeader>
      <CardContent>
        {loading ? <Skeleton className="h-40" /> : null}
        {!loading && (failed || !programs.length) ? <p className="text-ink-soft">{t('radio.today.none')}</p> : null}
        <ul className="flex flex-col divide-y divide-border">
          {programs.map((p, i) => {
            const now = i === onAirIndex;
            return (
              <li key={p.id} className={`flex flex-wrap items-center gap-3 py-3 ${now ? 'rounded-xl bg-primary-soft/60 px-3' : ''}`}>
                <span className="w-36 shrink-0 text-sm font-semibold text-ink-soft">{programTime(p)}</span>
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold break-words">{p.title}</span>
                  <span className="block text-sm break-words text-ink-soft">{p.host}</span>
                </span>
                {now ? (
                  <>
                    <Badge data-testid="live-page-on-air">{onAirTag(status)}</Badge>
                    <Button size="sm" onClick={() => void player.play()} disabled={isPlaying}>
                      <Headphones aria-hidden="true" /> {isPlaying ? t('radio.listening') : t('radio.today.join')}
                    </Button>
                  </>
                ) : i > onAirIndex ? (
                  later(p)
                ) : null}
                {every?.(p)}
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
