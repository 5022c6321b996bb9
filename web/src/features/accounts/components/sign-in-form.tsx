import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { loginRequest, accountMessages } from '@selah/contracts/accounts';
import { paths } from '@selah/contracts/paths';
import { otpInput } from '@selah/contracts/two-step';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { useForm } from '@/lib/use-form';
import { ApiError } from '@/lib/api-client';
import { useSignIn } from '../api/sign-in';
import { secondStepOf, usePasskeySignIn } from '../api/passkeys';
import { KeyRound } from 'lucide-react';
import { completeJoin, setJoinView } from '@/lib/join-dialog-store';
import { PasswordInput } from '@/components/ui/password-input';

export function SignInForm() {
  const form = useForm({ username: '', password: '' }, loginRequest);
  const signIn = useSignIn();
  const navigate = useNavigate();
  const location = useLocation();
  // The second step: the typed username and password stay in the form and are sent again with the code.
  // Which second steps the account has (the app's code, a passkey), told after the right password.
  const [askCode, setAskCode] = useState<{ totp: boolean; passkey: boolean } | null>(null);
  const passkeySignIn = usePasskeySignIn();
  const [otp, setOtp] = useState('');
  const [otpError, setOtpError] = useState<string | undefined>();

  const signedIn = ({ user }: { user: { displayName: string } }) => {
    toast.success('Welcome back!', { description: `Signed in as ${user.displayName}` });
    // From the console (/admin) the team member stays where they were going; elsewhere, the profile.
    if (!completeJoin() && !location.pathname.startsWith(paths.admin.getHref())) void navigate(paths.profile.getHref());
  };
  const signInWithPasskey = () =>
    passkeySignIn.mutate(
      { username: form.values.username, password: form.values.password },
      { onSuccess: signedIn, onError: (err) => setOtpError(err.message) },
    );

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!form.validate()) return;
    let code: string | undefined;
    if (askCode) {
      const checked = otpInput.safeParse(otp);
      if (!checked.success) return setOtpError(checked.error.issues[0]?.message);
      code = checked.data;
    }
    signIn.mutate(
      { ...form.values, ...(code ? { otp: code } : {}) },
      {
        onSuccess: signedIn,
        onError: (err) => {
          const second = secondStepOf(err);
          if (second) return setAskCode(second);
          if (err instanceof ApiError && err.code === 'otp_invalid') return setOtpError(err.message);
          toast.error('Login failed', { description: err.message || accountMessages.invalidLogin });
        },
      },
    );
  };

  const back = () => {
    setAskCode(null);
    setOtp('');
    setOtpError(undefined);
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Sign in">
      {askCode ? (
        <>
          <p className="text-ink-soft">
            Two-step sign-in is on for <span className="font-semibold text-ink">{form.values.username}</span>.{' '}
            {askCode.totp && askCode.passkey
              ? 'Use your passkey, or type the code your authenticator app shows for this station.'
              : askCode.passkey
                ? 'Use your passkey to finish signing in.'
                : 'Open your authenticator app and type the code it shows for this station.'}
          </p>
          {askCode.passkey ? (
            <Button
              type="button"
              size="lg"
              variant={askCode.totp ? 'outline' : 'primary'}
              onClick={signInWithPasskey}
              disabled={passkeySignIn.isPending}
            >
              <KeyRound aria-hidden="true" /> {passkeySignIn.isPending ? 'Waiting for your passkey…' : 'Use a passkey'}
            </Button>
          ) : null}
          <Field
            label={askCode.totp ? 'Six-digit code' : 'Recovery code'}
            error={otpError}
            hint={
              askCode.totp
                ? 'Lost your phone? Type one of your recovery codes instead.'
                : 'Lost your passkey? Type one of your recovery codes.'
            }
          >
            <Input
              autoFocus={askCode.totp}
              autoComplete="one-time-code"
              autoCapitalize="none"
              spellCheck={false}
              value={otp}
              onChange={(e) => (setOtp(e.target.value), setOtpError(undefined))}
            />
          </Field>
        </>
      ) : (
        <>
          <Field label="Username or email" error={form.errors.username}>
            <Input autoComplete="username" autoCapitalize="none" {...form.bind('username')} />
          </Field>
          <Field label="Password" error={form.errors.password}>
            <PasswordInput autoComplete="current-password" {...form.bind('password')} />
          </Field>
        </>
      )}
      <Button type="submit" size="lg" variant={askCode?.passkey && !askCode.totp ? 'outline' : 'primary'} disabled={signIn.isPending}>
        {signIn.isPending ? 'Signing in...' : askCode ? 'Confirm and sign in' : 'Sign In'}
      </Button>
      {askCode ? (
        <Button variant="link" className="self-center" onClick={back}>
          Use a different account
        </Button>
      ) : (
        <Button variant="link" className="self-center" onClick={() => setJoinView('forgot')}>
          Forgot your password?
        </Button>
      )}
    </form>
  );
}
