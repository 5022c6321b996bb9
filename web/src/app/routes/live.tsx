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
import { eventDate } from '@/features/events/lib/event-date';
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
import { T, useT } from '@/i18n/t';
import { useSession } from '@/lib/session';

export default function LivePage() {
  const t = useT();
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
        eyebrow={t('live.eyebrow')}
        title={live?.isLive ? live.title : t('live.offTitle')}
        lead={live?.isLive ? live.description || t('live.with', { name: live.broadcaster }) : t('live.offLead')}
      >
        <div className="mt-5 flex flex-wrap items-center gap-2" aria-live="polite">
          {live?.isLive ? (
            <Badge variant="live" data-testid="viewer-badge">
              <Eye className="size-3.5" aria-hidden="true" /> {t('live.watching', { count: live.viewerCount })}
            </Badge>
          ) : (
            <Badge variant="muted">{t('live.videoOffline')}</Badge>
          )}
          {radio ? (
            <Badge variant={radio.station.isLive ? 'gold' : 'default'} data-testid="radio-badge">
              <Radio className="size-3.5" aria-hidden="true" />{' '}
              {t(radio.station.isLive ? 'live.radioLive' : 'live.radio', { count: radio.station.listeners })}
            </Badge>
          ) : null}
          <FollowLiveButton title={t('live.theStation')} />
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
                    <T
                      id="live.nextService"
                      values={{
                        title: nextEvent.title,
                        date: eventDate(nextEvent),
                        time: nextEvent.time,
                        link: (c) => (
                          <Link to={paths.event.getHref(nextEvent.id)} className="font-semibold text-white underline">
                            {c}
                          </Link>
                        ),
                      }}
                    />
                  </p>
                ) : null}
                {next ? (
                  <p className="text-sm text-white/80">
                    <T
                      id="live.nextOnRadio"
                      values={{ title: next.title, time: next.time, b: (c) => <span className="font-semibold text-white">{c}</span> }}
                    />
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
        <aside className="flex min-w-0 flex-col gap-6" aria-label={t('live.aside')}>
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
                <HandHeart className="size-5 text-primary" aria-hidden="true" /> {t('live.prayer.title')}
              </CardTitle>
              <CardDescription>{t('live.prayer.body')}</CardDescription>
            </CardHeader>
            <CardContent>
              <Button asChild variant="outline">
                <Link to={`${paths.community.getHref()}?category=prayer`}>{t('live.prayer.share')}</Link>
              </Button>
            </CardContent>
          </Card>
        </aside>
      </Container>
    </>
  );
}
