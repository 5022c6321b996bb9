import { Link } from 'react-router';
import { HandHeart, Headphones, Radio, Users } from 'lucide-react';
import { paths } from '@selah/contracts/paths';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/page';
import { Skeleton } from '@/components/ui/skeleton';
import { useStation } from '@/features/site/api/get-station';
import { SponsorBanner } from '@/features/site/components/sponsor-banner';
import { MinistryFieldsTeaser } from '@/features/community/components/ministry-fields-teaser';
import { useSchedule } from '@/features/radio/api/get-schedule';
import { useStreamStatus } from '@/features/radio/api/get-stream-status';
import { player, usePlayer } from '@/features/radio/player/player-store';
import { ScheduleCarousel } from '@/features/radio/components/schedule-carousel';
import { ListenEverywhere } from '@/features/radio/components/listen-everywhere';

const stats = [
  { icon: Users, value: '2,500+', label: 'Family Members' },
  { icon: HandHeart, value: '45K+', label: 'Prayers Lifted Up' },
  { icon: Radio, value: '24/7', label: 'Live Ministry' },
];

export default function HomePage() {
  const station = useStation();
  const schedule = useSchedule();
  const status = useStreamStatus();
  const p = usePlayer();
  const onAir = schedule.data?.programs.find((x) => x.isLive);
  const notConnected = status.data?.isConnected === false || status.isError;
  const disabled = p.isPlaying || p.error === 'stream_error' || notConnected;

  return (
    <>
      <section className="relative overflow-hidden bg-night text-white">
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-[radial-gradient(circle_at_80%_20%,rgba(245,158,11,0.25),transparent_45%),radial-gradient(circle_at_10%_90%,rgba(154,52,18,0.45),transparent_50%)]"
        />
        <Container className="relative flex flex-col gap-6 py-14 sm:py-20">
          {schedule.isPending ? (
            <Skeleton className="h-8 w-64 bg-white/10" />
          ) : onAir ? (
            <Badge variant="live" className="self-start text-sm">
              <span className="size-2 animate-pulse rounded-full bg-white" aria-hidden="true" /> LIVE NOW · {onAir.title}
            </Badge>
          ) : null}
          <h1 className="max-w-3xl text-4xl leading-tight font-semibold text-white sm:text-6xl">Welcome to {station.name}</h1>
          <p className="max-w-2xl text-lg text-white/80 sm:text-xl">{station.description}</p>
          {p.isPlaying && status.data?.song.title ? (
            <p className="text-lg text-gold" aria-live="polite" data-testid="hero-now-playing">
              Now Playing: <strong>{status.data.song.title}</strong>
              {status.data.song.artist ? ` · ${status.data.song.artist}` : ''}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-3">
            <Button variant="gold" size="lg" disabled={disabled} onClick={() => void player.play()}>
              <Headphones aria-hidden="true" /> {p.isPlaying ? 'Now Playing' : 'Start Listening'}
            </Button>
            <Button asChild size="lg" variant="outline" className="border-white/30 bg-transparent text-white hover:bg-white/10">
              <Link to={paths.community.getHref()}>Join Community</Link>
            </Button>
          </div>
          <ul className="mt-4 grid max-w-2xl grid-cols-3 gap-3">
            {stats.map(({ icon: Icon, value, label }) => (
              <li key={label} className="rounded-xl bg-white/10 p-3 text-center sm:p-4">
                <Icon className="mx-auto size-5 text-gold" aria-hidden="true" />
                <p className="font-display text-2xl font-semibold sm:text-3xl">{value}</p>
                <p className="text-xs text-white/75 sm:text-sm">{label}</p>
              </li>
            ))}
          </ul>
        </Container>
      </section>
      {schedule.data ? <ScheduleCarousel programs={schedule.data.programs} /> : null}
      <MinistryFieldsTeaser />
      <ListenEverywhere />
      <SponsorBanner />
    </>
  );
}
