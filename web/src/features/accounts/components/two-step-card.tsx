import { useState, type FormEvent } from 'react';
import { ShieldCheck, Smartphone } from 'lucide-react';
import { totpDisableRequest, type TotpSetupResponse } from '@selah/contracts/two-step';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { toast } from '@/components/ui/toaster';
import { useTotpDisable, useTotpSetup, useTwoStepStatus } from '../api/two-step';
import { RecoveryCodes } from './recovery-codes';
import { TwoStepSetup } from './two-step-setup';
import { PasskeysSection } from './passkeys-section';
import { useT } from '@/i18n/t';
import { sayFirstIssue } from '@/lib/use-form';

/** The profile's "Two-step sign-in": a code from an authenticator app after the password. */
export function TwoStepCard() {
  const t = useT();
  const status = useTwoStepStatus();
  const setup = useTotpSetup();
  const [pending, setPending] = useState<TotpSetupResponse | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const on = Boolean(status.data && (status.data.enabled || status.data.passkeys > 0));
  const start = () => setup.mutate(undefined, { onSuccess: setPending, onError: (err) => toast.error(err.message) });

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ShieldCheck className="size-5 text-primary" aria-hidden="true" /> {t('accounts.twoStep.title')}
        </CardTitle>
        <CardDescription>{t('accounts.twoStep.lead')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        {status.data && !codes && !pending ? (
          <p role="status" className={on ? 'font-semibold text-primary-strong' : undefined}>
            {on ? t('accounts.twoStep.onLeft', { count: status.data.recoveryCodesLeft }) : t('accounts.twoStep.off')}
          </p>
        ) : null}
        {codes ? (
          <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />
        ) : pending ? (
          <TwoStepSetup
            setup={pending}
            onCancel={() => setPending(null)}
            onEnabled={(c) => {
              setPending(null);
              setCodes(c);
            }}
          />
        ) : status.data ? (
          <>
            <section aria-labelledby="app-heading" className="flex flex-col gap-3">
              <h3 id="app-heading" className="flex items-center gap-2 font-semibold text-ink">
                <Smartphone className="size-4 text-primary" aria-hidden="true" /> {t('accounts.twoStep.app')}
              </h3>
              {status.data.enabled ? (
                <TwoStepOn />
              ) : (
                <div className="flex flex-col items-start gap-3">
                  <p className="text-sm text-ink-soft">{t('accounts.twoStep.appHint')}</p>
                  <Button
                    variant={on ? 'outline' : 'primary'}
                    className="h-auto min-h-11 py-2 whitespace-normal"
                    onClick={start}
                    disabled={setup.isPending}
                  >
                    {t('accounts.twoStep.setUp')}
                  </Button>
                </div>
              )}
            </section>
            <PasskeysSection onRecoveryCodes={setCodes} />
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}

function TwoStepOn() {
  const t = useT();
  const disable = useTotpDisable();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = totpDisableRequest.safeParse({ password });
    if (!checked.success) return setError(sayFirstIssue(checked.error));
    disable.mutate(password, {
      onSuccess: () => toast.success(t('accounts.twoStep.appOff')),
      onError: (err) => setError(err.message),
    });
  };
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm">{t('accounts.twoStep.appOn')}</p>
      <form
        noValidate
        onSubmit={submit}
        aria-label={t('accounts.twoStep.turnOffForm')}
        className="flex flex-col items-start gap-3 sm:flex-row sm:items-end"
      >
        <Field label={t('accounts.yourPassword')} error={error} className="w-full sm:max-w-xs">
          <PasswordInput
            autoComplete="current-password"
            value={password}
            onChange={(e) => (setPassword(e.target.value), setError(undefined))}
          />
        </Field>
        <Button type="submit" variant="outline" disabled={disable.isPending}>
          {t('accounts.twoStep.turnOff')}
        </Button>
      </form>
    </div>
  );
}
