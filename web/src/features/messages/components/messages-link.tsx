import { Link } from 'react-router';
import { MessageCircle } from 'lucide-react';
import { paths } from '@selah/contracts/paths';
import { Button } from '@/components/ui/button';
import { useSession } from '@/lib/session';
import { useMessagesUnread } from '../api/messages';
import { useT } from '@/i18n/t';

/** The header's way to Messages, with the unread count the socket keeps fresh. Members only. */
export function MessagesLink() {
  const t = useT();
  const { user } = useSession();
  const unread = useMessagesUnread();
  if (!user) return null;
  const count = unread.data ?? 0;
  return (
    <Button asChild variant="ghost" size="icon" className="relative shrink-0">
      <Link to={paths.messages.getHref()} aria-label={count > 0 ? t('messages.linkUnread', { count }) : t('messages.title')}>
        <MessageCircle className="size-5!" aria-hidden="true" />
        {count > 0 ? (
          <span
            data-testid="messages-badge"
            aria-hidden="true"
            className="absolute top-1 right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1 text-xs leading-none font-bold text-on-primary ring-2 ring-background"
          >
            {count > 99 ? '99+' : count}
          </span>
        ) : null}
      </Link>
    </Button>
  );
}
