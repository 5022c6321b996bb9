import { lazy, Suspense, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { HandHeart, Headphones, Pause, Users } from 'lucide-react';
import { paths } from '@selah/contracts/paths';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/page';
import { Skeleton } from '@/components/ui/skeleton';
import { formatCount } from '@/lib/format';
import { useT, type MessageId } from '@/i18n/t';
import { openJoinDialog } from '@/lib/join-dialog-store';
import { useSession } from '@/lib/session';
import { useStation } from '@/features/site/api/get-station';
import { MinistryFieldsTeaser } from '@/features/community/components/ministry-fields-teaser';
import { useCommunityStats } from '@/features/community/api/get-community-stats';
import { useSchedule } from '@/features/radio/api/get-schedule';
import { useStreamStatus } from '@/features/radio/api/get-stream-status';
import { radioKeys } from '@/features/radio/api/keys';
import { player, usePlayer } from '@/features/radio/player/player-store';
import { ScheduleCarousel } from '@/features/radio/components/schedule-carousel';
import { ListenEverywhere } from '@/features/radio/components/listen-everywhere';
import { NowPlayingCard } from '@/features/radio/components/now-playing-card';
import { onAirLine } from '@/features/radio/on-air';

// Shown only when the station has a fund drive or sponsors (nothing until their answer): fetched
// after the page works, so a phone's Start Listening does not wait for giving's code.
const FundDriveProgress = lazy(() =>
  import('@/features/giving/components/fund-drive-progress').then((m) => ({ default: m.FundDriveProgress })),
);
const SponsorBanner = lazy(() => import('@/features/site/components/sponsor-banner').then((m) => ({ default: m.SponsorBanner })));

export default function HomePage() {
  const t = useT();
  const navigate = useNavigate();
  const station = useStation();
  const schedule = useSchedule();
  const status = useStreamStatus();
  const community = useCommunityStats();
  const { user } = useSession();
  const p = usePlayer();
  const queryClient = useQueryClient();
  // The visitor who just started listening is one of those "listening now": asked again at once.
  const listening = p.isPlaying && !p.episode;
  useEffect(() => {
    if (listening) void queryClient.invalidateQueries({ queryKey: radioKeys.status() });
  }, [listening, queryClient]);
  // What is on air as the station says it (a live program with nobody connected is music until its host goes live).
  const onAir = status.data?.onAir;
  const onAirText = onAirLine(onAir);
  // Every figure is read from the station: members and prayers from the database, listeners from the broadcast.
  const stats: Array<{ icon: typeof Users; value: string | null; label: MessageId; testId: string }> = [
    {
      icon: Users,
      value: community.data ? formatCount(community.data.totalMembers) : null,
      label: 'home.stat.members',
      testId: 'stat-members',
    },
    {
      icon: HandHeart,
      value: community.data ? formatCount(community.data.totalPrayers) : null,
      label: 'home.stat.prayers',
      testId: 'stat-prayers',
    },
    {
      icon: Headphones,
      // This visitor, once heard, is one of them even before the station's next answer counts them
      // (the answer asked for when they start can leave before their connection is counted).
      value: status.data ? formatCount(Math.max(status.data.station.listeners, listening ? 1 : 0)) : null,
      label: 'home.stat.listening',
      testId: 'stat-listeners',
    },
  ];

  return (
    <>
      <section className="relative overflow-hidden bg-night text-white">
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-[radial-gradient(circle_at_80%_20%,rgba(245,158,11,0.25),transparent_45%),radial-gradient(circle_at_10%_90%,rgba(154,52,18,0.45),transparent_50%)]"
        />
        <Container className="relative grid items-center gap-10 py-12 sm:py-16 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
          <div className="flex min-w-0 flex-col gap-6">
            <div className="h-8">
              {onAir?.source === 'live' ? (
                <Badge variant="live" className="max-w-full text-sm" data-testid="on-air-badge">
                  <span className="size-2 shrink-0 animate-pulse rounded-full bg-white" aria-hidden="true" />
                  <span className="truncate">{onAirText}</span>
                </Badge>
              ) : onAirText ? (
                <Badge variant="night" className="max-w-full text-sm" data-testid="on-air-badge">
                  <span className="truncate">{onAirText}</span>
                </Badge>
              ) : null}
            </div>
            <h1 className="max-w-3xl text-4xl leading-tight font-semibold text-white sm:text-6xl">
              {t('home.welcome', { station: station.name })}
            </h1>
            <p className="min-h-[5.25rem] max-w-2xl text-lg text-white/80 sm:text-xl">{station.description}</p>
            <div className="flex flex-wrap gap-3">
              <Button variant="gold" size="lg" onClick={() => (p.isPlaying ? player.pause() : void player.play())} data-testid="hero-play">
                {p.isPlaying ? <Pause aria-hidden="true" /> : <Headphones aria-hidden="true" />}{' '}
                {p.isPlaying ? t('radio.pause') : t('home.startListening')}
              </Button>
              {user ? null : (
                <Button
                  size="lg"
                  variant="outline"
                  className="border-white/30 bg-transparent text-white hover:bg-white/10"
                  onClick={() => openJoinDialog('join', { then: () => void navigate(paths.community.getHref()) })}
                >
                  {t('home.joinCommunity')}
                </Button>
              )}
            </div>
            <ul className="mt-2 grid max-w-2xl grid-cols-3 gap-3">
              {stats.map(({ icon: Icon, value, label, testId }) => (
                <li key={label} className="rounded-xl bg-white/10 p-3 text-center sm:p-4">
                  <Icon className="mx-auto size-5 text-gold" aria-hidden="true" />
                  <p
                    className="flex h-9 items-center justify-center font-display text-2xl font-semibold sm:h-10 sm:text-3xl"
                    data-testid={testId}
                  >
                    {value ?? <Skeleton className="h-7 w-12 bg-white/10" />}
                  </p>
                  <p className="text-xs text-white/75 sm:text-sm">{t(label)}</p>
                </li>
              ))}
            </ul>
          </div>
          <NowPlayingCard />
        </Container>
      </section>
      <Suspense fallback={null}>
        <FundDriveProgress link />
      </Suspense>
      {schedule.data ? <ScheduleCarousel programs={schedule.data.programs} status={status.data} /> : null}
      <MinistryFieldsTeaser />
      <ListenEverywhere />
      <Suspense fallback={null}>
        <SponsorBanner />
      </Suspense>
    </>
  );
}
