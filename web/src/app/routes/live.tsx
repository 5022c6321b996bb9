import { Link } from 'react-router';
import { Eye, HandHeart, Radio } from 'lucide-react';
import { paths } from '@selah/contracts/paths';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Container, PageHeader } from '@/components/ui/page';
import { FollowLiveButton } from '@/features/events/components/follow-live-button';
import { RemindMeButton } from '@/features/events/components/remind-me-button';
import { UpcomingEvents } from '@/features/events/components/upcoming-events';
import { useUpcomingEvents } from '@/features/events/api/get-upcoming-events';
import { useLiveStatus } from '@/features/live/api/get-live-status';
import { useStreamSocket } from '@/features/live/api/use-stream-socket';
import { LiveChat } from '@/features/live/components/live-chat';
import { LivePlayer } from '@/features/live/components/live-player';
import { RequestSongPanel } from '@/features/radio/components/request-song-panel';
import { StudioMessageForm } from '@/features/radio/components/studio-message-form';
import { useSchedule } from '@/features/radio/api/get-schedule';
import { useStreamStatus } from '@/features/radio/api/get-stream-status';
import { TodaysSchedule } from '@/features/radio/components/todays-schedule';
import { isOnAir } from '@/features/radio/on-air';
import { useSession } from '@/lib/session';

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

export default function LivePage() {
  const { user } = useSession();
  const socket = useStreamSocket();
  const live = useLiveStatus().data;
  const radio = useStreamStatus().data;
  const schedule = useSchedule();
  const programs = schedule.data?.programs ?? [];
  const onAirIndex = programs.findIndex((p) => isOnAir(p, radio));
  const next = onAirIndex >= 0 ? programs[onAirIndex + 1] : undefined;
  const canModerate = user?.role === 'admin' || user?.role === 'broadcaster';
  const nextEvent = useUpcomingEvents(3).data?.[0];

  return (
    <>
      <PageHeader
        eyebrow="Live Studio"
        title={live?.isLive ? live.title : 'Watch and pray along'}
        lead={
          live?.isLive
            ? live.description || `With ${live.broadcaster}`
            : 'Services and shows stream here live. The radio plays on around the clock.'
        }
      >
        <div className="mt-5 flex flex-wrap items-center gap-2" aria-live="polite">
          {live?.isLive ? (
            <Badge variant="live" data-testid="viewer-badge">
              <Eye className="size-3.5" aria-hidden="true" /> Live · {plural(live.viewerCount, 'watching', 'watching')}
            </Badge>
          ) : (
            <Badge variant="muted">Video offline</Badge>
          )}
          {radio ? (
            <Badge variant={radio.station.isLive ? 'gold' : 'default'} data-testid="radio-badge">
              <Radio className="size-3.5" aria-hidden="true" /> {radio.station.isLive ? 'Radio live' : 'Radio'} ·{' '}
              {plural(radio.station.listeners, 'listener', 'listeners')}
            </Badge>
          ) : null}
          <FollowLiveButton title="the station" />
        </div>
      </PageHeader>
      <Container className="grid gap-6 py-8 lg:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
          <LivePlayer
            status={live}
            offline={
              <>
                {nextEvent ? (
                  <p className="text-sm text-white/80" data-testid="offline-next-event">
                    Next service:{' '}
                    <Link to={paths.event.getHref(nextEvent.id)} className="font-semibold text-white underline">
                      {nextEvent.title}
                    </Link>
                    , {nextEvent.formattedDate} · {nextEvent.time}
                  </p>
                ) : null}
                {next ? (
                  <p className="text-sm text-white/80">
                    Next on the radio: <span className="font-semibold text-white">{next.title}</span> at {next.time}
                  </p>
                ) : null}
              </>
            }
          />
          <TodaysSchedule
            programs={programs}
            status={radio}
            loading={schedule.isPending}
            failed={schedule.isError}
            later={(p) => <RemindMeButton target={{ programId: p.id }} title={p.title} programTime={p.time} />}
            every={(p) => <FollowLiveButton programId={p.id} title={p.title} />}
          />
          <div className="grid gap-6 md:grid-cols-2">
            <RequestSongPanel />
            <StudioMessageForm defaultName={user ? user.displayName || user.username : ''} />
          </div>
        </div>
        <aside className="flex min-w-0 flex-col gap-6" aria-label="Chat and community">
          <LiveChat
            memberName={user ? user.displayName || user.username : null}
            canModerate={canModerate}
            connected={socket.connected}
            sendOverSocket={socket.send}
          />
          <UpcomingEvents limit={3} />
          <Card>
            <CardHeader>
              <CardTitle className="flex items-center gap-2">
                <HandHeart className="size-5 text-primary" aria-hidden="true" /> Prayer Requests
              </CardTitle>
              <CardDescription>Share what is on your heart; the community prays with you.</CardDescription>
            </CardHeader>
            <CardContent>
              <Button asChild variant="outline">
                <Link to={`${paths.community.getHref()}?category=prayer`}>Share a prayer request</Link>
              </Button>
            </CardContent>
          </Card>
        </aside>
      </Container>
    </>
  );
}
