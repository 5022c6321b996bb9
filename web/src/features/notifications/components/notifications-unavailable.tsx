import { notificationMessages } from '@selah/contracts/notifications';
import { FallbackPanel } from '@/components/ui/fallback-panel';

/** The spec's failure panel for the bell and the inbox: what went wrong, and a Retry. */
export function NotificationsUnavailable({ onRetry, className }: { onRetry: () => void; className?: string }) {
  return (
    <FallbackPanel
      type="error"
      className={className}
      title={notificationMessages.loadFailed}
      message={notificationMessages.loadFailedHint}
      action={{ label: 'Retry', onClick: onRetry }}
    />
  );
}
