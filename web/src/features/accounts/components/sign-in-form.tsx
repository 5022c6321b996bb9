import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { loginRequest, accountMessages } from '@selah/contracts/accounts';
import { paths } from '@selah/contracts/paths';
import { otpInput } from '@selah/contracts/two-step';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { useForm, sayFirstIssue } from '@/lib/use-form';
import { ApiError } from '@/lib/api-client';
import { useSignIn } from '../api/sign-in';
import { secondStepOf, usePasskeySignIn } from '../api/passkeys';
import { KeyRound } from 'lucide-react';
import { completeJoin, setJoinView } from '@/lib/join-dialog-store';
import { PasswordInput } from '@/components/ui/password-input';
import { T, useT } from '@/i18n/t';
import { sayMessage } from '@/i18n/locale';

export function SignInForm() {
  const t = useT();
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
    toast.success(t('accounts.signIn.welcome'), { description: t('accounts.signIn.signedInAs', { name: user.displayName }) });
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
      if (!checked.success) return setOtpError(sayFirstIssue(checked.error));
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
          toast.error(t('accounts.signIn.failed'), { description: err.message || sayMessage(accountMessages.invalidLogin) });
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
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label={t('accounts.signIn.form')}>
      {askCode ? (
        <>
          <p className="text-ink-soft">
            <T
              id="accounts.signIn.twoStepOn"
              values={{ username: form.values.username, b: (c) => <span className="font-semibold text-ink">{c}</span> }}
            />{' '}
            {askCode.totp && askCode.passkey
              ? t('accounts.signIn.usePasskeyOrCode')
              : askCode.passkey
                ? t('accounts.signIn.usePasskey')
                : t('accounts.signIn.typeCode')}
          </p>
          {askCode.passkey ? (
            <Button
              type="button"
              size="lg"
              variant={askCode.totp ? 'outline' : 'primary'}
              onClick={signInWithPasskey}
              disabled={passkeySignIn.isPending}
            >
              <KeyRound aria-hidden="true" />{' '}
              {passkeySignIn.isPending ? t('accounts.signIn.waitingPasskey') : t('accounts.signIn.passkeyButton')}
            </Button>
          ) : null}
          <Field
            label={askCode.totp ? t('accounts.signIn.sixDigitCode') : t('accounts.signIn.recoveryCode')}
            error={otpError}
            hint={askCode.totp ? t('accounts.signIn.lostPhone') : t('accounts.signIn.lostPasskey')}
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
          <Field label={t('accounts.signIn.usernameOrEmail')} error={form.errors.username}>
            <Input autoComplete="username" autoCapitalize="none" {...form.bind('username')} />
          </Field>
          <Field label={t('accounts.password')} error={form.errors.password}>
            <PasswordInput autoComplete="current-password" {...form.bind('password')} />
          </Field>
        </>
      )}
      <Button type="submit" size="lg" variant={askCode?.passkey && !askCode.totp ? 'outline' : 'primary'} disabled={signIn.isPending}>
        {signIn.isPending ? t('accounts.signIn.signingIn') : askCode ? t('accounts.signIn.confirm') : t('accounts.signIn.submit')}
      </Button>
      {askCode ? (
        <Button variant="link" className="self-center" onClick={back}>
          {t('accounts.signIn.otherAccount')}
        </Button>
      ) : (
        <Button variant="link" className="self-center" onClick={() => setJoinView('forgot')}>
          {t('accounts.signIn.forgot')}
        </Button>
      )}
    </form>
  );
}
