import { useState } from 'react';
import { ShieldOff } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { useResetTwoStep } from '../api/people-users';

/** For a member who lost their phone, their passkeys and their recovery codes (on their request; audited). */
export function PeopleTwoStepReset({ user }: { user: { id: string; username: string; displayName: string } }) {
  const reset = useResetTwoStep();
  const [message, setMessage] = useState<string | null>(null);
  const run = () => {
    if (
      !window.confirm(`Reset two-step sign-in for ${user.displayName}? Their password alone will sign them in until they set it up again.`)
    )
      return;
    reset.mutate(user.id, {
      onSuccess: () => {
        setMessage(null);
        toast.success(`Two-step sign-in is reset for ${user.displayName}.`);
      },
      onError: (err) => setMessage(err.message),
    });
  };
  return (
    <section className="min-w-0 md:col-span-3">
      <h2 className="mb-1 font-semibold">Two-step sign-in</h2>
      <p className="mb-2 text-sm text-ink-soft">
        Lost their phone, their passkeys and their recovery codes? After checking it is really them, reset it: the app, passkeys and codes
        are removed, and the audit log keeps the line.
      </p>
      <Button variant="outline" size="sm" onClick={run} disabled={reset.isPending}>
        <ShieldOff aria-hidden="true" /> Reset two-step sign-in
      </Button>
      {message ? (
        <p role="alert" className="mt-2 text-sm font-semibold text-danger">
          {message}
        </p>
      ) : null}
    </section>
  );
}
