import { useState } from 'react';
import { Search } from 'lucide-react';
import { videoSorts, type VideoSort } from '@selah/contracts/media';
import { FallbackPanel } from '@/components/ui/fallback-panel';
import { Input, NativeSelect } from '@/components/ui/input';
import { Container, PageHeader } from '@/components/ui/page';
import { Skeleton } from '@/components/ui/skeleton';
import { useVideoCategories } from '@/features/media/api/get-video-categories';
import { useVideos } from '@/features/media/api/get-videos';
import { useCategoryLabel } from '@/features/media/components/category-label';
import { CategoryChips } from '@/features/media/components/category-chips';
import { StudioPanel } from '@/features/media/components/studio-panel';
import { VideoCard } from '@/features/media/components/video-card';
import { useT, type MessageId } from '@/i18n/t';
import { useSession } from '@/lib/session';
import { useDebouncedValue } from '@/lib/use-debounced-value';

const sortLabels: Record<VideoSort, MessageId> = {
  recent: 'media.videos.sort.recent',
  popular: 'media.videos.sort.popular',
  trending: 'media.videos.sort.trending',
  views: 'media.videos.sort.views',
  likes: 'media.videos.sort.likes',
};

export default function VideosPage() {
  const t = useT();
  const categoryLabel = useCategoryLabel();
  const { user, token } = useSession();
  const staff = user?.role === 'admin' || user?.role === 'broadcaster';
  const [category, setCategory] = useState('All');
  const [sortBy, setSortBy] = useState<VideoSort>('recent');
  const [input, setInput] = useState('');
  const [typed, setSearch] = useDebouncedValue(input, 300);
  const search = typed.trim();
  const videos = useVideos({ category, sortBy, search: search || undefined }, token);
  const categories = useVideoCategories();
  const total = categories.data?.reduce((n, c) => n + c.count, 0);
  const clear = () => {
    setInput('');
    setSearch('');
    setCategory('All');
    setSortBy('recent');
  };
  return (
    <>
      <PageHeader eyebrow={t('media.videos.eyebrow')} title={t('media.videos.title')} lead={t('media.videos.lead')} />
      <Container className="py-8 sm:py-12">
        {staff ? <StudioPanel kind="video" /> : null}
        <div className="mb-6 flex flex-col gap-4">
          <div className="flex flex-col gap-3 sm:flex-row">
            <div className="relative flex-1">
              <Search className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-ink-soft" aria-hidden="true" />
              <Input
                type="search"
                value={input}
                onChange={(e) => setInput(e.target.value)}
                placeholder={t('media.videos.searchPlaceholder')}
                aria-label={t('media.videos.searchLabel')}
                className="pl-11"
              />
            </div>
            <NativeSelect
              value={sortBy}
              onChange={(e) => setSortBy(e.target.value as VideoSort)}
              aria-label={t('media.videos.sortLabel')}
              className="sm:w-56"
            >
              {videoSorts.map((s) => (
                <option key={s} value={s}>
                  {t(sortLabels[s])}
                </option>
              ))}
            </NativeSelect>
          </div>
          <CategoryChips
            label={t('media.videos.categories')}
            value={category}
            onChange={setCategory}
            options={[
              { value: 'All', label: t('media.all'), ...(total !== undefined ? { count: total } : {}) },
              ...(categories.data ?? []).map((c) => ({ value: c.name, label: categoryLabel(c.name), count: c.count })),
            ]}
          />
        </div>
        {videos.isPending ? (
          <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} className="aspect-4/3" />
            ))}
          </div>
        ) : videos.isError ? (
          <FallbackPanel
            type="error"
            message={t('media.videos.failed')}
            action={{ label: t('media.videos.refresh'), onClick: () => void videos.refetch() }}
          />
        ) : videos.data.videos.length === 0 ? (
          <FallbackPanel
            type="empty"
            title={t('media.videos.none')}
            message={t('media.videos.noneMatching')}
            action={{ label: t('media.clearFilters'), onClick: clear }}
          />
        ) : (
          <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {videos.data.videos.map((v) => (
              <VideoCard key={v.id} video={v} />
            ))}
          </div>
        )}
      </Container>
    </>
  );
}
