import { notificationMessages } from '@selah/contracts/notifications';
import { FallbackPanel } from '@/components/ui/fallback-panel';
import { useT } from '@/i18n/t';
import { sayMessage } from '@/i18n/locale';

/** The spec's failure panel for the bell and the inbox: what went wrong, and a Retry. */
export function NotificationsUnavailable({ onRetry, className }: { onRetry: () => void; className?: string }) {
  const t = useT();
  return (
    <FallbackPanel
      type="error"
      className={className}
      title={sayMessage(notificationMessages.loadFailed)}
      message={sayMessage(notificationMessages.loadFailedHint)}
      action={{ label: t('notifications.retry'), onClick: onRetry }}
    />
  );
}
