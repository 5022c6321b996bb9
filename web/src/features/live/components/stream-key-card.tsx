import { useState } from 'react';
import { KeyRound, RefreshCw } from 'lucide-react';
import { liveMessages, type StudioInfo } from '@selah/contracts/live';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ApiError } from '@/lib/api-client';
import { useCreateStreamKey } from '../api/studio';
import { CopyRow } from '@/components/ui/copy-button';

/** RTMP settings: service, server and the member's own key (shown once; rotate for a new one). */
export function StreamKeyCard({ studio }: { studio: StudioInfo }) {
  const create = useCreateStreamKey();
  const [fresh, setFresh] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const rotate = async () => {
    if (studio.hasKey && !window.confirm('Rotate your stream key? Encoders using the old key stop working.')) return;
    setError(null);
    try {
      setFresh((await create.mutateAsync()).key);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : 'The key could not be created.');
    }
  };
  return (
    <Card aria-labelledby="rtmp-heading">
      <CardHeader>
        <CardTitle id="rtmp-heading" className="flex items-center gap-2">
          <KeyRound className="size-5 text-primary" aria-hidden="true" /> RTMP (OBS, Streamlabs, ffmpeg)
        </CardTitle>
        <CardDescription>In OBS: Settings → Stream → Service “Custom…”, then paste the server and your key.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <dl>
          <CopyRow name="Service" value="Custom" />
          <CopyRow name="Server" value={studio.rtmpUrl} />
          {fresh ? <CopyRow name="Stream key" value={fresh} secret /> : null}
        </dl>
        {fresh ? (
          <p className="rounded-xl bg-gold-soft px-4 py-3 text-sm font-semibold text-amber-900" role="status">
            {liveMessages.keyShownOnce}
          </p>
        ) : (
          <p className="text-sm text-ink-soft">
            {studio.hasKey ? (
              <>
                Your key ends in <span className="font-mono font-semibold text-ink">…{studio.keyHint}</span>
                {studio.keyCreatedAt ? ` (created ${new Date(studio.keyCreatedAt).toLocaleDateString()})` : ''}. For your safety it is shown
                only once; rotate it to get a new one.
              </>
            ) : (
              liveMessages.noKey
            )}
          </p>
        )}
        <div>
          <Button variant={studio.hasKey ? 'outline' : 'primary'} onClick={() => void rotate()} disabled={create.isPending}>
            <RefreshCw aria-hidden="true" /> {studio.hasKey ? 'Rotate stream key' : 'Create stream key'}
          </Button>
        </div>
        {error ? (
          <p role="alert" className="text-sm font-semibold text-danger">
            {error}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
