import { Link, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { mediaMessages } from '@selah/contracts/media';
import { paths } from '@selah/contracts/paths';
import { FallbackPanel } from '@/components/ui/fallback-panel';
import { Container } from '@/components/ui/page';
import { Skeleton } from '@/components/ui/skeleton';
import { useEpisode } from '@/features/media/api/get-episode';
import { EpisodeCard } from '@/features/media/components/episode-card';
import { useEpisodePlayback } from '../media-playback';

/** One episode, at its own address (shared links, the feed's item links). */
export default function EpisodePage() {
  const { id = '' } = useParams();
  const episode = useEpisode(id);
  const playback = useEpisodePlayback();
  return (
    <Container className="max-w-3xl py-8 sm:py-12">
      <Link to={paths.podcasts.getHref()} className="mb-6 inline-flex items-center gap-2 font-semibold text-primary hover:underline">
        <ArrowLeft className="size-4" aria-hidden="true" /> All episodes
      </Link>
      <h1 className="sr-only">{episode.data?.title ?? 'Episode'}</h1>
      {episode.isPending ? (
        <Skeleton className="h-72" />
      ) : episode.isError ? (
        <FallbackPanel type="empty" title={mediaMessages.episodeNotFound} message={mediaMessages.noEpisodesYet} />
      ) : (
        <>
          <EpisodeCard episode={episode.data} playing={playback.isPlaying(episode.data)} onPlay={playback.toggle} />
          {episode.data.showId ? (
            <p className="mt-6">
              From the series{' '}
              <Link to={paths.podcastShow.getHref(episode.data.showId)} className="font-semibold text-primary hover:underline">
                {episode.data.showTitle}
              </Link>
            </p>
          ) : null}
        </>
      )}
    </Container>
  );
}
