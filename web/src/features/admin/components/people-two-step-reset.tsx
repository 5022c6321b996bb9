import { useState } from 'react';
import { ShieldOff } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { useResetTwoStep } from '../api/people-users';
import { useT } from '@/i18n/t';

/** For a member who lost their phone, their passkeys and their recovery codes (on their request; audited). */
export function PeopleTwoStepReset({ user }: { user: { id: string; username: string; displayName: string } }) {
  const t = useT();
  const reset = useResetTwoStep();
  const [message, setMessage] = useState<string | null>(null);
  const run = () => {
    if (!window.confirm(t('admin.people.resetTwoStepConfirm', { displayName: user.displayName }))) return;
    reset.mutate(user.id, {
      onSuccess: () => {
        setMessage(null);
        toast.success(t('admin.people.twoStepSignInIs', { displayName: user.displayName }));
      },
      onError: (err) => setMessage(err.message),
    });
  };
  return (
    <section className="min-w-0 md:col-span-3">
      <h2 className="mb-1 font-semibold">{t('admin.people.twoStepSignIn')}</h2>
      <p className="mb-2 text-sm text-ink-soft">{t('admin.people.lostTheirPhoneTheirPasskeys')}</p>
      <Button variant="outline" size="sm" onClick={run} disabled={reset.isPending}>
        <ShieldOff aria-hidden="true" /> {t('admin.people.resetTwoStepSignIn')}
      </Button>
      {message ? (
        <p role="alert" className="mt-2 text-sm font-semibold text-danger">
          {message}
        </p>
      ) : null}
    </section>
  );
}
