import type { Notification } from '@selah/contracts/notifications';
import { cn } from '@/lib/cn';
import { intlLocale, timeAgo } from '@/lib/format';
import { iconFor } from './notification-kinds';
import { useT } from '@/i18n/t';

/** The icon, title, text and time of one notification, with a dot while it is unread. */
export function NotificationSummary({ notification: n, compact = false }: { notification: Notification; compact?: boolean }) {
  const t = useT();
  const Icon = iconFor(n.type);
  const unread = !n.readAt;
  return (
    <div className="flex min-w-0 flex-1 items-start gap-3">
      <span
        className={cn(
          'flex shrink-0 items-center justify-center rounded-full',
          compact ? 'size-9' : 'size-9 sm:size-11',
          unread ? 'bg-primary-soft text-primary' : 'bg-muted text-ink-soft',
        )}
      >
        <Icon className={compact ? 'size-4' : 'size-5'} aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <p
          className={cn(
            'leading-snug break-words',
            unread ? 'font-semibold text-ink' : 'font-medium text-ink-soft',
            compact && 'text-[0.95rem]',
          )}
        >
          {unread ? <span className="sr-only">{t('notifications.unread')} </span> : null}
          {n.title}
        </p>
        {n.body ? (
          <p className={cn('mt-0.5 break-words text-ink-soft', compact ? 'line-clamp-2 text-sm' : 'line-clamp-3')}>{n.body}</p>
        ) : null}
        <p className="mt-1 text-sm text-ink-soft">
          <time dateTime={n.createdAt} title={new Date(n.createdAt).toLocaleString(intlLocale())}>
            {timeAgo(n.createdAt)}
          </time>
        </p>
      </div>
      {unread ? <span className="mt-2 size-2.5 shrink-0 rounded-full bg-primary" aria-hidden="true" data-testid="unread-dot" /> : null}
    </div>
  );
}
