import { Button } from '@/components/ui/button';
import { FallbackPanel } from '@/components/ui/fallback-panel';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toaster';
import { timeAgo } from '@/lib/format';
import { useMessageReports, useResolveMessageReport } from '../api/message-reports';
import { messageReportReasons } from '@selah/contracts/messages';
import { T, useT, type MessageId } from '@/i18n/t';

/** The reason the member chose, as the report dialog names it (a reason this page does not know is shown as sent). */
const reasonId = (r: string): MessageId | undefined =>
  (messageReportReasons as readonly string[]).includes(r) ? (`messages.report.reason.${r}` as MessageId) : undefined;

/** Reported private messages: each one alone (never the rest of its conversation), to dismiss or remove. */
export function ModerationMessages() {
  const t = useT();
  const say = (id: MessageId | undefined, otherwise: string) => (id ? t(id) : otherwise);
  const reports = useMessageReports();
  const resolve = useResolveMessageReport();
  const act = (reportId: string, action: 'dismiss' | 'delete') =>
    resolve.mutate(
      { reportId, action },
      {
        onSuccess: () =>
          toast.success(action === 'delete' ? t('admin.moderation.theMessageWasRemovedFor') : t('admin.moderation.theReportWasDismissed')),
        onError: (e) => toast.error(e.message),
      },
    );
  return (
    <section aria-labelledby="reported-messages" className="flex flex-col gap-3">
      <h2 id="reported-messages" className="text-xl font-semibold">
        {t('admin.moderation.reportedMessages')}
      </h2>
      <p className="text-ink-soft">{t('admin.moderation.privateMessagesStayPrivateYou')}</p>
      {reports.isPending ? (
        <Skeleton className="h-32" />
      ) : reports.isError ? (
        <FallbackPanel
          type="error"
          message={reports.error.message}
          action={{ label: t('common.retry'), onClick: () => void reports.refetch() }}
        />
      ) : reports.data.items.length === 0 ? (
        <FallbackPanel type="empty" title={t('admin.moderation.noReportedMessages')} message={t('admin.moderation.whenAMemberReportsA')} />
      ) : (
        <ul
          aria-label={t('admin.moderation.reportedMessages')}
          className="flex flex-col divide-y divide-border rounded-(--radius-card) border border-border bg-surface shadow-sm"
        >
          {reports.data.items.map((r) => (
            <li key={r.reportId} className="flex flex-col gap-2 p-4">
              <p className="text-sm text-ink-soft">
                <T
                  id="admin.moderation.reportLine"
                  values={{
                    from: r.from.displayName,
                    username: r.from.username,
                    reporter: r.reportedBy.displayName,
                    reportedAt: timeAgo(r.reportedAt),
                    reason: say(reasonId(r.reason), r.reason),
                    b: (c) => <strong className="text-ink">{c}</strong>,
                  }}
                />
              </p>
              <blockquote className="rounded-xl bg-muted px-4 py-3 break-words whitespace-pre-wrap">{r.text}</blockquote>
              {r.details ? (
                <p className="text-sm">
                  {t('admin.moderation.reporterSNote')} {r.details}
                </p>
              ) : null}
              <div className="flex flex-wrap gap-2">
                <Button size="sm" variant="outline" disabled={resolve.isPending} onClick={() => act(r.reportId, 'dismiss')}>
                  {t('admin.moderation.dismiss')}
                </Button>
                <Button size="sm" variant="danger" disabled={resolve.isPending} onClick={() => act(r.reportId, 'delete')}>
                  {t('admin.moderation.removeTheMessage')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
