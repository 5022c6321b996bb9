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
import { useT } from '@/i18n/t';
import { sayMessage } from '@/i18n/locale';

export function ForgotPasswordForm() {
  const t = useT();
  const form = useForm({ email: '' }, passwordResetRequest);
  const request = useRequestPasswordReset();
  const [sentMessage, setSentMessage] = useState<string | null>(null);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!form.validate()) return;
    request.mutate(form.values.email, {
      onSuccess: ({ message }) => setSentMessage(message),
      onError: (err) => toast.error(t('accounts.forgot.notSent'), { description: err.message }),
    });
  };

  if (sentMessage) {
    return (
      <div role="status" className="flex flex-col items-center gap-3 text-center">
        {/* The server says it in the request's language; the interface's may have been English then. */}
        {sentMessage === accountMessages.resetSent || sentMessage === sayMessage(accountMessages.resetSent) ? (
          <>
            <MailCheck className="size-10 text-success" aria-hidden="true" />
            <p className="text-lg">{sayMessage(sentMessage)}</p>
            <p className="text-ink-soft">{t('accounts.forgot.linkLife')}</p>
          </>
        ) : (
          <>
            {/* The station cannot send mail: the server's answer says whom to ask instead. */}
            <MailWarning className="size-10 text-amber-700" aria-hidden="true" />
            <p className="text-lg">{sayMessage(sentMessage)}</p>
          </>
        )}
        <Button variant="outline" onClick={() => setJoinView('signin')}>
          {t('accounts.forgot.back')}
        </Button>
      </div>
    );
  }
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label={t('accounts.forgot.title')}>
      <p className="text-ink-soft">{t('accounts.forgot.lead')}</p>
      <Field label={t('accounts.email')} error={form.errors.email}>
        <Input type="email" autoComplete="email" {...form.bind('email')} />
      </Field>
      <Button type="submit" size="lg" disabled={request.isPending}>
        {request.isPending ? t('accounts.forgot.sending') : t('accounts.forgot.send')}
      </Button>
      <Button variant="link" className="self-center" onClick={() => setJoinView('signin')}>
        {t('accounts.forgot.back')}
      </Button>
    </form>
  );
}
