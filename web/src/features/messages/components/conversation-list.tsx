import { Link } from 'react-router';
import type { ConversationSummary } from '@selah/contracts/messages';
import { paths } from '@selah/contracts/paths';
import { UserAvatar } from '@/components/ui/user-avatar';
import { cn } from '@/lib/cn';
import { timeAgo } from '@/lib/format';
import { useSession } from '@/lib/session';
import { useT } from '@/i18n/t';

/** The member's conversations, newest first; the open one is marked. */
export function ConversationList({ items, openId }: { items: ConversationSummary[]; openId: string | null }) {
  const t = useT();
  const { user } = useSession();
  return (
    <ul className="divide-y divide-border" aria-label={t('messages.conversations')}>
      {items.map((c) => {
        const mine = c.lastMessage.fromId === user?.id;
        return (
          <li key={c.with.id}>
            <Link
              to={paths.messages.getHref(c.with.id)}
              aria-current={c.with.id === openId ? 'page' : undefined}
              className={cn(
                'flex items-center gap-3 px-4 py-3 transition-colors hover:bg-muted focus-visible:bg-muted',
                c.with.id === openId && 'bg-primary-soft/60',
              )}
            >
              <UserAvatar name={c.with.displayName} src={c.with.avatar} className="size-11" />
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="flex items-baseline gap-2">
                  <span className={cn('truncate', c.unread ? 'font-bold' : 'font-semibold')}>{c.with.displayName}</span>
                  <span className="ml-auto shrink-0 text-xs text-ink-soft">{timeAgo(c.lastMessage.createdAt)}</span>
                </span>
                <span className={cn('truncate text-sm', c.unread ? 'text-ink' : 'text-ink-soft')}>
                  {mine ? t('messages.youPrefix', { text: c.lastMessage.text }) : c.lastMessage.text}
                </span>
              </span>
              {c.unread ? (
                <span className="flex h-6 min-w-6 items-center justify-center rounded-full bg-primary px-1.5 text-xs font-bold text-on-primary">
                  <span aria-hidden="true">{c.unread}</span>
                  <span className="sr-only">{t('messages.unread', { count: c.unread })}</span>
                </span>
              ) : null}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
