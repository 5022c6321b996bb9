import { useSearchParams } from 'react-router';
import { MessageCircle } from 'lucide-react';
import { FallbackPanel } from '@/components/ui/fallback-panel';
import { Container } from '@/components/ui/page';
import { Skeleton } from '@/components/ui/skeleton';
import { useConversations } from '@/features/messages/api/messages';
import { ConversationList } from '@/features/messages/components/conversation-list';
import { ConversationView } from '@/features/messages/components/conversation-view';
import { MembersOnly } from '@/features/notifications/components/members-only';
import { cn } from '@/lib/cn';
import { useSession } from '@/lib/session';
import { useT } from '@/i18n/t';

/**
 * /messages: the member's conversations beside the open one (`?with=`). On a phone one of the
 * two fills the screen: the list, or the open conversation with a way back.
 */
export default function MessagesPage() {
  const t = useT();
  const { user } = useSession();
  const [params] = useSearchParams();
  const open = params.get('with');
  const list = useConversations();
  if (!user) return <MembersOnly title={t('messages.signIn')} message={t('messages.signInHint')} />;
  const items = list.data?.conversations ?? [];
  return (
    <Container className="flex flex-col gap-4 py-6 sm:py-8">
      <h1 className={cn('text-3xl font-semibold', open && 'max-lg:sr-only')}>{t('messages.title')}</h1>
      <div className="flex h-[calc(100dvh-12rem)] lg:h-[calc(100dvh-17rem)] min-h-[28rem] overflow-hidden rounded-2xl border border-border bg-surface shadow-sm">
        <nav
          aria-label={t('messages.yourConversations')}
          className={cn('w-full shrink-0 overflow-y-auto lg:w-80 lg:border-r lg:border-border', open && 'max-lg:hidden')}
        >
          {list.isPending ? (
            <div className="flex flex-col gap-3 p-4" role="status" aria-label={t('messages.loading')}>
              <Skeleton className="h-12" />
              <Skeleton className="h-12" />
            </div>
          ) : list.isError ? (
            <FallbackPanel type="error" className="m-3 border-0" title={t('messages.loadFailed')} message={list.error.message} />
          ) : items.length === 0 ? (
            <p className="p-6 text-ink-soft">{t('messages.none')}</p>
          ) : (
            <ConversationList items={items} openId={open} />
          )}
        </nav>
        <div className={cn('flex min-w-0 flex-1 flex-col', !open && 'max-lg:hidden')}>
          {open ? (
            <ConversationView key={open} other={open} />
          ) : (
            <div className="m-auto flex flex-col items-center gap-3 p-6 text-center text-ink-soft">
              <MessageCircle className="size-10 text-primary" aria-hidden="true" />
              <p>{t('messages.choose')}</p>
            </div>
          )}
        </div>
      </div>
    </Container>
  );
}
