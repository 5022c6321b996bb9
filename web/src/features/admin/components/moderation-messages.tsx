import { Button } from '@/components/ui/button';
import { FallbackPanel } from '@/components/ui/fallback-panel';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toaster';
import { timeAgo } from '@/lib/format';
import { useMessageReports, useResolveMessageReport } from '../api/message-reports';

/** Reported private messages: each one alone (never the rest of its conversation), to dismiss or remove. */
export function ModerationMessages() {
  const reports = useMessageReports();
  const resolve = useResolveMessageReport();
  const act = (reportId: string, action: 'dismiss' | 'delete') =>
    resolve.mutate(
      { reportId, action },
      {
        onSuccess: () => toast.success(action === 'delete' ? 'The message was removed for both members.' : 'The report was dismissed.'),
        onError: (e) => toast.error(e.message),
      },
    );
  return (
    <section aria-labelledby="reported-messages" className="flex flex-col gap-3">
      <h2 id="reported-messages" className="text-xl font-semibold">
        Reported messages
      </h2>
      <p className="text-ink-soft">
        Private messages stay private: you see a message here only when the member who received it reported it.
      </p>
      {reports.isPending ? (
        <Skeleton className="h-32" />
      ) : reports.isError ? (
        <FallbackPanel
          type="error"
          message={reports.error.message}
          action={{ label: 'Try again', onClick: () => void reports.refetch() }}
        />
      ) : reports.data.items.length === 0 ? (
        <FallbackPanel type="empty" title="No reported messages" message="When a member reports a message sent to them, it appears here." />
      ) : (
        <ul
          aria-label="Reported messages"
          className="flex flex-col divide-y divide-border rounded-(--radius-card) border border-border bg-surface shadow-sm"
        >
          {reports.data.items.map((r) => (
            <li key={r.reportId} className="flex flex-col gap-2 p-4">
              <p className="text-sm text-ink-soft">
                From <strong className="text-ink">{r.from.displayName}</strong> (@{r.from.username}) to{' '}
                <strong className="text-ink">{r.reportedBy.displayName}</strong>, reported {timeAgo(r.reportedAt)} as {r.reason}
              </p>
              <blockquote className="rounded-xl bg-muted px-4 py-3 break-words whitespace-pre-wrap">{r.text}</blockquote>
              {r.details ? <p className="text-sm">Reporter's note: {r.details}</p> : null}
              <div className="flex flex-wrap gap-2">
                <Button size="sm" variant="outline" disabled={resolve.isPending} onClick={() => act(r.reportId, 'dismiss')}>
                  Dismiss
                </Button>
                <Button size="sm" variant="danger" disabled={resolve.isPending} onClick={() => act(r.reportId, 'delete')}>
                  Remove the message
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
