import { Link } from 'react-router';
import { DropdownMenu } from 'radix-ui';
import { Bell, HandHeart, LogOut, ShieldCheck, User, Video } from 'lucide-react';
import { paths } from '@selah/contracts/paths';
import { MenuContent, menuItemClass } from '@/components/ui/menu';
import type { Trigger } from '@/components/ui/lazy-overlay';
import { useSession } from '@/lib/session';
import { useT } from '@/i18n/t';
import { useSignOut } from '../api/sign-out';

/** The signed-in member's menu in the header (account-controls.tsx), open as it arrives. */
export default function AccountMenu({ trigger }: { trigger: Trigger }) {
  const t = useT();
  const { user } = useSession();
  const signOut = useSignOut();
  if (!user) return trigger;
  return (
    <DropdownMenu.Root defaultOpen>
      <DropdownMenu.Trigger asChild>{trigger}</DropdownMenu.Trigger>
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
  );
}
