import { useState } from 'react';
import { Link } from 'react-router';
import { Calendar, Check, Clock, Download, Link2, Pause, Play } from 'lucide-react';
import type { Episode } from '@selah/contracts/media';
import { paths } from '@selah/contracts/paths';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { T, useT } from '@/i18n/t';
import { useCategoryLabel } from './category-label';
import { formatDate, formatDuration } from './format';

/** Spec §2 /podcasts card: title, date, category, duration, description, Play Episode, two icon buttons, Hosted by. */
export function EpisodeCard({ episode, playing, onPlay }: { episode: Episode; playing: boolean; onPlay: (e: Episode) => void }) {
  const t = useT();
  const categoryLabel = useCategoryLabel();
  const [copied, setCopied] = useState(false);
  const link = paths.episode.getHref(episode.id);
  const copy = () => {
    void navigator.clipboard
      ?.writeText(new URL(link, window.location.origin).toString())
      .then(() => {
        setCopied(true);
        window.setTimeout(() => setCopied(false), 2000);
      })
      .catch((err: unknown) => console.warn('Copy failed', err));
  };
  return (
    <Card className="flex flex-col gap-3 p-5" data-testid="episode-card">
      <div className="flex flex-wrap items-center gap-2 text-sm text-ink-soft">
        <Badge>{categoryLabel(episode.category || 'Teaching')}</Badge>
        <span className="inline-flex items-center gap-1">
          <Calendar className="size-4" aria-hidden="true" />
          {formatDate(episode.publishedAt ?? episode.createdAt)}
        </span>
        <span className="inline-flex items-center gap-1">
          <Clock className="size-4" aria-hidden="true" />
          <span className="sr-only">{t('media.episode.duration')}</span>
          {formatDuration(episode.duration || 1800)}
        </span>
      </div>
      <h3 className="text-xl leading-snug font-semibold">
        <Link to={link} className="hover:text-primary hover:underline">
          {episode.title}
        </Link>
      </h3>
      {episode.showTitle ? <p className="-mt-2 text-sm font-semibold text-primary">{episode.showTitle}</p> : null}
      <p className="line-clamp-3 text-ink-soft">{episode.description || t('media.episode.defaultDescription')}</p>
      {episode.host ? (
        <p className="text-sm text-ink-soft">
          <T id="media.hostedByRich" values={{ host: episode.host, b: (c) => <span className="font-semibold text-ink">{c}</span> }} />
        </p>
      ) : null}
      <div className="mt-auto flex items-center gap-2 pt-2">
        <Button
          onClick={() => onPlay(episode)}
          aria-label={t(playing ? 'media.episode.pauseLabel' : 'media.episode.playLabel', { title: episode.title })}
          className="flex-1 sm:flex-none"
        >
          {playing ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
          {playing ? t('media.episode.pause') : t('media.episode.play')}
        </Button>
        <Button
          variant="outline"
          size="icon"
          onClick={copy}
          aria-label={copied ? t('media.episode.linkCopied') : t('media.episode.copyLink', { title: episode.title })}
        >
          {copied ? <Check aria-hidden="true" /> : <Link2 aria-hidden="true" />}
        </Button>
        <Button variant="outline" size="icon" asChild>
          <a href={episode.audioUrl} download aria-label={t('media.episode.download', { title: episode.title })}>
            <Download aria-hidden="true" />
          </a>
        </Button>
      </div>
    </Card>
  );
}
