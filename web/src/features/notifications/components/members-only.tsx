import { LogIn } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/page';
import { openJoinDialog } from '@/lib/join-dialog-store';
import { T, useT } from '@/i18n/t';

/** What a visitor sees on a member's page: an invitation to sign in, not an error. */
export function MembersOnly({ title, message }: { title: string; message: string }) {
  const t = useT();
  return (
    <Container className="max-w-3xl py-10">
      <div className="flex flex-col items-center gap-4 rounded-2xl border border-border bg-surface px-6 py-12 text-center shadow-sm">
        <span className="flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary">
          <LogIn className="size-7" aria-hidden="true" />
        </span>
        <h2 className="text-2xl font-semibold">{title}</h2>
        <p className="max-w-md text-ink-soft">{message}</p>
        <Button onClick={() => openJoinDialog('signin')}>
          <LogIn aria-hidden="true" /> {t('notifications.membersOnly.signIn')}
        </Button>
        <p className="text-sm text-ink-soft">
          <T
            id="notifications.membersOnly.newHere"
            values={{
              join: (c) => (
                <button
                  type="button"
                  className="font-semibold text-primary-strong underline underline-offset-4"
                  onClick={() => openJoinDialog('join')}
                >
                  {c}
                </button>
              ),
            }}
          />
        </p>
      </div>
    </Container>
  );
}
