import { FallbackPanel } from '@/components/ui/fallback-panel';
import { Skeleton } from '@/components/ui/skeleton';
import { useReportQueue } from '@/features/admin/api/moderation-reports';
import { AdminPage } from '@/features/admin/components/admin-page';
import { ModerationItem } from '@/features/admin/components/moderation-item';
import { ModerationMessages } from '@/features/admin/components/moderation-messages';
import { useT } from '@/i18n/t';

/** /admin/moderation: the queue of reported posts, and what the rule hid until someone looks. */
export default function AdminModerationPage() {
  const t = useT();
  const queue = useReportQueue();
  return (
    <AdminPage
      title={t('admin.moderation.moderation')}
      description={
        queue.data
          ? t('admin.moderation.postsMembersReportedAPost', { autoHideThreshold: queue.data.autoHideThreshold })
          : t('admin.moderation.postsMembersReportedAndPosts')
      }
    >
      {queue.isPending ? (
        <Skeleton className="h-64" />
      ) : queue.isError ? (
        <FallbackPanel
          type="error"
          message={queue.error.message}
          action={{ label: t('common.retry'), onClick: () => void queue.refetch() }}
        />
      ) : queue.data.items.length === 0 ? (
        <FallbackPanel
          type="empty"
          title={t('admin.moderation.nothingToReview')}
          message={t('admin.moderation.whenMembersReportADiscussion')}
        />
      ) : (
        <ul
          aria-label={t('admin.moderation.reportedPosts')}
          className="flex flex-col divide-y divide-border rounded-(--radius-card) border border-border bg-surface shadow-sm"
        >
          {queue.data.items.map((item) => (
            <ModerationItem key={`${item.targetType}:${item.targetId}`} item={item} />
          ))}
        </ul>
      )}
      <ModerationMessages />
    </AdminPage>
  );
}
