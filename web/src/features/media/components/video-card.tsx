import { Link } from 'react-router';
import { Eye, Heart, Play } from 'lucide-react';
import type { Video } from '@selah/contracts/media';
import { paths } from '@selah/contracts/paths';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { useT } from '@/i18n/t';
import { formatCount } from '@/lib/format';
import { useCategoryLabel } from './category-label';
import { formatDate, formatDuration } from './format';

/** Spec §2 /videos card: title, description, category, duration, views, likes, upload date and NEW. */
export function VideoCard({ video }: { video: Video }) {
  const t = useT();
  const categoryLabel = useCategoryLabel();
  return (
    <Card className="group flex flex-col overflow-hidden" data-testid="video-card">
      <Link to={paths.video.getHref(video.id)} className="relative block aspect-video bg-night">
        {video.posterUrl ? <img src={video.posterUrl} alt="" loading="lazy" className="h-full w-full object-cover" /> : null}
        <span className="absolute inset-0 flex items-center justify-center bg-night/20 opacity-90 transition-opacity group-hover:bg-night/35">
          <span className="flex size-14 items-center justify-center rounded-full bg-white/90 text-primary shadow-lg">
            <Play className="size-7 translate-x-0.5" aria-hidden="true" />
          </span>
        </span>
        <span className="absolute right-2 bottom-2 rounded bg-night/80 px-1.5 py-0.5 text-xs font-semibold text-white tabular-nums">
          {formatDuration(video.duration)}
        </span>
        {video.isNew ? (
          <Badge variant="live" className="absolute top-2 left-2">
            {t('media.new')}
          </Badge>
        ) : null}
        <span className="sr-only">{t('media.video.watch', { title: video.title })}</span>
      </Link>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-center gap-2">
          <Badge variant="muted">{categoryLabel(video.category)}</Badge>
          <span className="text-sm text-ink-soft">{formatDate(video.uploadDate)}</span>
        </div>
        <h3 className="text-lg leading-snug font-semibold">
          <Link to={paths.video.getHref(video.id)} className="hover:text-primary hover:underline">
            {video.title}
          </Link>
        </h3>
        <p className="line-clamp-2 text-sm text-ink-soft">{video.description}</p>
        <p className="mt-auto flex items-center gap-4 pt-1 text-sm text-ink-soft">
          <span className="inline-flex items-center gap-1">
            <Eye className="size-4" aria-hidden="true" /> <span aria-hidden="true">{formatCount(video.views)}</span>
            <span className="sr-only">{t('media.video.views', { count: video.views, shown: formatCount(video.views) })}</span>
          </span>
          <span className="inline-flex items-center gap-1">
            <Heart className="size-4" aria-hidden="true" /> <span aria-hidden="true">{formatCount(video.likes)}</span>
            <span className="sr-only">{t('media.video.likes', { count: video.likes, shown: formatCount(video.likes) })}</span>
          </span>
        </p>
      </div>
    </Card>
  );
}
