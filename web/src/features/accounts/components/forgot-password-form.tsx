import { useState, type FormEvent } from 'react';
import { MailCheck, MailWarning } from 'lucide-react';
import { accountMessages, passwordResetRequest } from '@selah/contracts/accounts';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { useForm } from '@/lib/use-form';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { setJoinView } from '@/lib/join-dialog-store';

export function ForgotPasswordForm() {
  const form = useForm({ email: '' }, passwordResetRequest);
  const request = useRequestPasswordReset();
  const [sentMessage, setSentMessage] = useState<string | null>(null);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!form.validate()) return;
    request.mutate(form.values.email, {
      onSuccess: ({ message }) => setSentMessage(message),
      onError: (err) => toast.error('Could not send the link', { description: err.message }),
    });
  };

  if (sentMessage) {
    return (
      <div role="status" className="flex flex-col items-center gap-3 text-center">
        {sentMessage === accountMessages.resetSent ? (
          <>
            <MailCheck className="size-10 text-success" aria-hidden="true" />
            <p className="text-lg">{sentMessage}</p>
            <p className="text-ink-soft">The link works once, for one hour.</p>
          </>
        ) : (
          <>
            {/* The station cannot send mail: the server's answer says whom to ask instead. */}
            <MailWarning className="size-10 text-amber-700" aria-hidden="true" />
            <p className="text-lg">{sentMessage}</p>
          </>
        )}
        <Button variant="outline" onClick={() => setJoinView('signin')}>
          Back to Sign In
        </Button>
      </div>
    );
  }
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Reset your password">
      <p className="text-ink-soft">Enter the email you joined with and we'll send you a link to choose a new password.</p>
      <Field label="Email" error={form.errors.email}>
        <Input type="email" autoComplete="email" {...form.bind('email')} />
      </Field>
      <Button type="submit" size="lg" disabled={request.isPending}>
        {request.isPending ? 'Sending...' : 'Send reset link'}
      </Button>
      <Button variant="link" className="self-center" onClick={() => setJoinView('signin')}>
        Back to Sign In
      </Button>
    </form>
  );
}
