import { Link, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { paths } from '@selah/contracts/paths';
import { ApiError } from '@/lib/api-client';
import { FallbackPanel } from '@/components/ui/fallback-panel';
import { Container } from '@/components/ui/page';
import { Skeleton } from '@/components/ui/skeleton';
import { useEpisode } from '@/features/media/api/get-episode';
import { EpisodeCard } from '@/features/media/components/episode-card';
import { SaveOfflineButton } from '@/features/media/offline/save-offline-button';
import { useSavedEpisodes } from '@/features/media/offline/saved-episodes';
import { ChapterList } from '@/features/media/components/chapter-list';
import { TimedTextEditor } from '@/features/media/components/timed-text-editor';
import { TranscriptPanel } from '@/features/media/components/transcript-panel';
import { useSession } from '@/lib/session';
import { T, useT } from '@/i18n/t';
import { useEpisodePlayback } from '../media-playback';

/** One episode, at its own address (shared links, the feed's item links). */
export default function EpisodePage() {
  const t = useT();
  const { id = '' } = useParams();
  const episode = useEpisode(id);
  const playback = useEpisodePlayback();
  const { user } = useSession();
  const staff = user?.role === 'admin' || user?.role === 'broadcaster';
  // Offline, an episode saved on this device still opens (and plays) from what was kept.
  const kept = useSavedEpisodes().find((s) => s.episode.id === id)?.episode;
  const data = episode.data ?? (episode.isError ? kept : undefined);
  const showHref = data?.showId ? paths.podcastShow.getHref(data.showId) : null;
  return (
    <Container className="max-w-3xl py-8 sm:py-12">
      <Link to={paths.podcasts.getHref()} className="mb-6 inline-flex items-center gap-2 font-semibold text-primary hover:underline">
        <ArrowLeft className="size-4" aria-hidden="true" /> {t('media.allEpisodes')}
      </Link>
      <h1 className="sr-only">{data?.title ?? t('media.episode.title')}</h1>
      {data ? null : episode.isPending ? (
        <Skeleton className="h-72" />
      ) : episode.error instanceof ApiError && episode.error.code === 'offline' ? (
        <FallbackPanel type="offline" message={episode.error.message} />
      ) : (
        <FallbackPanel type="empty" title={t('media.episode.notFound')} message={t('media.podcasts.noEpisodesYet')} />
      )}
      {data ? (
        <>
          <EpisodeCard episode={data} playing={playback.isPlaying(data)} onPlay={playback.toggle} />
          <div className="mt-4">
            <SaveOfflineButton episode={data} />
          </div>
          {showHref ? (
            <p className="mt-6">
              <T
                id="media.episode.fromSeries"
                values={{
                  title: data.showTitle,
                  link: (c) => (
                    <Link to={showHref} className="font-semibold text-primary hover:underline">
                      {c}
                    </Link>
                  ),
                }}
              />
            </p>
          ) : null}
          <ChapterList id={data.id} has={!!data.chaptersUrl} onSeek={(seconds) => playback.playFrom(data, seconds)} />
          <TranscriptPanel kind="episode" id={data.id} has={!!data.transcriptUrl} />
          {staff ? (
            <TimedTextEditor kind="episode" id={data.id} hasTranscript={!!data.transcriptUrl} hasChapters={!!data.chaptersUrl} />
          ) : null}
        </>
      ) : null}
    </Container>
  );
}
