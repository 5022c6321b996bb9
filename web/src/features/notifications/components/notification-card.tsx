import { DropdownMenu } from 'radix-ui';
import { MenuContent, menuItemClass } from '@/components/ui/menu';
import { Check, MoreHorizontal, Trash2 } from 'lucide-react';
import type { Notification } from '@selah/contracts/notifications';
import { toast } from '@/components/ui/toaster';
import { cn } from '@/lib/cn';
import { useDeleteNotification } from '../api/delete-notification';
import { useMarkRead } from '../api/mark-read';
import { useOpenNotification } from '../hooks/use-open-notification';
import { NotificationSummary } from './notification-summary';
import { useT } from '@/i18n/t';

/** One notification in the inbox: opens its link; its menu marks it read or deletes it. */
export function NotificationCard({ notification: n }: { notification: Notification }) {
  const t = useT();
  const open = useOpenNotification();
  const markRead = useMarkRead();
  const remove = useDeleteNotification();
  const unread = !n.readAt;
  return (
    <article
      aria-label={n.title}
      data-unread={unread || undefined}
      className={cn(
        'flex items-start gap-1 rounded-2xl border shadow-sm transition-colors',
        unread ? 'border-primary/25 bg-primary-soft/45' : 'border-border bg-surface',
      )}
    >
      <button
        type="button"
        className="flex min-w-0 flex-1 rounded-2xl py-4 pl-3.5 pr-1 text-left hover:bg-muted/50 sm:p-5"
        onClick={() => open(n)}
      >
        <NotificationSummary notification={n} />
      </button>
      <DropdownMenu.Root>
        <DropdownMenu.Trigger asChild>
          <button
            type="button"
            aria-label={t('notifications.card.more')}
            className="mt-3 mr-1.5 flex size-10 shrink-0 items-center justify-center rounded-full text-ink-soft hover:bg-muted hover:text-ink sm:mt-4 sm:mr-2"
          >
            <MoreHorizontal className="size-5" aria-hidden="true" />
          </button>
        </DropdownMenu.Trigger>
        <MenuContent sideOffset={4}>
          {unread ? (
            <DropdownMenu.Item className={menuItemClass} onSelect={() => markRead.mutate(n.id)}>
              <Check className="size-4" aria-hidden="true" /> {t('notifications.card.markRead')}
            </DropdownMenu.Item>
          ) : null}
          <DropdownMenu.Item
            className={cn(menuItemClass, 'text-danger')}
            onSelect={() =>
              remove.mutate(n, { onError: (err) => toast.error(t('notifications.card.notDeleted'), { description: err.message }) })
            }
          >
            <Trash2 className="size-4" aria-hidden="true" /> {t('common.delete')}
          </DropdownMenu.Item>
        </MenuContent>
      </DropdownMenu.Root>
    </article>
  );
}
