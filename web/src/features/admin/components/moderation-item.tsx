import { paths } from '@selah/contracts/paths';
import type { ReportQueueItem } from '@selah/contracts/admin-people';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { timeAgo } from '@/lib/format';
import { useModerate, type ModerationAction } from '../api/moderation-reports';
import { reportReason } from './report-reason';
import { T, useT } from '@/i18n/t';

/** One reported post: what it says, who wrote it, each report, and what the admin can do. */
export function ModerationItem({ item }: { item: ReportQueueItem }) {
  const t = useT();
  const moderate = useModerate();
  const kind = item.targetType;
  const act = (action: 'dismiss' | 'hide' | 'delete', done: string) => {
    if (action === 'delete' && !window.confirm(t('admin.moderation.deleteConfirm', { kind }))) return;
    const a: ModerationAction = { kind: 'resolve', targetType: item.targetType, targetId: item.targetId, action };
    moderate.mutate(a, { onSuccess: () => toast.success(done), onError: (e) => toast.error(e.message) });
  };
  return (
    <li
      aria-label={t('admin.moderation.reportedKindByDisplayname', { kind, displayName: item.author.displayName })}
      className="min-w-0 px-4 py-4 sm:px-5"
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="muted">{t('admin.moderation.kind', { kind })}</Badge>
        {item.isHidden ? (
          <Badge variant="live">
            {item.hiddenReason === 'reports' ? t('admin.moderation.hiddenByTheRule') : t('admin.moderation.hidden')}
          </Badge>
        ) : null}
        <span className="text-sm text-ink-soft">
          {item.reports.length === 1 ? t('admin.moderation.1Report') : t('admin.moderation.lengthReports', { length: item.reports.length })}{' '}
          · {t('admin.moderation.firstFirstreportedat', { firstReportedAt: timeAgo(item.firstReportedAt) })}
        </span>
      </div>
      <blockquote className="mt-2 border-l-4 border-border pl-3 break-words whitespace-pre-wrap">{item.content}</blockquote>
      <p className="mt-1 text-sm text-ink-soft">
        <T
          id="admin.moderation.byIn"
          values={{
            author: item.author.displayName,
            thread: item.threadTitle,
            b: (c) => <span className="font-semibold text-ink">{c}</span>,
            link: (c) => (
              <Link className="text-primary hover:underline" to={paths.communityThread.getHref(item.threadId)}>
                {c}
              </Link>
            ),
          }}
        />
      </p>
      <ul className="mt-2 flex flex-col gap-1 text-sm">
        {item.reports.map((r) => (
          <li key={r.id} className="break-words">
            <span className="font-semibold">{r.reporter}</span>: {reportReason(t, r.reason)}
            {r.details ? ` — ${r.details}` : ''}
          </li>
        ))}
      </ul>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="outline"
          disabled={moderate.isPending}
          onClick={() =>
            act('dismiss', item.isHidden ? t('admin.moderation.shownAgain', { kind }) : t('admin.moderation.reportsDismissed'))
          }
        >
          {item.isHidden ? t('admin.moderation.dismissAndShowAgain') : t('admin.moderation.dismiss')}
        </Button>
        {item.isHidden && item.hiddenReason !== 'reports' ? null : (
          <Button size="sm" disabled={moderate.isPending} onClick={() => act('hide', t('admin.moderation.hiddenDone', { kind }))}>
            {t('admin.moderation.hideKind', { kind })}
          </Button>
        )}
        <Button
          size="sm"
          variant="danger"
          disabled={moderate.isPending}
          onClick={() => act('delete', t('admin.moderation.deletedDone', { kind }))}
        >
          {t('admin.moderation.deleteKind', { kind })}
        </Button>
      </div>
    </li>
  );
}
