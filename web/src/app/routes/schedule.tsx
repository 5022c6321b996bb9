import { Link } from 'react-router';
import { Headphones, Video } from 'lucide-react';
import { paths } from '@selah/contracts/paths';
import { Button } from '@/components/ui/button';
import { FallbackPanel } from '@/components/ui/fallback-panel';
import { Container, PageHeader } from '@/components/ui/page';
import { Skeleton } from '@/components/ui/skeleton';
import { useStreamStatus } from '@/features/radio/api/get-stream-status';
import { useWeekSchedule } from '@/features/radio/api/get-week-schedule';
import { WeekSchedule } from '@/features/radio/components/week-schedule';
import { player, usePlayer } from '@/features/radio/player/player-store';
import { useT } from '@/i18n/t';

/** /schedule: the radio's week for listeners, in their own time zone, today first. */
export default function SchedulePage() {
  const t = useT();
  const week = useWeekSchedule();
  const status = useStreamStatus();
  const { isPlaying } = usePlayer();
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const today = new Date(week.data?.now ?? Date.now()).toLocaleDateString('en-CA');
  return (
    <>
      <PageHeader
        eyebrow={t('radio.schedule.eyebrow')}
        title={t('radio.schedule.title')}
        lead={t('radio.schedule.lead', { zone: zone.replace(/_/g, ' ') })}
      >
        <div className="mt-5 flex flex-wrap gap-2">
          <Button onClick={() => void player.play()} disabled={isPlaying}>
            <Headphones aria-hidden="true" /> {isPlaying ? t('radio.listening') : t('radio.schedule.listenNow')}
          </Button>
          <Button asChild variant="outline">
            <Link to={paths.live.getHref()}>
              <Video aria-hidden="true" /> {t('radio.schedule.liveStudio')}
            </Link>
          </Button>
        </div>
      </PageHeader>
      <Container className="py-8 sm:py-10">
        {week.isPending ? (
          <Skeleton className="h-96" />
        ) : week.isError ? (
          <FallbackPanel type="error" title={t('radio.schedule.failed')} message={t('radio.schedule.failedHint')} />
        ) : (
          <WeekSchedule programs={week.data.programs} status={status.data} today={today} />
        )}
      </Container>
    </>
  );
}
