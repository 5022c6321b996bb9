import type { Episode } from '@selah/contracts/media';
import { Skeleton } from '@/components/ui/skeleton';
import { player, usePlayer } from '@/features/radio/player/player-store';

/**
 * Where the podcast pages meet the radio's docked player (pages may combine features; the media
 * feature itself never imports the radio's).
 */
/** Plays (or pauses) an episode in the site's docked player. */
export function useEpisodePlayback() {
  const p = usePlayer();
  const isPlaying = (e: Episode) => p.episode?.id === e.id && p.isPlaying;
  const dock = (e: Episode, startAt?: number) =>
    player.playEpisode(
      {
        id: e.id,
        title: e.title,
        host: e.host,
        show: e.showTitle,
        src: e.audioUrl,
        // The podcasts' own cover (the feeds' image) for an episode and show without one.
        artwork: e.artworkUrl ?? '/media/podcast-artwork.png',
        duration: e.duration,
      },
      startAt,
    );
  const toggle = (e: Episode) => {
    if (isPlaying(e)) player.pause();
    else void dock(e);
  };
  /** A chapter chosen: the dock moves there (playing this episode, or starting it there). */
  const playFrom = (e: Episode, seconds: number) => void dock(e, seconds);
  return { isPlaying, toggle, playFrom };
}

export function EpisodeGridSkeleton() {
  return (
    <div className="grid gap-5 md:grid-cols-2 xl:grid-cols-3" data-testid="episodes-loading">
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} className="h-64" />
      ))}
    </div>
  );
}
