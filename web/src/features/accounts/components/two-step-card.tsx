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

/** The profile's "Two-step sign-in": a code from an authenticator app after the password. */
export function TwoStepCard() {
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
          <ShieldCheck className="size-5 text-primary" aria-hidden="true" /> Two-step sign-in
        </CardTitle>
        <CardDescription>
          After your password, the station also asks for a second step (a code from your phone or a passkey), so a stolen password alone
          cannot open your account.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        {status.data && !codes && !pending ? (
          <p role="status" className={on ? 'font-semibold text-primary-strong' : undefined}>
            {on
              ? `Two-step sign-in is on. ${status.data.recoveryCodesLeft === 1 ? '1 recovery code is' : `${status.data.recoveryCodesLeft} recovery codes are`} left.`
              : 'Two-step sign-in is off.'}
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
                <Smartphone className="size-4 text-primary" aria-hidden="true" /> Authenticator app
              </h3>
              {status.data.enabled ? (
                <TwoStepOn />
              ) : (
                <div className="flex flex-col items-start gap-3">
                  <p className="text-sm text-ink-soft">Six-digit codes from an app such as Google Authenticator, Authy or 1Password.</p>
                  <Button variant={on ? 'outline' : 'primary'} onClick={start} disabled={setup.isPending}>
                    Set up an authenticator app
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
  const disable = useTotpDisable();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = totpDisableRequest.safeParse({ password });
    if (!checked.success) return setError(checked.error.issues[0]?.message);
    disable.mutate(password, {
      onSuccess: () => toast.success('The authenticator app is off.'),
      onError: (err) => setError(err.message),
    });
  };
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm">Codes from your authenticator app are on.</p>
      <form
        noValidate
        onSubmit={submit}
        aria-label="Turn off the authenticator app"
        className="flex flex-col items-start gap-3 sm:flex-row sm:items-end"
      >
        <Field label="Your password" error={error} className="w-full sm:max-w-xs">
          <PasswordInput
            autoComplete="current-password"
            value={password}
            onChange={(e) => (setPassword(e.target.value), setError(undefined))}
          />
        </Field>
        <Button type="submit" variant="outline" disabled={disable.isPending}>
          Turn off the app
        </Button>
      </form>
    </div>
  );
}
