import { useState, type FormEvent } from 'react';
import { KeyRound, Plus } from 'lucide-react';
import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { passkeyMessages, passkeyName, passkeyRemoveRequest, type PasskeySummary } from '@selah/contracts/passkeys';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { toast } from '@/components/ui/toaster';
import { intlLocale, timeAgo } from '@/lib/format';
import { useAddPasskey, usePasskeys, useRemovePasskey } from '../api/passkeys';
import { useT } from '@/i18n/t';
import { sayFirstIssue } from '@/lib/use-form';
import { sayMessage } from '@/i18n/locale';

/** The profile's passkeys: a second step beside the app (a phone's fingerprint, a security key), named, listed, removed. */
export function PasskeysSection({ onRecoveryCodes }: { onRecoveryCodes: (codes: string[]) => void }) {
  const t = useT();
  const passkeys = usePasskeys();
  const add = useAddPasskey();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const supported = browserSupportsWebAuthn();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = passkeyName.safeParse(name);
    if (!checked.success) return setError(sayFirstIssue(checked.error));
    add.mutate(checked.data, {
      onSuccess: ({ passkey, recoveryCodes }) => {
        setName('');
        toast.success(t('accounts.passkeys.added', { name: passkey.name }));
        if (recoveryCodes) onRecoveryCodes(recoveryCodes);
      },
      onError: (err) => setError(err.message),
    });
  };
  const list = passkeys.data ?? [];
  return (
    <section aria-labelledby="passkeys-heading" className="flex flex-col gap-3">
      <h3 id="passkeys-heading" className="flex items-center gap-2 font-semibold text-ink">
        <KeyRound className="size-4 text-primary" aria-hidden="true" /> {t('accounts.passkeys.title')}
      </h3>
      <p className="text-sm text-ink-soft">{t('accounts.passkeys.lead')}</p>
      {list.length ? (
        <ul aria-label={t('accounts.passkeys.list')} className="flex flex-col divide-y divide-border">
          {list.map((p) => (
            <PasskeyItem key={p.id} passkey={p} />
          ))}
        </ul>
      ) : passkeys.data ? (
        <p className="text-sm">{t('accounts.passkeys.none')}</p>
      ) : null}
      {supported ? (
        <form
          noValidate
          onSubmit={submit}
          aria-label={t('accounts.passkeys.addForm')}
          className="flex flex-col items-start gap-3 sm:flex-row sm:items-end"
        >
          <Field label={t('accounts.passkeys.name')} error={error} className="w-full sm:max-w-xs">
            <Input
              value={name}
              maxLength={60}
              placeholder={t('accounts.passkeys.namePlaceholder')}
              onChange={(e) => (setName(e.target.value), setError(undefined))}
            />
          </Field>
          <Button type="submit" variant="outline" disabled={add.isPending}>
            <Plus aria-hidden="true" /> {add.isPending ? t('accounts.passkeys.waiting') : t('accounts.passkeys.add')}
          </Button>
        </form>
      ) : (
        <p className="text-sm text-ink-soft">{sayMessage(passkeyMessages.unsupported)}</p>
      )}
    </section>
  );
}

function PasskeyItem({ passkey }: { passkey: PasskeySummary }) {
  const t = useT();
  const remove = useRemovePasskey();
  const [asking, setAsking] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = passkeyRemoveRequest.safeParse({ password });
    if (!checked.success) return setError(sayFirstIssue(checked.error));
    remove.mutate(
      { id: passkey.id, password },
      { onSuccess: () => toast.success(t('accounts.passkeys.removed', { name: passkey.name })), onError: (err) => setError(err.message) },
    );
  };
  const added = new Date(passkey.createdAt).toLocaleDateString(intlLocale());
  return (
    <li className="flex flex-col gap-3 py-3">
      <div className="flex flex-wrap items-center gap-3">
        <div className="min-w-0 flex-1">
          <p className="break-words font-semibold">{passkey.name}</p>
          <p className="text-sm text-ink-soft">
            {passkey.lastUsedAt
              ? t('accounts.passkeys.usedAgo', { date: added, ago: timeAgo(passkey.lastUsedAt) })
              : t('accounts.passkeys.notUsed', { date: added })}
          </p>
        </div>
        {asking ? null : (
          <Button
            variant="outline"
            size="sm"
            onClick={() => setAsking(true)}
            aria-label={t('accounts.passkeys.removeOne', { name: passkey.name })}
          >
            {t('accounts.passkeys.remove')}
          </Button>
        )}
      </div>
      {asking ? (
        <form
          noValidate
          onSubmit={submit}
          aria-label={t('accounts.passkeys.removeOne', { name: passkey.name })}
          className="flex flex-col items-start gap-3 sm:flex-row sm:items-end"
        >
          <Field label={t('accounts.yourPassword')} error={error} className="w-full sm:max-w-xs">
            <PasswordInput
              autoComplete="current-password"
              value={password}
              onChange={(e) => (setPassword(e.target.value), setError(undefined))}
            />
          </Field>
          <div className="flex gap-2">
            <Button type="submit" variant="outline" disabled={remove.isPending}>
              {t('accounts.passkeys.removePasskey')}
            </Button>
            <Button type="button" variant="ghost" onClick={() => (setAsking(false), setPassword(''), setError(undefined))}>
              {t('common.cancel')}
            </Button>
          </div>
        </form>
      ) : null}
    </li>
  );
}
