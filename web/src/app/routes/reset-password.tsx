import type { FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { passwordResetConfirm } from '@selah/contracts/accounts';
import { paths } from '@selah/contracts/paths';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Container } from '@/components/ui/page';
import { toast } from '@/components/ui/toaster';
import { useForm } from '@/lib/use-form';
import { useConfirmPasswordReset } from '@/features/accounts/api/confirm-password-reset';
import { openJoinDialog } from '@/lib/join-dialog-store';
import { PasswordInput } from '@/components/ui/password-input';
import { useT } from '@/i18n/t';

export default function ResetPasswordPage() {
  const t = useT();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const form = useForm({ password: '', confirmPassword: '' }, passwordResetConfirm);
  const confirm = useConfirmPasswordReset();

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!form.validate({ token })) return;
    confirm.mutate(
      { ...form.values, token },
      {
        onSuccess: ({ user }) => {
          toast.success(t('accounts.reset.changed'), { description: t('accounts.signIn.signedInAs', { name: user.displayName }) });
          void navigate(paths.profile.getHref());
        },
        onError: (err) => toast.error(t('accounts.reset.notChanged'), { description: err.message }),
      },
    );
  };

  return (
    <Container className="max-w-lg py-14">
      <h1 className="text-3xl font-semibold">{t('accounts.reset.title')}</h1>
      {!token ? (
        <div className="mt-4 flex flex-col items-start gap-4">
          <p className="text-lg text-ink-soft">{t('accounts.reset.needsLink')}</p>
          <Button onClick={() => openJoinDialog('forgot')}>{t('accounts.reset.newLink')}</Button>
        </div>
      ) : (
        <form noValidate onSubmit={onSubmit} className="mt-6 flex flex-col gap-4" aria-label={t('accounts.reset.title')}>
          <Field label={t('accounts.reset.newPassword')} hint={t('accounts.passwordHint')} error={form.errors.password}>
            <PasswordInput autoComplete="new-password" {...form.bind('password')} />
          </Field>
          <Field label={t('accounts.reset.confirm')} error={form.errors.confirmPassword}>
            <PasswordInput autoComplete="new-password" {...form.bind('confirmPassword')} />
          </Field>
          <Button type="submit" size="lg" disabled={confirm.isPending}>
            {confirm.isPending ? t('accounts.reset.saving') : t('accounts.reset.save')}
          </Button>
          <Link to={paths.home.getHref()} className="text-center text-primary-strong underline">
            {t('accounts.reset.home')}
          </Link>
        </form>
      )}
    </Container>
  );
}
