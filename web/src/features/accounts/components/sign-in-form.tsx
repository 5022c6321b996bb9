import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { loginRequest, accountMessages } from '@selah/contracts/accounts';
import { paths } from '@selah/contracts/paths';
import { otpInput } from '@selah/contracts/two-step';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { ApiError } from '@/lib/api-client';
import { useForm } from '@/lib/use-form';
import { useSignIn } from '../api/sign-in';
import { completeJoin, setJoinView } from '@/lib/join-dialog-store';
import { PasswordInput } from '@/components/ui/password-input';

export function SignInForm() {
  const form = useForm({ username: '', password: '' }, loginRequest);
  const signIn = useSignIn();
  const navigate = useNavigate();
  const location = useLocation();
  // The second step: the typed username and password stay in the form and are sent again with the code.
  const [askCode, setAskCode] = useState(false);
  const [otp, setOtp] = useState('');
  const [otpError, setOtpError] = useState<string | undefined>();

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
        onSuccess: ({ user }) => {
          toast.success('Welcome back!', { description: `Signed in as ${user.displayName}` });
          // From the console (/admin) the team member stays where they were going; elsewhere, the profile.
          if (!completeJoin() && !location.pathname.startsWith(paths.admin.getHref())) void navigate(paths.profile.getHref());
        },
        onError: (err) => {
          if (err instanceof ApiError && err.code === 'otp_required') return setAskCode(true);
          if (err instanceof ApiError && err.code === 'otp_invalid') return setOtpError(err.message);
          toast.error('Login failed', { description: err.message || accountMessages.invalidLogin });
        },
      },
    );
  };

  const back = () => {
    setAskCode(false);
    setOtp('');
    setOtpError(undefined);
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Sign in">
      {askCode ? (
        <>
          <p className="text-ink-soft">
            Two-step sign-in is on for <span className="font-semibold text-ink">{form.values.username}</span>. Open your authenticator app
            and type the code it shows for this station.
          </p>
          <Field label="Six-digit code" error={otpError} hint="Lost your phone? Type one of your recovery codes instead.">
            <Input
              autoFocus
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
      <Button type="submit" size="lg" disabled={signIn.isPending}>
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
