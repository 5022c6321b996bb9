import { useRef, useState } from 'react';
import { CloudDownload, CloudOff, Loader2 } from 'lucide-react';
import type { Episode } from '@selah/contracts/media';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/t';
import { intlLocale } from '@/lib/format';
import { offlineSavingSupported, removeSavedEpisode, saveEpisode, useSavedEpisodes, type SaveProgress } from './saved-episodes';

const megabytes = (bytes: number) =>
  `${(bytes / 1_048_576).toLocaleString(intlLocale(), { minimumFractionDigits: 1, maximumFractionDigits: 1 })} MB`;

/** "Save for offline": the episode's audio kept on this device, with the download's progress. */
export function SaveOfflineButton({ episode }: { episode: Episode }) {
  const t = useT();
  const saved = useSavedEpisodes().find((s) => s.episode.id === episode.id);
  const [progress, setProgress] = useState<SaveProgress | null>(null);
  const [error, setError] = useState<string | null>(null);
  const stop = useRef<AbortController | null>(null);
  if (!offlineSavingSupported() || episode.status !== 'published') return null;

  const save = async () => {
    setError(null);
    stop.current = new AbortController();
    try {
      await saveEpisode(episode, setProgress, stop.current.signal);
    } catch (err) {
      if (!stop.current.signal.aborted) {
        setError(t('media.offline.failed', { reason: err instanceof Error ? err.message : String(err) }));
      }
    } finally {
      setProgress(null);
    }
  };

  if (progress) {
    const percent = progress.total ? Math.min(100, Math.round((progress.received / progress.total) * 100)) : null;
    return (
      <div className="flex flex-col gap-2" data-testid="episode-saving">
        <div className="flex items-center gap-2 text-sm text-ink-soft">
          <Loader2 className="size-4 animate-spin" aria-hidden />
          <span>
            {progress.total
              ? t('media.offline.savingOf', {
                  done: percent === null ? megabytes(progress.received) : `${percent}%`,
                  total: megabytes(progress.total),
                })
              : t('media.offline.saving', { done: percent === null ? megabytes(progress.received) : `${percent}%` })}
          </span>
          <Button size="sm" variant="ghost" onClick={() => stop.current?.abort()}>
            {t('common.cancel')}
          </Button>
        </div>
        <div
          role="progressbar"
          aria-label={t('media.offline.savingLabel', { title: episode.title })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent ?? undefined}
          className="h-2 overflow-hidden rounded-full bg-muted"
        >
          <div className="h-full bg-primary transition-[width]" style={{ width: `${percent ?? 0}%` }} />
        </div>
      </div>
    );
  }
  if (saved) {
    return (
      <p className="flex flex-wrap items-center gap-2 text-sm text-ink-soft" data-testid="episode-saved">
        <CloudDownload className="size-4 text-primary" aria-hidden />
        {t('media.offline.saved', { size: megabytes(saved.bytes) })}
        <Button size="sm" variant="ghost" onClick={() => void removeSavedEpisode(episode.id)}>
          <CloudOff aria-hidden /> {t('media.offline.remove')}
        </Button>
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-1">
      <Button variant="outline" size="sm" className="self-start" onClick={() => void save()}>
        <CloudDownload aria-hidden /> {t('media.offline.save')}
      </Button>
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
