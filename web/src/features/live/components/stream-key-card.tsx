import { useState } from 'react';
import { KeyRound, RefreshCw } from 'lucide-react';
import type { StudioInfo } from '@selah/contracts/live';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { T, useT } from '@/i18n/t';
import { ApiError } from '@/lib/api-client';
import { intlLocale } from '@/lib/format';
import { useCreateStreamKey } from '../api/studio';
import { CopyRow } from '@/components/ui/copy-button';

/** RTMP settings: service, server and the member's own key (shown once; rotate for a new one). */
export function StreamKeyCard({ studio }: { studio: StudioInfo }) {
  const t = useT();
  const create = useCreateStreamKey();
  const [fresh, setFresh] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const rotate = async () => {
    if (studio.hasKey && !window.confirm(t('live.key.rotateConfirm'))) return;
    setError(null);
    try {
      setFresh((await create.mutateAsync()).key);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : t('live.key.createFailed'));
    }
  };
  return (
    <Card aria-labelledby="rtmp-heading">
      <CardHeader>
        <CardTitle id="rtmp-heading" className="flex items-center gap-2">
          <KeyRound className="size-5 text-primary" aria-hidden="true" /> {t('live.key.title')}
        </CardTitle>
        <CardDescription>{t('live.key.obs')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <dl>
          <CopyRow name={t('live.key.service')} value={t('live.key.custom')} />
          <CopyRow name={t('live.key.server')} value={studio.rtmpUrl} />
          {fresh ? <CopyRow name={t('live.key.streamKey')} value={fresh} secret /> : null}
        </dl>
        {fresh ? (
          <p className="rounded-xl bg-gold-soft px-4 py-3 text-sm font-semibold text-amber-900" role="status">
            {t('live.key.shownOnce')}
          </p>
        ) : (
          <p className="text-sm text-ink-soft">
            {studio.hasKey ? (
              <T
                id={studio.keyCreatedAt ? 'live.key.endsInCreated' : 'live.key.endsIn'}
                values={{
                  hint: studio.keyHint,
                  date: studio.keyCreatedAt ? new Date(studio.keyCreatedAt).toLocaleDateString(intlLocale()) : '',
                  b: (c) => <span className="font-mono font-semibold text-ink">{c}</span>,
                }}
              />
            ) : (
              t('live.key.none')
            )}
          </p>
        )}
        <div>
          <Button variant={studio.hasKey ? 'outline' : 'primary'} onClick={() => void rotate()} disabled={create.isPending}>
            <RefreshCw aria-hidden="true" /> {studio.hasKey ? t('live.key.rotate') : t('live.key.create')}
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
