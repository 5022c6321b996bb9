import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { accountMessages, signupRequest } from '@selah/contracts/accounts';
import { paths } from '@selah/contracts/paths';
import { Button } from '@/components/ui/button';
import { Field, Honeypot } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { useFormGuard } from '@/lib/anti-spam';
import { ApiError } from '@/lib/api-client';
import { useForm } from '@/lib/use-form';
import { useSignUp } from '../api/sign-up';
import { closeJoinDialog, completeJoin } from '@/lib/join-dialog-store';
import { CountryCityFields } from './country-city-fields';
import { PasswordInput } from './password-input';

const empty = { username: '', email: '', country: '', city: '', password: '', confirmPassword: '', hp: '' };

/** Spec §8: what the sign-up failure toast says for each kind of refusal. */
export function signupFailureMessage(err: unknown): string {
  const message = err instanceof Error ? err.message : '';
  const code = err instanceof ApiError ? (err.code ?? '') : '';
  if (message.includes('rate_limit') || code === 'rate_limit') return 'Too many signup attempts. Please wait before trying again.';
  if (message.includes('captcha') || code === 'captcha') return 'Security verification failed.';
  if (message.includes('too_fast') || code === 'too_fast') return 'Please wait a moment before submitting.';
  return message || 'Failed to create account';
}

export function SignUpForm() {
  const form = useForm(empty, signupRequest);
  const guard = useFormGuard();
  const signUp = useSignUp();
  const navigate = useNavigate();
  const [hp, setHp] = useState('');
  const { values } = form;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (values.password && values.confirmPassword && values.password !== values.confirmPassword) {
      toast.error('Password mismatch', { description: accountMessages.passwordMismatch });
    }
    if (!form.validate()) return;
    signUp.mutate(
      { ...values, hp, renderAt: guard.renderAt },
      {
        onSuccess: ({ user }) => {
          toast.success('Welcome to the community!', { description: `Account created for ${user.displayName}` });
          if (!completeJoin()) void navigate(paths.profile.getHref());
        },
        onError: (err) => {
          form.showServerErrors(err);
          toast.error('Signup failed', { description: signupFailureMessage(err) });
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="relative flex flex-col gap-4" aria-label="Join us">
      <Field label="Username" required hint="3-30 letters, numbers or underscores" error={form.errors.username}>
        <Input autoComplete="username" autoCapitalize="none" {...form.bind('username')} />
      </Field>
      <Field label="Email" required error={form.errors.email}>
        <Input type="email" autoComplete="email" {...form.bind('email')} />
      </Field>
      <CountryCityFields
        country={values.country}
        city={values.city}
        errors={form.errors}
        onChange={(next) => form.setValues((v) => ({ ...v, ...next }))}
      />
      <Field label="Password" required hint="At least 8 characters" error={form.errors.password}>
        <PasswordInput autoComplete="new-password" {...form.bind('password')} />
      </Field>
      <Field label="Confirm password" required error={form.errors.confirmPassword}>
        <PasswordInput autoComplete="new-password" {...form.bind('confirmPassword')} />
      </Field>
      <Honeypot value={hp} onChange={setHp} />
      <Button type="submit" size="lg" disabled={signUp.isPending}>
        {signUp.isPending ? 'Creating account...' : 'Join Community'}
      </Button>
      <p className="text-center text-sm text-ink-soft">
        By joining, you agree to our{' '}
        <Link to={paths.terms.getHref()} onClick={closeJoinDialog} className="font-semibold text-primary-strong underline">
          Terms of Service
        </Link>{' '}
        and{' '}
        <Link to={paths.privacy.getHref()} onClick={closeJoinDialog} className="font-semibold text-primary-strong underline">
          Privacy Policy
        </Link>
      </p>
    </form>
  );
}
