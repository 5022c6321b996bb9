import { useState } from 'react';
import { Link } from 'react-router';
import { Rss, Search } from 'lucide-react';
import { episodeCategories } from '@selah/contracts/media';
import { paths } from '@selah/contracts/paths';
import { Button } from '@/components/ui/button';
import { FallbackPanel } from '@/components/ui/fallback-panel';
import { Input } from '@/components/ui/input';
import { Container, PageHeader } from '@/components/ui/page';
import { useEpisodes } from '@/features/media/api/get-episodes';
import { useShows } from '@/features/media/api/get-shows';
import { useCategoryLabel } from '@/features/media/components/category-label';
import { CategoryChips } from '@/features/media/components/category-chips';
import { EpisodeCard } from '@/features/media/components/episode-card';
import { FeaturedSeries } from '@/features/media/components/featured-series';
import { StudioPanel } from '@/features/media/components/studio-panel';
import { useT } from '@/i18n/t';
import { useSession } from '@/lib/session';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { EpisodeGridSkeleton, useEpisodePlayback } from '../media-playback';

export default function PodcastsPage() {
  const t = useT();
  const categoryLabel = useCategoryLabel();
  const { user } = useSession();
  const staff = user?.role === 'admin' || user?.role === 'broadcaster';
  const [category, setCategory] = useState('All');
  const [input, setInput] = useState('');
  const [typed, setSearch] = useDebouncedValue(input, 300);
  const search = typed.trim();
  const episodes = useEpisodes({ category, search: search || undefined });
  const shows = useShows();
  const playback = useEpisodePlayback();
  const list = episodes.data?.pages.flatMap((p) => p.episodes) ?? [];
  const filtered = category !== 'All' || !!search;
  const clear = () => {
    setInput('');
    setSearch('');
    setCategory('All');
  };

  return (
    <>
      <PageHeader eyebrow={t('media.podcasts.eyebrow')} title={t('media.podcasts.title')} lead={t('media.podcasts.lead')}>
        <p className="mt-4">
          <Link to={paths.podcastSubscribe.getHref()} className="inline-flex items-center gap-2 font-semibold text-primary hover:underline">
            <Rss className="size-4" aria-hidden="true" /> {t('media.followInApp')}
          </Link>
        </p>
      </PageHeader>
      <Container className="py-8 sm:py-12">
        {staff ? <StudioPanel kind="episode" /> : null}
        <div className="mb-6 flex flex-col gap-4">
          <div className="relative max-w-xl">
            <Search className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-ink-soft" aria-hidden="true" />
            <Input
              type="search"
              value={input}
              onChange={(e) => setInput(e.target.value)}
              placeholder={t('media.podcasts.searchPlaceholder')}
              aria-label={t('media.podcasts.searchLabel')}
              className="pl-11"
            />
          </div>
          <CategoryChips
            label={t('media.podcasts.categories')}
            value={category}
            onChange={setCategory}
            options={['All', ...episodeCategories].map((c) => ({ value: c, label: categoryLabel(c) }))}
          />
        </div>
        {episodes.isPending ? (
          <EpisodeGridSkeleton />
        ) : episodes.isError ? (
          <FallbackPanel type="error" action={{ label: t('common.retry'), onClick: () => void episodes.refetch() }} />
        ) : list.length === 0 ? (
          <FallbackPanel
            type="empty"
            title={t('media.podcasts.noEpisodes')}
            message={filtered ? t('media.podcasts.noEpisodesFiltered') : t('media.podcasts.noEpisodesYet')}
            action={{ label: t('media.clearFilters'), onClick: clear }}
          />
        ) : (
          <>
            <div className="grid gap-5 md:grid-cols-2 xl:grid-cols-3">
              {list.map((e) => (
                <EpisodeCard key={e.id} episode={e} playing={playback.isPlaying(e)} onPlay={playback.toggle} />
              ))}
            </div>
            {episodes.hasNextPage ? (
              <div className="mt-8 flex justify-center">
                <Button variant="outline" onClick={() => void episodes.fetchNextPage()} disabled={episodes.isFetchingNextPage}>
                  {episodes.isFetchingNextPage ? t('common.loading') : t('media.podcasts.more')}
                </Button>
              </div>
            ) : null}
          </>
        )}
        <FeaturedSeries shows={shows.data?.shows ?? []} />
      </Container>
    </>
  );
}
