import { ChevronDown, LogIn } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { lazyMenu } from '@/components/ui/lazy-overlay';
import { useSession } from '@/lib/session';
import { openJoinDialog } from '@/lib/join-dialog-store';
import { UserAvatar } from '@/components/ui/user-avatar';
import { useT } from '@/i18n/t';

// The signed-in member's menu (account-menu.tsx), fetched when first opened.
const AccountMenu = lazyMenu(() => import('./account-menu'));

/** Header account area: Sign In when signed out; the profile menu when signed in (the header adds the bell). */
export function AccountControls({ compact = false }: { compact?: boolean }) {
  const t = useT();
  const { user } = useSession();

  if (!user) {
    return (
      <Button
        variant={compact ? 'outline' : 'ghost'}
        size="sm"
        className={compact ? 'w-full' : ''}
        onClick={() => openJoinDialog('signin')}
      >
        <LogIn aria-hidden="true" /> {t('accounts.menu.signIn')}
      </Button>
    );
  }
  return (
    <div className={compact ? 'flex w-full items-center gap-2' : 'flex items-center gap-1'}>
      <AccountMenu
        trigger={
          <button
            type="button"
            className="flex items-center gap-2 rounded-full py-1 pr-2 pl-1 font-semibold hover:bg-muted"
            aria-label={t('accounts.menu.label', { name: user.displayName })}
          >
            <UserAvatar name={user.displayName} src={user.avatar} />
            <span className={compact ? 'max-w-40 truncate' : 'hidden max-w-32 truncate 2xl:inline'}>{user.displayName}</span>
            <ChevronDown className="size-4 text-ink-soft" aria-hidden="true" />
          </button>
        }
      />
    </div>
  );
}
