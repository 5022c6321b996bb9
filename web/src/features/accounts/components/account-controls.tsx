import { Link } from 'react-router';
import { DropdownMenu } from 'radix-ui';
import { MenuContent, menuItemClass } from '@/components/ui/menu';
import { Bell, ChevronDown, HandHeart, LogIn, LogOut, ShieldCheck, User, Video } from 'lucide-react';
import { paths } from '@selah/contracts/paths';
import { Button } from '@/components/ui/button';
import { useSignOut } from '../api/sign-out';
import { useSession } from '@/lib/session';
import { openJoinDialog } from '@/lib/join-dialog-store';
import { UserAvatar } from '@/components/ui/user-avatar';
import { useT } from '@/i18n/t';

/** Header account area: Sign In when signed out; the profile menu when signed in (the header adds the bell). */
export function AccountControls({ compact = false }: { compact?: boolean }) {
  const t = useT();
  const { user } = useSession();
  const signOut = useSignOut();

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
      <DropdownMenu.Root>
        <DropdownMenu.Trigger asChild>
          <button
            type="button"
            className="flex items-center gap-2 rounded-full py-1 pr-2 pl-1 font-semibold hover:bg-muted"
            aria-label={t('accounts.menu.label', { name: user.displayName })}
          >
            <UserAvatar name={user.displayName} src={user.avatar} />
            <span className={compact ? 'max-w-40 truncate' : 'hidden max-w-32 truncate 2xl:inline'}>{user.displayName}</span>
            <ChevronDown className="size-4 text-ink-soft" aria-hidden="true" />
          </button>
        </DropdownMenu.Trigger>
        <MenuContent className="min-w-56">
          <DropdownMenu.Label className="px-3 py-2 text-sm text-ink-soft">
            {t('accounts.menu.signedInAs', { username: user.username })}
          </DropdownMenu.Label>
          <DropdownMenu.Item asChild className={menuItemClass}>
            <Link to={paths.profile.getHref()}>
              <User className="size-4" aria-hidden="true" /> {t('accounts.menu.profile')}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={menuItemClass}>
            <Link to={paths.notifications.getHref()}>
              <Bell className="size-4" aria-hidden="true" /> {t('accounts.menu.notifications')}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={menuItemClass}>
            <Link to={`${paths.community.getHref({ category: 'prayer' })}&mine=1`}>
              <HandHeart className="size-4" aria-hidden="true" /> {t('accounts.menu.prayers')}
            </Link>
          </DropdownMenu.Item>
          {user.role === 'admin' || user.role === 'broadcaster' ? (
            <DropdownMenu.Item asChild className={menuItemClass}>
              <Link to={paths.broadcast.getHref()}>
                <Video className="size-4" aria-hidden="true" /> {t('accounts.menu.studio')}
              </Link>
            </DropdownMenu.Item>
          ) : null}
          {user.role === 'admin' || user.role === 'broadcaster' ? (
            <DropdownMenu.Item asChild className={menuItemClass}>
              <Link to={user.role === 'admin' ? paths.admin.getHref() : paths.adminMusic.getHref()}>
                <ShieldCheck className="size-4" aria-hidden="true" /> {t('accounts.menu.console')}
              </Link>
            </DropdownMenu.Item>
          ) : null}
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item className={menuItemClass} onSelect={() => signOut.mutate()}>
            <LogOut className="size-4" aria-hidden="true" /> {t('accounts.menu.logOut')}
          </DropdownMenu.Item>
        </MenuContent>
      </DropdownMenu.Root>
    </div>
  );
}
