import type { ReactNode } from 'react';
import { Check, HandHeart, Inbox, Megaphone, Music } from 'lucide-react';
import type { StudioMessage, StudioRequest } from '@selah/contracts/requests';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toaster';
import { T, translate, useT } from '@/i18n/t';
import { ApiError } from '@/lib/api-client';
import { formatClock } from '@/lib/format';
import { useStudioInbox, useStudioInboxActions } from '../api/studio-inbox';

const failed = (err: unknown) => toast.error(err instanceof ApiError ? err.message : translate('live.inbox.failed'));

/**
 * The host's inbox in the studio: listeners' song requests and messages (prayer requests,
 * shout-outs), arriving live over the studio socket. Each can be marked read; a shout-out can go
 * on air as the title listeners see. Everything a listener wrote is shown as text.
 */
export function StudioInboxCard({ connected }: { connected: boolean }) {
  const t = useT();
  const inbox = useStudioInbox(true);
  const unread = inbox.data ? [...inbox.data.requests, ...inbox.data.messages].filter((x) => !x.readAt).length : 0;
  return (
    <Card aria-labelledby="inbox-heading" className="lg:col-span-2">
      <CardHeader>
        <CardTitle id="inbox-heading" className="flex flex-wrap items-center gap-2">
          <Inbox className="size-5 text-primary" aria-hidden="true" /> {t('live.inbox.title')}
          {unread ? <Badge data-testid="inbox-unread">{t('live.inbox.new', { count: unread })}</Badge> : null}
        </CardTitle>
        <CardDescription>{connected ? t('live.inbox.intro') : t('live.inbox.introReconnecting')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6 md:grid-cols-2">
        {inbox.data ? (
          <>
            <section aria-labelledby="inbox-messages-heading" className="min-w-0">
              <h3 id="inbox-messages-heading" className="mb-2 text-sm font-bold uppercase tracking-wide text-ink-soft">
                {t('live.inbox.messages')}
              </h3>
              {inbox.data.messages.length ? (
                <ul className="flex flex-col gap-3" aria-live="polite">
                  {inbox.data.messages.map((m) => (
                    <MessageItem key={m.id} message={m} />
                  ))}
                </ul>
              ) : (
                <p className="text-ink-soft">{t('live.inbox.noMessages')}</p>
              )}
            </section>
            <section aria-labelledby="inbox-requests-heading" className="min-w-0">
              <h3 id="inbox-requests-heading" className="mb-2 text-sm font-bold uppercase tracking-wide text-ink-soft">
                {t('live.inbox.requests')}
              </h3>
              {inbox.data.requests.length ? (
                <ul className="flex flex-col gap-3" aria-live="polite">
                  {inbox.data.requests.map((r) => (
                    <RequestItem key={r.id} request={r} />
                  ))}
                </ul>
              ) : (
                <p className="text-ink-soft">{t('live.inbox.noRequests')}</p>
              )}
            </section>
          </>
        ) : inbox.isError ? (
          <p role="alert" className="text-danger">
            {t('live.inbox.loadFailed', { reason: inbox.error.message })}
          </p>
        ) : (
          <Skeleton className="h-40 md:col-span-2" />
        )}
      </CardContent>
    </Card>
  );
}

/** One listener's message: what kind, from whom and when, its text, and what the host may do with it. */
export function MessageItem({ message: m }: { message: StudioMessage }) {
  const t = useT();
  const { readMessage, putOnAir } = useStudioInboxActions();
  const from = { name: m.name || t('live.inbox.aListener'), b: (c: ReactNode) => <span className="font-semibold text-ink">{c}</span> };
  return (
    <li
      className={`rounded-xl border p-4 ${m.readAt ? 'border-border bg-surface' : 'border-primary/40 bg-primary-soft/40'}`}
      data-testid="studio-message"
    >
      <p className="flex flex-wrap items-center gap-2 text-sm text-ink-soft">
        {m.kind === 'prayer' ? (
          <HandHeart className="size-4 text-primary" aria-hidden="true" />
        ) : (
          <Megaphone className="size-4 text-primary" aria-hidden="true" />
        )}
        <span>
          <T id={m.kind === 'prayer' ? 'live.inbox.prayerFrom' : 'live.inbox.shoutoutFrom'} values={from} />
        </span>
        <span>· {formatClock(m.createdAt)}</span>
        {m.airedAt ? <Badge variant="gold">{t('live.inbox.onAir')}</Badge> : null}
      </p>
      <p className="mt-2 whitespace-pre-wrap break-words">{m.text}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        {m.kind === 'shoutout' ? (
          <Button
            size="sm"
            disabled={putOnAir.isPending}
            onClick={() =>
              putOnAir.mutate(m.id, { onSuccess: ({ title }) => toast.success(t('live.inbox.onAirToast', { title })), onError: failed })
            }
          >
            <Megaphone aria-hidden="true" /> {t('live.inbox.putOnAir')}
          </Button>
        ) : null}
        {m.readAt ? null : (
          <Button
            size="sm"
            variant="outline"
            disabled={readMessage.isPending}
            onClick={() => readMessage.mutate(m.id, { onError: failed })}
          >
            <Check aria-hidden="true" /> {t('live.inbox.markRead')}
          </Button>
        )}
      </div>
    </li>
  );
}

function RequestItem({ request: r }: { request: StudioRequest }) {
  const t = useT();
  const { readRequest } = useStudioInboxActions();
  return (
    <li
      className={`rounded-xl border p-4 ${r.readAt ? 'border-border bg-surface' : 'border-primary/40 bg-primary-soft/40'}`}
      data-testid="studio-request"
    >
      <p className="flex flex-wrap items-center gap-2">
        <Music className="size-4 text-primary" aria-hidden="true" />
        <span className="font-semibold">{r.title}</span>
        <span className="text-ink-soft">· {r.artist}</span>
      </p>
      <p className="mt-1 text-sm text-ink-soft">
        {r.name ? `${t('live.inbox.for', { name: r.name })} · ` : ''}
        {formatClock(r.createdAt)} · {r.status === 'played' ? t('live.inbox.played') : t('live.inbox.waiting')}
      </p>
      {r.readAt ? null : (
        <Button
          className="mt-3"
          size="sm"
          variant="outline"
          disabled={readRequest.isPending}
          onClick={() => readRequest.mutate(r.id, { onError: failed })}
        >
          <Check aria-hidden="true" /> {t('live.inbox.markRead')}
        </Button>
      )}
    </li>
  );
}
