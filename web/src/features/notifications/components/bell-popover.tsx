import { useState } from 'react';
import { Link } from 'react-router';
import { Popover } from 'radix-ui';
import { CheckCheck, Settings } from 'lucide-react';
import { paths } from '@selah/contracts/paths';
import { Button } from '@/components/ui/button';
import { FallbackPanel } from '@/components/ui/fallback-panel';
import type { Trigger } from '@/components/ui/lazy-overlay';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useLatestNotifications } from '../api/get-notifications';
import { useMarkAllRead } from '../api/mark-all-read';
import { useOpenNotification } from '../hooks/use-open-notification';
import { NotificationSummary } from './notification-summary';
import { NotificationsUnavailable } from './notifications-unavailable';
import { useT } from '@/i18n/t';

/** The bell's dropdown (notification-bell.tsx): open as it arrives, the 10 newest. */
export default function BellPopover({ trigger, unread }: { trigger: Trigger; unread: number }) {
  const [open, setOpen] = useState(true);
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>{trigger}</Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          aria-labelledby="notification-bell-title"
          className="z-50 flex max-h-[min(36rem,calc(100dvh-6rem))] w-[min(24rem,calc(100vw-1rem))] flex-col overflow-hidden rounded-2xl border border-border bg-surface shadow-xl"
        >
          <BellPanel unread={unread} onClose={() => setOpen(false)} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

function BellPanel({ unread, onClose }: { unread: number; onClose: () => void }) {
  const t = useT();
  const list = useLatestNotifications(true);
  const markAll = useMarkAllRead();
  const open = useOpenNotification();
  const items = list.data?.notifications ?? [];
  return (
    <>
      <div className="flex items-center gap-2 border-b border-border px-4 py-3">
        <h2 id="notification-bell-title" className="mr-auto text-lg font-semibold">
          {t('notifications.title')}
        </h2>
        {unread > 0 ? (
          <Button variant="ghost" size="sm" className="px-3 text-primary-strong" onClick={() => markAll.mutate()}>
            <CheckCheck aria-hidden="true" /> {t('notifications.markAllRead')}
          </Button>
        ) : null}
        <Button asChild variant="ghost" size="icon" className="size-9">
          <Link to={paths.notificationSettings.getHref()} aria-label={t('notifications.bell.settings')} onClick={onClose}>
            <Settings aria-hidden="true" />
          </Link>
        </Button>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
        {list.isPending ? (
          <div className="flex flex-col gap-3 p-4" role="status" aria-label={t('notifications.bell.loading')}>
            {[0, 1, 2].map((i) => (
              <div key={i} className="flex gap-3">
                <Skeleton className="size-9 shrink-0 rounded-full" />
                <div className="flex flex-1 flex-col gap-2">
                  <Skeleton className="h-4 w-4/5" />
                  <Skeleton className="h-3 w-2/5" />
                </div>
              </div>
            ))}
          </div>
        ) : list.isError ? (
          <NotificationsUnavailable className="m-3 border-0 px-4 py-6 [&_h2]:text-lg" onRetry={() => void list.refetch()} />
        ) : items.length === 0 ? (
          <FallbackPanel
            type="empty"
            className="m-3 border-0 px-4 py-6 [&_h2]:text-lg"
            title={t('notifications.bell.empty')}
            message={t('notifications.bell.emptyHint')}
          />
        ) : (
          <ul className="divide-y divide-border" aria-label={t('notifications.bell.latest')}>
            {items.map((n) => (
              <li key={n.id}>
                <button
                  type="button"
                  className={cn(
                    'flex w-full px-4 py-3 text-left transition-colors hover:bg-muted focus-visible:bg-muted focus-visible:outline-offset-[-2px]',
                    !n.readAt && 'bg-primary-soft/40',
                  )}
                  onClick={() => {
                    onClose();
                    open(n);
                  }}
                >
                  <NotificationSummary notification={n} compact />
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="border-t border-border p-2">
        <Button asChild variant="ghost" size="sm" className="w-full text-primary-strong">
          <Link to={paths.notifications.getHref()} onClick={onClose}>
            {t('notifications.bell.viewAll')}
          </Link>
        </Button>
      </div>
    </>
  );
}
