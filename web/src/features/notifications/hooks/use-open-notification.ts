import { useNavigate } from 'react-router';
import type { Notification } from '@selah/contracts/notifications';
import { useMarkRead } from '../api/mark-read';

/** Following a notification: marked read if it was unread, then its link (in the app when it is a path). */
export function useOpenNotification(): (n: Notification) => void {
  const navigate = useNavigate();
  const markRead = useMarkRead();
  return (n) => {
    if (!n.readAt) markRead.mutate(n.id);
    if (n.link.startsWith('/') && !n.link.startsWith('//')) void navigate(n.link);
    else window.location.assign(n.link);
  };
}
