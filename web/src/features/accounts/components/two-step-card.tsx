import { useState, type FormEvent } from 'react';
import { ShieldCheck } from 'lucide-react';
import { totpDisableRequest, type TotpSetupResponse } from '@selah/contracts/two-step';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { toast } from '@/components/ui/toaster';
import { useTotpDisable, useTotpSetup, useTwoStepStatus } from '../api/two-step';
import { RecoveryCodes } from './recovery-codes';
import { TwoStepSetup } from './two-step-setup';

/** The profile's "Two-step sign-in": a code from an authenticator app after the password. */
export function TwoStepCard() {
  const status = useTwoStepStatus();
  const setup = useTotpSetup();
  const [pending, setPending] = useState<TotpSetupResponse | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const start = () => setup.mutate(undefined, { onSuccess: setPending, onError: (err) => toast.error(err.message) });

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ShieldCheck className="size-5 text-primary" aria-hidden="true" /> Two-step sign-in
        </CardTitle>
        <CardDescription>
          After your password, the station also asks for a code from your phone, so a stolen password alone cannot open your account.
        </CardDescription>
      </CardHeader>
      <CardContent>
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
        ) : status.data?.enabled ? (
          <TwoStepOn codesLeft={status.data.recoveryCodesLeft} />
        ) : status.data ? (
          <div className="flex flex-col items-start gap-3">
            <p>Two-step sign-in is off.</p>
            <Button onClick={start} disabled={setup.isPending}>
              Set up two-step sign-in
            </Button>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}

function TwoStepOn({ codesLeft }: { codesLeft: number }) {
  const disable = useTotpDisable();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = totpDisableRequest.safeParse({ password });
    if (!checked.success) return setError(checked.error.issues[0]?.message);
    disable.mutate(password, {
      onSuccess: () => toast.success('Two-step sign-in is off. Your password alone signs you in again.'),
      onError: (err) => setError(err.message),
    });
  };
  return (
    <div className="flex flex-col gap-4">
      <p role="status" className="font-semibold text-primary-strong">
        Two-step sign-in is on. {codesLeft === 1 ? '1 recovery code is' : `${codesLeft} recovery codes are`} left.
      </p>
      <form
        noValidate
        onSubmit={submit}
        aria-label="Turn off two-step sign-in"
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
          Turn off two-step sign-in
        </Button>
      </form>
    </div>
  );
}
