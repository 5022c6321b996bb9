import { useState } from 'react';
import { KeyRound } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { CopyRow } from '@/components/ui/copy-button';
import { T, useT } from '@/i18n/t';
import { ApiError } from '@/lib/api-client';
import { intlLocale } from '@/lib/format';
import { useCreateSourceKey, useRevokeSourceKey, useSourceKey } from '../api/source-key';

/**
 * The DJ's own login for the radio's live mount: their username and a source key made here
 * (shown once). While the station asks staff for two-step sign-in, their password no longer works there.
 */
export function SourceKeyRows({ username }: { username: string }) {
  const t = useT();
  const status = useSourceKey();
  const create = useCreateSourceKey();
  const revoke = useRevokeSourceKey();
  const [fresh, setFresh] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const key = status.data;
  const make = async () => {
    if (key?.hasKey && !window.confirm(t('live.source.makeConfirm'))) return;
    setError(null);
    try {
      setFresh((await create.mutateAsync()).key);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : t('live.source.makeFailed'));
    }
  };
  const drop = async () => {
    if (!window.confirm(t('live.source.revokeConfirm'))) return;
    setError(null);
    setFresh(null);
    await revoke.mutateAsync().catch((err: unknown) => setError(err instanceof ApiError ? err.message : t('live.source.revokeFailed')));
  };
  if (status.isError) {
    return (
      <p role="alert" className="text-sm font-semibold text-danger">
        {status.error.message}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <h4 className="flex items-center gap-2 text-sm font-semibold text-ink">
        <KeyRound className="size-4 text-primary" aria-hidden="true" /> {t('live.source.title')}
      </h4>
      <dl>
        <CopyRow name={t('live.source.username')} value={username} />
        {fresh ? <CopyRow name={t('live.source.key')} value={fresh} secret /> : null}
      </dl>
      {fresh ? (
        <p className="rounded-xl bg-gold-soft px-4 py-3 text-sm font-semibold text-amber-900" role="status">
          {t('live.source.shownOnce')}
        </p>
      ) : key ? (
        <p className="text-sm text-ink-soft">
          {key.hasKey ? (
            <T
              id={key.lastUsedAt ? 'live.source.endsInUsed' : 'live.source.endsIn'}
              values={{
                hint: key.keyHint,
                when: key.lastUsedAt ? new Date(key.lastUsedAt).toLocaleString(intlLocale()) : '',
                b: (c) => <span className="font-mono font-semibold text-ink">{c}</span>,
              }}
            />
          ) : (
            t('live.source.none')
          )}{' '}
          {key.passwordAccepted ? t('live.source.passwordWorks') : t('live.source.passwordRefused')}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button variant={key?.hasKey ? 'outline' : 'primary'} size="sm" onClick={() => void make()} disabled={create.isPending || !key}>
          {key?.hasKey ? t('live.source.makeNew') : t('live.source.make')}
        </Button>
        {key?.hasKey ? (
          <Button variant="ghost" size="sm" onClick={() => void drop()} disabled={revoke.isPending}>
            {t('live.source.revoke')}
          </Button>
        ) : null}
      </div>
      {error ? (
        <p role="alert" className="text-sm font-semibold text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
