import { useState, type FormEvent } from 'react';
import { Activity, Square } from 'lucide-react';
import { liveMessages, type LiveStatus, type StudioInfo } from '@selah/contracts/live';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input, Textarea } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { useShowControls } from '../api/studio';

const since = (iso: string | null) => (iso ? new Date(iso).toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' }) : '—');

/** The real ingest state (read every 2 s) and the show's Start / Stop. */
export function StudioStatus({ studio, status }: { studio: StudioInfo; status: LiveStatus | undefined }) {
  const { ingest } = studio;
  const q = ingest.quality;
  const { start, stop } = useShowControls();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | null>(null);
  const state = ingest.live ? 'Live' : ingest.connected ? 'Encoder connected, starting…' : 'Waiting for your encoder';

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    try {
      await start.mutateAsync({ title, description });
    } catch (err) {
      setError(err instanceof ApiError ? err.message : liveMessages.startFailed);
    }
  };
  const end = async () => {
    setError(null);
    try {
      await stop.mutateAsync();
    } catch (err) {
      setError(err instanceof ApiError ? err.message : liveMessages.stopFailed);
    }
  };

  const rows: Array<[string, string]> = [
    ['Publisher', ingest.publisher ?? '—'],
    ['Since', since(ingest.since)],
    ['Resolution', q?.width && q.height ? `${q.width}×${q.height}` : '—'],
    ['Frame rate', q?.fps ? `${q.fps} fps` : '—'],
    ['Bitrate', q?.bitrateKbps ? `${q.bitrateKbps.toLocaleString('en-US')} kbps` : '—'],
    ['Codecs', q ? `${q.videoCodec ?? '?'} / ${q.audioCodec ?? 'no audio'}${q.copied ? ' (no re-encode)' : ' (re-encoded)'}` : '—'],
    ['Dropped frames', ingest.droppedFrames === null ? '—' : String(ingest.droppedFrames)],
    ['Viewers', String(ingest.viewers)],
    ['On the radio', ingest.feedingRadio ? 'Yes' : 'No'],
  ];

  return (
    <Card aria-labelledby="studio-status">
      <CardHeader>
        <CardTitle id="studio-status" className="flex flex-wrap items-center gap-2">
          <Activity className="size-5 text-primary" aria-hidden="true" /> Live status
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
              <>
                Show: <span className="font-semibold text-ink">{status.title}</span>
              </>
            ) : (
              'Give the show a title; viewers see it on /live.'
            )}
          </p>
          <label className="flex flex-col gap-1 text-sm font-semibold">
            Show title
            <Input value={title} onChange={(e) => setTitle(e.target.value)} maxLength={120} placeholder="Sunday Morning Service" required />
          </label>
          <label className="flex flex-col gap-1 text-sm font-semibold">
            Description
            <Textarea value={description} onChange={(e) => setDescription(e.target.value)} maxLength={1000} className="min-h-20" />
          </label>
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={start.isPending || !title.trim()}>
              Start show
            </Button>
            <Button variant="danger" onClick={() => void end()} disabled={stop.isPending}>
              <Square aria-hidden="true" /> Stop show
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
