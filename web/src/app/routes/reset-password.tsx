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

export default function ResetPasswordPage() {
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
          toast.success('Password changed', { description: `Signed in as ${user.displayName}` });
          void navigate(paths.profile.getHref());
        },
        onError: (err) => toast.error('Password not changed', { description: err.message }),
      },
    );
  };

  return (
    <Container className="max-w-lg py-14">
      <h1 className="text-3xl font-semibold">Choose a new password</h1>
      {!token ? (
        <div className="mt-4 flex flex-col items-start gap-4">
          <p className="text-lg text-ink-soft">This page needs the link from your reset email. Ask for a new one if it has expired.</p>
          <Button onClick={() => openJoinDialog('forgot')}>Send me a new link</Button>
        </div>
      ) : (
        <form noValidate onSubmit={onSubmit} className="mt-6 flex flex-col gap-4" aria-label="Choose a new password">
          <Field label="New password" hint="At least 8 characters" error={form.errors.password}>
            <PasswordInput autoComplete="new-password" {...form.bind('password')} />
          </Field>
          <Field label="Confirm new password" error={form.errors.confirmPassword}>
            <PasswordInput autoComplete="new-password" {...form.bind('confirmPassword')} />
          </Field>
          <Button type="submit" size="lg" disabled={confirm.isPending}>
            {confirm.isPending ? 'Saving...' : 'Save new password'}
          </Button>
          <Link to={paths.home.getHref()} className="text-center text-primary-strong underline">
            Back to Home
          </Link>
        </form>
      )}
    </Container>
  );
}
