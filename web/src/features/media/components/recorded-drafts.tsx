import type { ReactNode } from 'react';
import { Radio, Video as VideoIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { useT } from '@/i18n/t';
import { useDraftEpisodes } from '../api/get-draft-episodes';
import { useDraftVideos } from '../api/get-draft-videos';
import { usePublishEpisode } from '../api/publish-episode';
import { usePublishVideo } from '../api/publish-video';
import { formatDate, formatDuration } from './format';

interface Draft {
  id: string;
  title: string;
  when: string;
  duration: number;
  by: string;
  player: ReactNode;
}

/** Recorded live shows (episodes) or services (videos) waiting to be published with one click. */
export function RecordedDrafts({ kind }: { kind: 'episode' | 'video' }) {
  const t = useT();
  const episodes = useDraftEpisodes(kind === 'episode');
  const videos = useDraftVideos(kind === 'video');
  const publishEpisode = usePublishEpisode();
  const publishVideo = usePublishVideo();
  const drafts: Draft[] =
    kind === 'episode'
      ? (episodes.data?.episodes ?? []).map((d) => ({
          id: d.id,
          title: d.title,
          when: d.createdAt,
          duration: d.duration,
          by: d.host,
          player: (
            <audio controls preload="none" src={d.audioUrl} className="mt-2 w-full max-w-md">
              <track kind="captions" />
            </audio>
          ),
        }))
      : (videos.data?.videos ?? []).map((d) => ({
          id: d.id,
          title: d.title,
          when: d.uploadDate,
          duration: d.duration,
          by: '',
          player: (
            <video
              controls
              preload="none"
              src={d.videoUrl}
              poster={d.posterUrl ?? undefined}
              className="mt-2 aspect-video w-full max-w-md rounded-lg bg-black"
            >
              <track kind="captions" />
            </video>
          ),
        }));
  if (!drafts.length) return null;
  const pending = publishEpisode.isPending || publishVideo.isPending;
  const publish = (id: string) => {
    const done = {
      onSuccess: (item: { title: string }) => toast.success(t('media.studio.published', { title: item.title })),
      onError: (err: Error) => toast.error(err.message),
    };
    if (kind === 'episode') publishEpisode.mutate({ id, fields: {} }, done);
    else publishVideo.mutate({ id, fields: {} }, done);
  };
  const Icon = kind === 'episode' ? Radio : VideoIcon;
  return (
    <section aria-labelledby={`recorded-${kind}`} className="mt-8">
      <h3 id={`recorded-${kind}`} className="flex items-center gap-2 text-lg font-semibold">
        <Icon className="size-5 text-primary" aria-hidden="true" />
        {kind === 'episode' ? t('media.drafts.shows') : t('media.drafts.services')}
      </h3>
      <ul className="mt-3 flex flex-col gap-3">
        {drafts.map((d) => (
          <li key={d.id} className="flex flex-wrap items-center gap-3 rounded-xl border border-border p-3">
            <div className="min-w-0 flex-1">
              <p className="font-semibold">{d.title}</p>
              <p className="text-sm text-ink-soft">
                {formatDate(d.when)} · {formatDuration(d.duration)}
                {d.by ? ` · ${d.by}` : ''}
              </p>
              {d.player}
            </div>
            <Button size="sm" disabled={pending} onClick={() => publish(d.id)}>
              {t('media.drafts.publish')}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
