import { Bell } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { lazyMenu } from '@/components/ui/lazy-overlay';
import { cn } from '@/lib/cn';
import { useSession } from '@/lib/session';
import { useUnreadCount } from '../api/get-unread-count';
import { capCount } from './notification-kinds';
import { useT } from '@/i18n/t';

// The dropdown of the 10 newest (bell-popover.tsx), fetched when first opened.
const BellPopover = lazyMenu(() => import('./bell-popover'));

/** The header's bell: the unread badge, and the 10 newest in a dropdown. Members only. */
export function NotificationBell({ className }: { className?: string }) {
  const t = useT();
  const { user } = useSession();
  const unread = useUnreadCount();
  if (!user) return null;
  const count = unread.data ?? 0;
  return (
    <BellPopover
      unread={count}
      trigger={
        <Button
          variant="ghost"
          size="icon"
          className={cn('relative shrink-0', className)}
          aria-label={count > 0 ? t('notifications.bell.unread', { count }) : t('notifications.bell.label')}
        >
          <Bell className="size-5!" aria-hidden="true" />
          {count > 0 ? (
            <span
              data-testid="notification-badge"
              aria-hidden="true"
              className="absolute top-1 right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1 text-xs leading-none font-bold text-on-primary ring-2 ring-background"
            >
              {capCount(count)}
            </span>
          ) : null}
        </Button>
      }
    />
  );
}
