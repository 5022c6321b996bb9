import { useState } from 'react';
import { KeyRound } from 'lucide-react';
import { sourceKeyMessages } from '@selah/contracts/radio';
import { Button } from '@/components/ui/button';
import { CopyRow } from '@/components/ui/copy-button';
import { ApiError } from '@/lib/api-client';
import { useCreateSourceKey, useRevokeSourceKey, useSourceKey } from '../api/source-key';

/**
 * The DJ's own login for the radio's live mount: their username and a source key made here
 * (shown once). While the station asks staff for two-step sign-in, their password no longer works there.
 */
export function SourceKeyRows({ username }: { username: string }) {
  const status = useSourceKey();
  const create = useCreateSourceKey();
  const revoke = useRevokeSourceKey();
  const [fresh, setFresh] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const key = status.data;
  const make = async () => {
    if (key?.hasKey && !window.confirm('Make a new source key? Software using the old key stops connecting.')) return;
    setError(null);
    try {
      setFresh((await create.mutateAsync()).key);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : 'The key could not be made.');
    }
  };
  const drop = async () => {
    if (!window.confirm('Revoke your source key? Software using it stops connecting.')) return;
    setError(null);
    setFresh(null);
    await revoke.mutateAsync().catch((err: unknown) => setError(err instanceof ApiError ? err.message : 'The key could not be revoked.'));
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
        <KeyRound className="size-4 text-primary" aria-hidden="true" /> Or your own login
      </h4>
      <dl>
        <CopyRow name="Your username" value={username} />
        {fresh ? <CopyRow name="Source key" value={fresh} secret /> : null}
      </dl>
      {fresh ? (
        <p className="rounded-xl bg-gold-soft px-4 py-3 text-sm font-semibold text-amber-900" role="status">
          {sourceKeyMessages.shownOnce}
        </p>
      ) : key ? (
        <p className="text-sm text-ink-soft">
          {key.hasKey ? (
            <>
              Password: your source key, ending in <span className="font-mono font-semibold text-ink">…{key.keyHint}</span>
              {key.lastUsedAt ? ` (last used ${new Date(key.lastUsedAt).toLocaleString()})` : ' (not used yet)'}.
            </>
          ) : (
            `${sourceKeyMessages.noKey} Make one and use it as the password.`
          )}{' '}
          {key.passwordAccepted
            ? 'Your account password works there too, until the station asks staff for two-step sign-in.'
            : 'Your account password does not work there: the station asks staff for two-step sign-in.'}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button variant={key?.hasKey ? 'outline' : 'primary'} size="sm" onClick={() => void make()} disabled={create.isPending || !key}>
          {key?.hasKey ? 'Make a new source key' : 'Make a source key'}
        </Button>
        {key?.hasKey ? (
          <Button variant="ghost" size="sm" onClick={() => void drop()} disabled={revoke.isPending}>
            Revoke
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
