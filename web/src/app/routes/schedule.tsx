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

/** /schedule: the radio's week for listeners, in their own time zone, today first. */
export default function SchedulePage() {
  const week = useWeekSchedule();
  const status = useStreamStatus();
  const { isPlaying } = usePlayer();
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const today = new Date(week.data?.now ?? Date.now()).toLocaleDateString('en-CA');
  return (
    <>
      <PageHeader
        eyebrow="Radio"
        title="This week on the air"
        lead={`Every program's next airing, in your time zone (${zone.replace(/_/g, ' ')}). Between programs the AutoDJ plays music.`}
      >
        <div className="mt-5 flex flex-wrap gap-2">
          <Button onClick={() => void player.play()} disabled={isPlaying}>
            <Headphones aria-hidden="true" /> {isPlaying ? 'Listening' : 'Listen now'}
          </Button>
          <Button asChild variant="outline">
            <Link to={paths.live.getHref()}>
              <Video aria-hidden="true" /> Live studio
            </Link>
          </Button>
        </div>
      </PageHeader>
      <Container className="py-8 sm:py-10">
        {week.isPending ? (
          <Skeleton className="h-96" />
        ) : week.isError ? (
          <FallbackPanel type="error" title="The schedule could not be loaded" message="Check your connection and try again." />
        ) : (
          <WeekSchedule programs={week.data.programs} status={status.data} today={today} />
        )}
      </Container>
    </>
  );
}
