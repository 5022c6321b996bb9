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
import { T, translate, useT } from '@/i18n/t';
import { sayMessage } from '@/i18n/locale';

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
  if (code === 'rate_limit') return translate('accounts.signUp.rateLimit');
  if (code === 'captcha') return translate('accounts.signUp.captcha');
  if (code === 'too_fast') return translate('accounts.signUp.tooFast');
  return message || translate('accounts.signUp.failedDefault');
}

export function SignUpForm() {
  const t = useT();
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
      toast.error(t('accounts.signUp.mismatch'), { description: sayMessage(accountMessages.passwordMismatch) });
    }
    if (!form.validate()) return;
    signUp.mutate(
      { ...values, displayName: values.displayName || undefined, hp, renderAt: guard.renderAt },
      {
        onSuccess: ({ user }) => {
          toast.success(t('accounts.signUp.welcome'), { description: t('accounts.signUp.createdFor', { name: user.displayName }) });
          if (!completeJoin()) void navigate(paths.profile.getHref());
        },
        onError: (err) => {
          form.showServerErrors(err);
          toast.error(t('accounts.signUp.failed'), { description: signupFailureMessage(err) });
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="relative flex flex-col gap-4" aria-label={t('accounts.signUp.form')}>
      <Field label={t('accounts.signUp.name')} hint={t('accounts.signUp.nameHint')} error={form.errors.displayName}>
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
      <Field label={t('accounts.signUp.username')} required hint={t('accounts.signUp.usernameHint')} error={form.errors.username}>
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
      <Field label={t('accounts.email')} required error={form.errors.email}>
        <Input type="email" autoComplete="email" {...form.bind('email')} />
      </Field>
      <CountryCityFields
        country={values.country}
        city={values.city}
        errors={form.errors}
        onChange={(next) => form.setValues((v) => ({ ...v, ...next }))}
      />
      <Field label={t('accounts.password')} required hint={t('accounts.passwordHint')} error={form.errors.password}>
        <PasswordInput autoComplete="new-password" {...form.bind('password')} />
      </Field>
      <Field label={t('accounts.signUp.confirmPassword')} required error={form.errors.confirmPassword}>
        <PasswordInput autoComplete="new-password" {...form.bind('confirmPassword')} />
      </Field>
      <Honeypot value={hp} onChange={setHp} />
      <Button type="submit" size="lg" disabled={signUp.isPending}>
        {signUp.isPending ? t('accounts.signUp.creating') : t('accounts.signUp.submit')}
      </Button>
      <p className="text-center text-sm text-ink-soft">
        <T
          id="accounts.signUp.agree"
          values={{
            terms: (c) => (
              <Link to={paths.terms.getHref()} onClick={closeJoinDialog} className="font-semibold text-primary-strong underline">
                {c}
              </Link>
            ),
            privacy: (c) => (
              <Link to={paths.privacy.getHref()} onClick={closeJoinDialog} className="font-semibold text-primary-strong underline">
                {c}
              </Link>
            ),
          }}
        />
      </p>
    </form>
  );
}
