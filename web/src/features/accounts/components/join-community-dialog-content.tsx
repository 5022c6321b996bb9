import { Tabs } from 'radix-ui';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';
import { ForgotPasswordForm } from './forgot-password-form';
import { closeJoinDialog, openJoinDialog, setJoinView, useJoinDialog, type JoinView } from '@/lib/join-dialog-store';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';
import { useT } from '@/i18n/t';

const tabClass = cn(
  'flex-1 rounded-full px-4 py-2 font-semibold text-ink-soft transition-colors',
  'data-[state=active]:bg-surface data-[state=active]:text-ink data-[state=active]:shadow-sm',
);

/** Sign In and Join Us in one dialog (spec §2), plus the forgotten-password view; fetched when first opened. */
export default function JoinCommunityDialogContent() {
  const t = useT();
  const { open, view } = useJoinDialog();
  return (
    <Dialog open={open} onOpenChange={(o) => (o ? openJoinDialog(view) : closeJoinDialog())}>
      <DialogContent
        title={view === 'forgot' ? t('accounts.forgot.title') : t('accounts.join.title')}
        description={view === 'forgot' ? undefined : t('accounts.join.lead')}
      >
        {view === 'forgot' ? (
          <ForgotPasswordForm />
        ) : (
          <Tabs.Root value={view} onValueChange={(v) => setJoinView(v as JoinView)}>
            <Tabs.List aria-label={t('accounts.join.tabs')} className="mb-5 flex gap-1 rounded-full bg-muted p-1">
              <Tabs.Trigger value="signin" className={tabClass}>
                {t('accounts.join.signInTab')}
              </Tabs.Trigger>
              <Tabs.Trigger value="join" className={tabClass}>
                {t('accounts.join.joinTab')}
              </Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="signin">
              <SignInForm />
            </Tabs.Content>
            <Tabs.Content value="join">
              <SignUpForm />
            </Tabs.Content>
          </Tabs.Root>
        )}
      </DialogContent>
    </Dialog>
  );
}
