import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeft, Eye, Heart } from 'lucide-react';
import { paths } from '@selah/contracts/paths';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FallbackPanel } from '@/components/ui/fallback-panel';
import { Container } from '@/components/ui/page';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toaster';
import { useVideo } from '@/features/media/api/get-video';
import { useLikeVideo } from '@/features/media/api/like-video';
import { viewVideo } from '@/features/media/api/view-video';
import { formatDate } from '@/features/media/components/format';
import { useCategoryLabel } from '@/features/media/components/category-label';
import { VideoCard } from '@/features/media/components/video-card';
import { TimedTextEditor } from '@/features/media/components/timed-text-editor';
import { TranscriptPanel } from '@/features/media/components/transcript-panel';
import { player } from '@/features/radio/player/player-store';
import { useT } from '@/i18n/t';
import { formatCount } from '@/lib/format';
import { useSession } from '@/lib/session';

/** A video: plays on its page, with its description and related videos. */
export default function VideoPage() {
  const t = useT();
  const categoryLabel = useCategoryLabel();
  const { id = '' } = useParams();
  const { token, user } = useSession();
  const staff = user?.role === 'admin' || user?.role === 'broadcaster';
  const video = useVideo(id, token);
  const like = useLikeVideo();
  const counted = useRef<string | null>(null);
  const onPlay = () => {
    // The dock's audio would play over the video.
    player.pause();
    if (counted.current === id) return;
    counted.current = id;
    void viewVideo(id).catch(() => undefined);
  };
  useEffect(() => window.scrollTo(0, 0), [id]);

  if (video.isPending) {
    return (
      <Container className="py-8">
        <Skeleton className="aspect-video w-full" />
      </Container>
    );
  }
  if (video.isError) {
    return (
      <Container className="py-12">
        <h1 className="sr-only">{t('media.video.notFound')}</h1>
        <FallbackPanel type="empty" title={t('media.video.notFoundBody')} message={t('media.videos.noneMatching')} />
      </Container>
    );
  }
  const v = video.data;
  return (
    <Container className="py-8 sm:py-12">
      <Link to={paths.videos.getHref()} className="mb-6 inline-flex items-center gap-2 font-semibold text-primary hover:underline">
        <ArrowLeft className="size-4" aria-hidden="true" /> {t('media.video.all')}
      </Link>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <article>
          <video
            key={v.id}
            controls
            playsInline
            preload="metadata"
            poster={v.posterUrl ?? undefined}
            onPlay={onPlay}
            className="aspect-video w-full rounded-2xl bg-night"
            data-testid="video-player"
          >
            <source src={v.videoUrl} type={v.videoType} />
            {v.captionsUrl ? (
              <track kind="captions" src={v.captionsUrl} srcLang="en" label={t('reach.captions.language')} default />
            ) : (
              <track kind="captions" />
            )}
          </video>
          <div className="mt-5 flex flex-wrap items-center gap-3">
            <Badge>{categoryLabel(v.category)}</Badge>
            {v.isNew ? <Badge variant="live">{t('media.new')}</Badge> : null}
            <span className="text-ink-soft">{formatDate(v.uploadDate)}</span>
          </div>
          <h1 className="mt-3 text-2xl font-semibold sm:text-4xl">{v.title}</h1>
          <div className="mt-3 flex flex-wrap items-center gap-4 text-ink-soft">
            <span className="inline-flex items-center gap-1">
              <Eye className="size-4" aria-hidden="true" /> {t('media.video.views', { count: v.views, shown: formatCount(v.views) })}
            </span>
            <Button
              variant={v.isLiked ? 'primary' : 'outline'}
              size="sm"
              aria-pressed={v.isLiked}
              onClick={() => {
                if (!token) return toast.error(t('media.video.loginToLike'));
                like.mutate({ id: v.id, liked: !v.isLiked }, { onError: (err) => toast.error(err.message) });
              }}
            >
              <Heart aria-hidden="true" /> {t('media.video.likes', { count: v.likes, shown: formatCount(v.likes) })}
            </Button>
          </div>
          {v.description ? <p className="mt-5 whitespace-pre-line text-lg text-ink-soft">{v.description}</p> : null}
          <TranscriptPanel kind="video" id={v.id} has={!!v.captionsUrl} />
          {staff ? <TimedTextEditor kind="video" id={v.id} hasTranscript={!!v.captionsUrl} /> : null}
        </article>
        <aside aria-labelledby="related-videos">
          <h2 id="related-videos" className="mb-4 text-xl font-semibold">
            {t('media.video.related')}
          </h2>
          {v.related.length ? (
            <div className="flex flex-col gap-5">
              {v.related.map((r) => (
                <VideoCard key={r.id} video={r} />
              ))}
            </div>
          ) : (
            <p className="text-ink-soft">{t('media.video.noRelated')}</p>
          )}
        </aside>
      </div>
    </Container>
  );
}
