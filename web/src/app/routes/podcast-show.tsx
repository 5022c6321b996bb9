import { Link, useParams } from 'react-router';
import { ArrowLeft, Rss } from 'lucide-react';
import { paths } from '@selah/contracts/paths';
import { Button } from '@/components/ui/button';
import { FallbackPanel } from '@/components/ui/fallback-panel';
import { Container, PageHeader } from '@/components/ui/page';
import { useEpisodes } from '@/features/media/api/get-episodes';
import { useShow } from '@/features/media/api/get-shows';
import { EpisodeCard } from '@/features/media/components/episode-card';
import { useT } from '@/i18n/t';
import { EpisodeGridSkeleton, useEpisodePlayback } from '../media-playback';

/** A series: its description, its feed, and its episodes. */
export default function PodcastShowPage() {
  const t = useT();
  const { id = '' } = useParams();
  const show = useShow(id);
  const episodes = useEpisodes({ showId: id });
  const playback = useEpisodePlayback();
  const list = episodes.data?.pages.flatMap((p) => p.episodes) ?? [];
  if (show.isError) {
    return (
      <Container className="py-12">
        <h1 className="sr-only">{t('media.show.notFound')}</h1>
        <FallbackPanel type="empty" title={t('media.show.notFoundBody')} message={t('media.podcasts.noEpisodesYet')} />
      </Container>
    );
  }
  return (
    <>
      <PageHeader eyebrow={t('media.show.eyebrow')} title={show.data?.title ?? t('media.show.series')} lead={show.data?.description}>
        <div className="mt-4 flex flex-wrap items-center gap-4">
          {show.data?.host ? <p className="text-ink-soft">{t('media.hostedBy', { host: show.data.host })}</p> : null}
          {show.data ? (
            <Button asChild size="sm" variant="outline">
              <Link to={paths.podcastSubscribe.getHref(id)}>
                <Rss aria-hidden="true" /> {t('media.followInApp')}
              </Link>
            </Button>
          ) : null}
        </div>
      </PageHeader>
      <Container className="py-8 sm:py-12">
        <Link to={paths.podcasts.getHref()} className="mb-6 inline-flex items-center gap-2 font-semibold text-primary hover:underline">
          <ArrowLeft className="size-4" aria-hidden="true" /> {t('media.allEpisodes')}
        </Link>
        {episodes.isPending ? (
          <EpisodeGridSkeleton />
        ) : list.length === 0 ? (
          <FallbackPanel type="empty" title={t('media.podcasts.noEpisodes')} message={t('media.podcasts.noEpisodesYet')} />
        ) : (
          <div className="grid gap-5 md:grid-cols-2 xl:grid-cols-3">
            {list.map((e) => (
              <EpisodeCard key={e.id} episode={e} playing={playback.isPlaying(e)} onPlay={playback.toggle} />
            ))}
          </div>
        )}
      </Container>
    </>
  );
}
