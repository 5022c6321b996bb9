import { useState } from 'react';
import { Download, RefreshCw } from 'lucide-react';
import type { OutboxMail } from '@selah/contracts/admin-site';
import { hrefOf } from '@selah/contracts/endpoint';
import { inboxApi } from '@selah/contracts/inbox-endpoints';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FallbackPanel } from '@/components/ui/fallback-panel';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toaster';
import { cn } from '@/lib/cn';
import { intlLocale, timeAgo } from '@/lib/format';
import { downloadCsv, useOutbox, useResend, useSubscribers } from '../api/inbox-api';
import { useT, type MessageId } from '@/i18n/t';

const statusText: Record<OutboxMail['status'], MessageId> = {
  kept: 'admin.inbox.mail.kept',
  sent: 'admin.inbox.mail.sent',
  failed: 'admin.inbox.mail.failed',
};

/** The station's mail: each kept (no SMTP), sent or failed mail, and resend for the ones not delivered. */
export function InboxOutbox() {
  const t = useT();
  const [status, setStatus] = useState<'all' | OutboxMail['status']>('all');
  const outbox = useOutbox(status);
  const resend = useResend();
  const mails = outbox.data?.mails ?? [];
  return (
    <div className="flex flex-col gap-4">
      <div role="group" aria-label={t('admin.inbox.show')} className="flex flex-wrap gap-2">
        {(['all', 'failed', 'kept', 'sent'] as const).map((s) => (
          <button
            key={s}
            type="button"
            aria-pressed={status === s}
            onClick={() => setStatus(s)}
            className={cn(
              'rounded-full border px-3.5 py-1.5 text-sm font-semibold',
              status === s ? 'border-primary bg-primary text-white' : 'border-border bg-surface text-ink-soft hover:bg-muted',
            )}
          >
            {s === 'all' ? t('admin.inbox.everything') : t(statusText[s])}
          </button>
        ))}
      </div>
      {outbox.isPending ? (
        <Skeleton className="h-48" />
      ) : outbox.isError ? (
        <FallbackPanel type="error" message={outbox.error.message} />
      ) : mails.length === 0 ? (
        <FallbackPanel type="empty" title={t('admin.inbox.noMail')} message={t('admin.inbox.mailTheStationSendsReceipts')} />
      ) : (
        <ul
          aria-label={t('admin.inbox.outbox')}
          className="flex flex-col divide-y divide-border rounded-(--radius-card) border border-border bg-surface"
        >
          {mails.map((mail) => (
            <li key={mail.id} className="flex flex-wrap items-start gap-3 px-4 py-3">
              <div className="min-w-0 flex-1">
                <p className="font-semibold break-words">{mail.subject}</p>
                <p className="text-sm break-words text-ink-soft">
                  {t('admin.inbox.toToaddressCreatedat', { toAddress: mail.toAddress, createdAt: timeAgo(mail.createdAt) })}
                </p>
                {mail.error ? <p className="text-sm break-words text-danger">{mail.error}</p> : null}
                <details className="mt-1 text-sm">
                  <summary className="cursor-pointer font-semibold text-primary">{t('admin.inbox.readTheMail')}</summary>
                  <pre className="mt-2 font-sans break-words whitespace-pre-wrap">{mail.bodyText}</pre>
                </details>
              </div>
              <Badge variant={mail.status === 'failed' ? 'gold' : 'muted'}>{t(statusText[mail.status])}</Badge>
              {mail.status === 'sent' ? null : (
                <Button
                  variant="outline"
                  size="sm"
                  disabled={resend.isPending}
                  onClick={() =>
                    resend.mutate(mail.id, {
                      onSuccess: () =>
                        toast.success(t('admin.inbox.sentAgain'), {
                          description: t('admin.inbox.subjectToToaddress', { subject: mail.subject, toAddress: mail.toAddress }),
                        }),
                      onError: (err) => toast.error(err.message),
                    })
                  }
                >
                  <RefreshCw aria-hidden="true" /> {t('admin.inbox.resend')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The newsletter's subscribers, and the list as a CSV file. */
export function InboxNewsletter() {
  const t = useT();
  const list = useSubscribers();
  const subscribers = list.data?.subscribers ?? [];
  return (
    <div className="flex flex-col gap-4">
      <Button
        variant="outline"
        className="self-start"
        onClick={() =>
          void downloadCsv(hrefOf(inboxApi.subscribersCsv), 'newsletter-subscribers.csv').catch((e: Error) => toast.error(e.message))
        }
      >
        <Download aria-hidden="true" /> {t('admin.inbox.downloadTheListCsv')}
      </Button>
      {list.isPending ? (
        <Skeleton className="h-32" />
      ) : subscribers.length === 0 ? (
        <FallbackPanel type="empty" title={t('admin.inbox.noSubscribersYet')} message={t('admin.inbox.peopleWhoSignUpFor')} />
      ) : (
        <ul
          aria-label={t('admin.inbox.subscribers')}
          className="flex flex-col divide-y divide-border rounded-(--radius-card) border border-border bg-surface"
        >
          {subscribers.map((s) => (
            <li key={s.id} className="flex flex-wrap justify-between gap-2 px-4 py-2.5">
              <span className="break-all">{s.email}</span>
              <span className="text-sm text-ink-soft">
                {t('admin.inbox.sinceTolocaledatestring', {
                  toLocaleDateString: new Date(s.createdAt).toLocaleDateString(intlLocale(), { dateStyle: 'medium' }),
                })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
