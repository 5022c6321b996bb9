import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { paths } from '@selah/contracts/paths';
import { Button } from '@/components/ui/button';
import { FallbackPanel } from '@/components/ui/fallback-panel';
import { Skeleton } from '@/components/ui/skeleton';
import { UserAvatar } from '@/components/ui/user-avatar';
import { cn } from '@/lib/cn';
import { formatClock } from '@/lib/format';
import { useSession } from '@/lib/session';
import { useConversation, useMarkConversationRead } from '../api/messages';
import { BlockButton } from './block-button';
import { MessageComposer } from './message-composer';
import { ReportMessageDialog } from './report-message-dialog';
import { useT } from '@/i18n/t';

/** One conversation: its messages (text as written, never HTML), reporting, blocking and the composer. */
export function ConversationView({ other }: { other: string }) {
  const t = useT();
  const { user } = useSession();
  const talk = useConversation(other);
  const markRead = useMarkConversationRead();
  const end = useRef<HTMLDivElement>(null);
  const messages = talk.data?.messages ?? [];
  const unreadFromThem = messages.filter((m) => m.fromId === other && !m.readAt).length;

  // Seen on screen: what they sent is marked read (the header's badge goes down).
  useEffect(() => {
    if (unreadFromThem > 0) markRead.mutate(other);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [other, unreadFromThem]);
  // A block body: newer browsers answer scrollIntoView with a promise, which React would take for a cleanup.
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [messages.length]);

  if (talk.isPending) return <Skeleton className="m-4 h-40" />;
  if (talk.isError) return <FallbackPanel type="error" className="m-4" title={t('messages.openFailed')} message={talk.error.message} />;
  const { with: person, blocked } = talk.data;
  return (
    <section aria-label={t('messages.with', { name: person.displayName })} className="flex min-h-0 flex-1 flex-col">
      <header className="flex items-center gap-3 border-b border-border px-3 py-2.5 sm:px-4">
        <Button asChild variant="ghost" size="icon" className="lg:hidden">
          <Link to={paths.messages.getHref()} aria-label={t('messages.back')}>
            <ArrowLeft aria-hidden="true" />
          </Link>
        </Button>
        <UserAvatar name={person.displayName} src={person.avatar} />
        <Link to={paths.member.getHref(person.id)} className="min-w-0 flex-1 truncate font-semibold underline-offset-4 hover:underline">
          {person.displayName}
        </Link>
        <BlockButton userId={person.id} name={person.displayName} blocked={blocked === 'by_you'} />
      </header>
      <div role="log" aria-live="polite" aria-label={t('messages.log')} className="min-h-0 flex-1 overflow-y-auto px-3 py-4 sm:px-5">
        {blocked === 'by_you' ? (
          <p className="rounded-xl bg-muted p-4 text-ink-soft">{t('messages.youBlocked', { name: person.displayName })}</p>
        ) : blocked === 'by_them' ? (
          <p className="rounded-xl bg-muted p-4 text-ink-soft">{t('messages.notAccepting', { name: person.displayName })}</p>
        ) : messages.length === 0 ? (
          <p className="p-4 text-center text-ink-soft">{t('messages.sayHello', { name: person.displayName })}</p>
        ) : (
          <ol className="flex flex-col gap-3">
            {messages.map((m) => {
              const mine = m.fromId === user?.id;
              return (
                <li key={m.id} className={cn('flex max-w-[85%] flex-col gap-1', mine ? 'self-end items-end' : 'self-start items-start')}>
                  <p
                    className={cn(
                      'rounded-2xl px-4 py-2.5 text-base break-words whitespace-pre-wrap',
                      mine ? 'rounded-br-sm bg-primary text-on-primary' : 'rounded-bl-sm bg-muted text-ink',
                    )}
                  >
                    <span className="sr-only">{mine ? t('messages.fromYou') : t('messages.fromThem', { name: person.displayName })} </span>
                    {m.text}
                  </p>
                  <span className="flex items-center gap-1 text-xs text-ink-soft">
                    {formatClock(m.createdAt)}
                    {!mine ? <ReportMessageDialog messageId={m.id} from={person.displayName} /> : null}
                  </span>
                </li>
              );
            })}
          </ol>
        )}
        <div ref={end} />
      </div>
      {blocked === 'none' ? <MessageComposer to={person.id} name={person.displayName} /> : null}
    </section>
  );
}
