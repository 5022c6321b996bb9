import { useState } from 'react';
import { Search } from 'lucide-react';
import { mediaMessages, videoSorts, type VideoSort } from '@selah/contracts/media';
import { FallbackPanel } from '@/components/ui/fallback-panel';
import { Input, NativeSelect } from '@/components/ui/input';
import { Container, PageHeader } from '@/components/ui/page';
import { Skeleton } from '@/components/ui/skeleton';
import { useVideoCategories } from '@/features/media/api/get-video-categories';
import { useVideos } from '@/features/media/api/get-videos';
import { CategoryChips } from '@/features/media/components/category-chips';
import { StudioPanel } from '@/features/media/components/studio-panel';
import { VideoCard } from '@/features/media/components/video-card';
import { useSession } from '@/lib/session';
import { useDebouncedValue } from '@/lib/use-debounced-value';

const sortLabels: Record<VideoSort, string> = {
  recent: 'Most recent',
  popular: 'Most popular',
  trending: 'Trending this week',
  views: 'Most viewed',
  likes: 'Most liked',
};

export default function VideosPage() {
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
      <PageHeader eyebrow="Videos" title="Watch & Worship" lead="Worship sets, services, testimonies and teachings from our studio." />
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
                placeholder="Search videos…"
                aria-label="Search videos"
                className="pl-11"
              />
            </div>
            <NativeSelect
              value={sortBy}
              onChange={(e) => setSortBy(e.target.value as VideoSort)}
              aria-label="Sort videos"
              className="sm:w-56"
            >
              {videoSorts.map((s) => (
                <option key={s} value={s}>
                  {sortLabels[s]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <CategoryChips
            label="Video categories"
            value={category}
            onChange={setCategory}
            options={[
              { value: 'All', label: 'All', ...(total !== undefined ? { count: total } : {}) },
              ...(categories.data ?? []).map((c) => ({ value: c.name, label: c.name, count: c.count })),
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
            message={mediaMessages.videosFailed}
            action={{ label: 'Refresh', onClick: () => void videos.refetch() }}
          />
        ) : videos.data.videos.length === 0 ? (
          <FallbackPanel
            type="empty"
            title="No videos"
            message={mediaMessages.noVideos}
            action={{ label: 'Clear Filters', onClick: clear }}
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
