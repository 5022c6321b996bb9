import { useState, type FormEvent } from 'react';
import { KeyRound, Plus } from 'lucide-react';
import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { passkeyMessages, passkeyName, passkeyRemoveRequest, type PasskeySummary } from '@selah/contracts/passkeys';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { toast } from '@/components/ui/toaster';
import { timeAgo } from '@/lib/format';
import { useAddPasskey, usePasskeys, useRemovePasskey } from '../api/passkeys';

/** The profile's passkeys: a second step beside the app (a phone's fingerprint, a security key), named, listed, removed. */
export function PasskeysSection({ onRecoveryCodes }: { onRecoveryCodes: (codes: string[]) => void }) {
  const passkeys = usePasskeys();
  const add = useAddPasskey();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const supported = browserSupportsWebAuthn();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = passkeyName.safeParse(name);
    if (!checked.success) return setError(checked.error.issues[0]?.message);
    add.mutate(checked.data, {
      onSuccess: ({ passkey, recoveryCodes }) => {
        setName('');
        toast.success(`Passkey “${passkey.name}” added.`);
        if (recoveryCodes) onRecoveryCodes(recoveryCodes);
      },
      onError: (err) => setError(err.message),
    });
  };
  const list = passkeys.data ?? [];
  return (
    <section aria-labelledby="passkeys-heading" className="flex flex-col gap-3">
      <h3 id="passkeys-heading" className="flex items-center gap-2 font-semibold text-ink">
        <KeyRound className="size-4 text-primary" aria-hidden="true" /> Passkeys
      </h3>
      <p className="text-sm text-ink-soft">
        Instead of typing a code, confirm with your phone, your computer’s fingerprint or face sign-in, or a security key.
      </p>
      {list.length ? (
        <ul aria-label="Your passkeys" className="flex flex-col divide-y divide-border">
          {list.map((p) => (
            <PasskeyItem key={p.id} passkey={p} />
          ))}
        </ul>
      ) : passkeys.data ? (
        <p className="text-sm">No passkeys yet.</p>
      ) : null}
      {supported ? (
        <form noValidate onSubmit={submit} aria-label="Add a passkey" className="flex flex-col items-start gap-3 sm:flex-row sm:items-end">
          <Field label="Name for the new passkey" error={error} className="w-full sm:max-w-xs">
            <Input value={name} maxLength={60} placeholder="My phone" onChange={(e) => (setName(e.target.value), setError(undefined))} />
          </Field>
          <Button type="submit" variant="outline" disabled={add.isPending}>
            <Plus aria-hidden="true" /> {add.isPending ? 'Waiting for your passkey…' : 'Add a passkey'}
          </Button>
        </form>
      ) : (
        <p className="text-sm text-ink-soft">{passkeyMessages.unsupported}</p>
      )}
    </section>
  );
}

function PasskeyItem({ passkey }: { passkey: PasskeySummary }) {
  const remove = useRemovePasskey();
  const [asking, setAsking] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = passkeyRemoveRequest.safeParse({ password });
    if (!checked.success) return setError(checked.error.issues[0]?.message);
    remove.mutate(
      { id: passkey.id, password },
      { onSuccess: () => toast.success(`Passkey “${passkey.name}” removed.`), onError: (err) => setError(err.message) },
    );
  };
  return (
    <li className="flex flex-col gap-3 py-3">
      <div className="flex flex-wrap items-center gap-3">
        <div className="min-w-0 flex-1">
          <p className="break-words font-semibold">{passkey.name}</p>
          <p className="text-sm text-ink-soft">
            Added {new Date(passkey.createdAt).toLocaleDateString()} ·{' '}
            {passkey.lastUsedAt ? `last used ${timeAgo(passkey.lastUsedAt)}` : 'not used yet'}
          </p>
        </div>
        {asking ? null : (
          <Button variant="outline" size="sm" onClick={() => setAsking(true)} aria-label={`Remove ${passkey.name}`}>
            Remove
          </Button>
        )}
      </div>
      {asking ? (
        <form
          noValidate
          onSubmit={submit}
          aria-label={`Remove ${passkey.name}`}
          className="flex flex-col items-start gap-3 sm:flex-row sm:items-end"
        >
          <Field label="Your password" error={error} className="w-full sm:max-w-xs">
            <PasswordInput
              autoComplete="current-password"
              value={password}
              onChange={(e) => (setPassword(e.target.value), setError(undefined))}
            />
          </Field>
          <div className="flex gap-2">
            <Button type="submit" variant="outline" disabled={remove.isPending}>
              Remove passkey
            </Button>
            <Button type="button" variant="ghost" onClick={() => (setAsking(false), setPassword(''), setError(undefined))}>
              Cancel
            </Button>
          </div>
        </form>
      ) : null}
    </li>
  );
}
