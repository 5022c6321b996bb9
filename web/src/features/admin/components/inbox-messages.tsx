import { useState } from 'react';
import { CheckCircle2, RotateCcw } from 'lucide-react';
import type { InboxItem, InboxKind } from '@selah/contracts/admin-site';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FallbackPanel } from '@/components/ui/fallback-panel';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toaster';
import { cn } from '@/lib/cn';
import { intlLocale, timeAgo } from '@/lib/format';
import { useInbox, useMarkHandled } from '../api/inbox-api';
import { InboxReplyForm } from './inbox-reply-form';
import { useT } from '@/i18n/t';

const statuses = [
  ['new', 'admin.inbox.status.new'],
  ['handled', 'admin.inbox.status.handled'],
  ['all', 'admin.inbox.status.all'],
] as const;

/** One kind of message: the list (new first by default) and the one opened, with its reply form. */
export function InboxMessages({ kind }: { kind: InboxKind }) {
  const t = useT();
  const [status, setStatus] = useState<'new' | 'handled' | 'all'>('new');
  // The opened message stays open when it leaves the list (handled while showing only new ones).
  const [opened, setOpened] = useState<InboxItem | null>(null);
  const openId = opened?.id ?? null;
  const list = useInbox(kind, status);
  const items = list.data?.items ?? [];
  const open = items.find((i) => i.id === openId) ?? opened;

  return (
    <div className="flex flex-col gap-4">
      <div role="group" aria-label={t('admin.inbox.show')} className="flex flex-wrap gap-2">
        {statuses.map(([id, label]) => (
          <button
            key={id}
            type="button"
            aria-pressed={status === id}
            onClick={() => setStatus(id)}
            className={cn(
              'rounded-full border px-3.5 py-1.5 text-sm font-semibold',
              status === id ? 'border-primary bg-primary text-white' : 'border-border bg-surface text-ink-soft hover:bg-muted',
            )}
          >
            {t(label)}
          </button>
        ))}
      </div>
      {list.isPending ? (
        <Skeleton className="h-48" />
      ) : list.isError ? (
        <FallbackPanel
          type="error"
          message={list.error.message}
          action={{ label: t('common.retry'), onClick: () => void list.refetch() }}
        />
      ) : items.length === 0 && !open ? (
        <FallbackPanel
          type="empty"
          title={status === 'new' ? t('admin.inbox.nothingNew') : t('admin.inbox.nothingHere')}
          message={t('admin.inbox.messagesPeopleSendThroughThe')}
        />
      ) : (
        <div className="grid gap-4 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
          <ul
            aria-label={t('admin.inbox.messages')}
            className="flex flex-col divide-y divide-border rounded-(--radius-card) border border-border bg-surface"
          >
            {items.map((item) => (
              <li key={item.id}>
                <button
                  type="button"
                  aria-current={item.id === openId ? 'true' : undefined}
                  onClick={() => setOpened(item)}
                  className={cn(
                    'flex w-full min-w-0 flex-col gap-0.5 px-4 py-3 text-left hover:bg-muted',
                    item.id === openId && 'bg-primary-soft/60',
                  )}
                >
                  <span className="flex items-center gap-2">
                    <span className={cn('truncate', item.handledAt ? 'text-ink-soft' : 'font-semibold text-ink')}>{item.name}</span>
                    {item.handledAt ? null : <Badge className="ml-auto shrink-0">{t('admin.inbox.new2')}</Badge>}
                  </span>
                  <span className="truncate text-sm text-ink">{item.subject}</span>
                  <span className="text-xs text-ink-soft">{timeAgo(item.createdAt)}</span>
                </button>
              </li>
            ))}
          </ul>
          {open ? (
            <MessageView key={open.id} item={open} onChange={setOpened} />
          ) : (
            <p className="self-center text-center text-ink-soft">{t('admin.inbox.chooseAMessageToRead')}</p>
          )}
        </div>
      )}
    </div>
  );
}

function MessageView({ item, onChange }: { item: InboxItem; onChange: (item: InboxItem) => void }) {
  const t = useT();
  const mark = useMarkHandled();
  const toggle = () =>
    mark.mutate(
      { kind: item.kind, id: item.id, handled: !item.handledAt },
      { onSuccess: onChange, onError: (err) => toast.error(err.message) },
    );
  return (
    <article
      aria-labelledby={`message-${item.id}`}
      className="flex min-w-0 flex-col gap-4 rounded-(--radius-card) border border-border bg-surface p-4 sm:p-6"
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={`message-${item.id}`} className="text-xl font-semibold break-words">
            {item.subject}
          </h2>
          <p className="text-sm break-words text-ink-soft">
            {t('admin.inbox.fromName', { name: item.name })} ·{' '}
            <a className="text-primary underline" href={`mailto:${item.email}`}>
              {item.email}
            </a>{' '}
            · {new Date(item.createdAt).toLocaleString(intlLocale(), { dateStyle: 'medium', timeStyle: 'short' })}
          </p>
        </div>
        <p className="flex items-center gap-2 text-sm font-semibold" aria-live="polite">
          {item.handledAt ? (
            <>
              <CheckCircle2 className="size-4 text-primary" aria-hidden="true" /> {t('admin.inbox.handled')}
            </>
          ) : (
            t('admin.inbox.new2')
          )}
        </p>
      </header>
      {item.details.length ? (
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
          {item.details.map((d) => (
            <div key={d.label} className="contents">
              <dt className="font-semibold text-ink-soft">{d.label}</dt>
              <dd className="break-words">{d.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <p className="break-words whitespace-pre-wrap">{item.message || t('admin.inbox.noMessage')}</p>
      <div>
        <Button variant="outline" size="sm" onClick={toggle} disabled={mark.isPending}>
          {item.handledAt ? <RotateCcw aria-hidden="true" /> : <CheckCircle2 aria-hidden="true" />}
          {item.handledAt ? t('admin.inbox.markAsNewAgain') : t('admin.inbox.markHandled')}
        </Button>
      </div>
      <InboxReplyForm item={item} onSent={onChange} />
    </article>
  );
}
