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
import { PasswordInput } from '@/components/ui/password-input';

const empty = { displayName: '', username: '', email: '', country: '', city: '', password: '', confirmPassword: '', hp: '' };

/** "Grace Hall" → "grace_hall": a username suggestion from the name a person types. */
export function suggestUsername(displayName: string): string {
  const base = displayName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 30);
  return base.length >= 3 ? base : '';
}

/** Spec §8: what the sign-up failure toast says for each kind of refusal. */
export function signupFailureMessage(err: unknown): string {
  const message = err instanceof Error ? err.message : '';
  const code = err instanceof ApiError ? (err.code ?? '') : '';
  if (code === 'rate_limit') return 'Too many sign-ups from this connection. Please wait an hour and try again.';
  if (code === 'captcha') return 'Security verification failed. Please reload the page and try again.';
  if (code === 'too_fast') return 'Please wait a moment and try again.';
  return message || 'Failed to create account';
}

export function SignUpForm() {
  const form = useForm(empty, signupRequest);
  const guard = useFormGuard();
  const signUp = useSignUp();
  const navigate = useNavigate();
  const [hp, setHp] = useState('');
  // The username follows the name until the person edits it themselves.
  const [usernameEdited, setUsernameEdited] = useState(false);
  const { values } = form;
  const nameField = form.bind('displayName');
  const usernameField = form.bind('username');

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (values.password && values.confirmPassword && values.password !== values.confirmPassword) {
      toast.error('Password mismatch', { description: accountMessages.passwordMismatch });
    }
    if (!form.validate()) return;
    signUp.mutate(
      { ...values, displayName: values.displayName || undefined, hp, renderAt: guard.renderAt },
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
      <Field label="Your name" hint="As others will see it, e.g. Grace Hall" error={form.errors.displayName}>
        <Input
          autoComplete="name"
          {...nameField}
          onChange={(e) => {
            nameField.onChange(e);
            const name = e.target.value;
            if (!usernameEdited) form.setValues((v) => ({ ...v, displayName: name, username: suggestUsername(name) }));
          }}
        />
      </Field>
      <Field
        label="Username"
        required
        hint="3-30 letters, numbers or underscores; you can sign in with it or your email"
        error={form.errors.username}
      >
        <Input
          autoComplete="username"
          autoCapitalize="none"
          {...usernameField}
          onChange={(e) => {
            setUsernameEdited(true);
            usernameField.onChange(e);
          }}
        />
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
