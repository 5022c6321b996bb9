import { useState, type FormEvent } from 'react';
import { Activity, Square } from 'lucide-react';
import type { LiveStatus, StudioInfo } from '@selah/contracts/live';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input, Textarea } from '@/components/ui/input';
import { T, useT } from '@/i18n/t';
import { ApiError } from '@/lib/api-client';
import { formatClock, intlLocale } from '@/lib/format';
import { useShowControls } from '../api/studio';

const since = (iso: string | null) => (iso ? formatClock(iso) : '—');

/** The real ingest state (read every 2 s) and the show's Start / Stop. */
export function StudioStatus({ studio, status }: { studio: StudioInfo; status: LiveStatus | undefined }) {
  const t = useT();
  const { ingest } = studio;
  const q = ingest.quality;
  const { start, stop } = useShowControls();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | null>(null);
  const state = t(ingest.live ? 'live.status.live' : ingest.connected ? 'live.status.connected' : 'live.status.waiting');

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    try {
      await start.mutateAsync({ title, description });
    } catch (err) {
      setError(err instanceof ApiError ? err.message : t('live.status.startFailed'));
    }
  };
  const end = async () => {
    setError(null);
    try {
      await stop.mutateAsync();
    } catch (err) {
      setError(err instanceof ApiError ? err.message : t('live.status.stopFailed'));
    }
  };

  const rows: Array<[string, string]> = [
    [t('live.status.publisher'), ingest.publisher ?? '—'],
    [t('live.status.since'), since(ingest.since)],
    [t('live.status.resolution'), q?.width && q.height ? `${q.width}×${q.height}` : '—'],
    [t('live.status.frameRate'), q?.fps ? t('live.quality.fps', { fps: q.fps }) : '—'],
    [t('live.status.bitrate'), q?.bitrateKbps ? t('live.quality.kbps', { kbps: q.bitrateKbps.toLocaleString(intlLocale()) }) : '—'],
    [
      t('live.status.codecs'),
      q
        ? t('live.status.codecsValue', {
            video: q.videoCodec ?? '?',
            audio: q.audioCodec ?? t('live.status.noAudio'),
            copied: q.copied ? 'yes' : 'no',
          })
        : '—',
    ],
    [t('live.status.dropped'), ingest.droppedFrames === null ? '—' : String(ingest.droppedFrames)],
    [t('live.status.viewers'), String(ingest.viewers)],
    [t('live.status.onRadio'), ingest.feedingRadio ? t('live.status.yes') : t('live.status.no')],
  ];

  return (
    <Card aria-labelledby="studio-status">
      <CardHeader>
        <CardTitle id="studio-status" className="flex flex-wrap items-center gap-2">
          <Activity className="size-5 text-primary" aria-hidden="true" /> {t('live.status.title')}
          <Badge variant={ingest.live ? 'live' : 'muted'} data-testid="ingest-state" className="ml-auto">
            {state}
          </Badge>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <dl className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-2">
          {rows.map(([name, value]) => (
            <div key={name} className="flex justify-between gap-3 border-b border-border py-1.5 text-sm">
              <dt className="font-semibold text-ink-soft">{name}</dt>
              <dd className="text-right">{value}</dd>
            </div>
          ))}
        </dl>
        <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-3">
          <p className="text-sm text-ink-soft">
            {status?.title ? (
              <T id="live.status.show" values={{ title: status.title, b: (c) => <span className="font-semibold text-ink">{c}</span> }} />
            ) : (
              t('live.status.giveTitle')
            )}
          </p>
          <label className="flex flex-col gap-1 text-sm font-semibold">
            {t('live.status.showTitle')}
            <Input
              value={title}
              onChange={(e) => setTitle(e.target.value)}
              maxLength={120}
              placeholder={t('live.status.showTitlePlaceholder')}
              required
            />
          </label>
          <label className="flex flex-col gap-1 text-sm font-semibold">
            {t('live.status.description')}
            <Textarea value={description} onChange={(e) => setDescription(e.target.value)} maxLength={1000} className="min-h-20" />
          </label>
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={start.isPending || !title.trim()}>
              {t('live.status.start')}
            </Button>
            <Button variant="danger" onClick={() => void end()} disabled={stop.isPending}>
              <Square aria-hidden="true" /> {t('live.status.stop')}
            </Button>
          </div>
          {error ? (
            <p role="alert" className="text-sm font-semibold text-danger">
              {error}
            </p>
          ) : null}
        </form>
      </CardContent>
    </Card>
  );
}
