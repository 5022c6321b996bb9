import { FallbackPanel } from '@/components/ui/fallback-panel';
import { Skeleton } from '@/components/ui/skeleton';
import { useReportQueue } from '@/features/admin/api/moderation-reports';
import { AdminPage } from '@/features/admin/components/admin-page';
import { ModerationItem } from '@/features/admin/components/moderation-item';
import { ModerationMessages } from '@/features/admin/components/moderation-messages';

/** /admin/moderation: the queue of reported posts, and what the rule hid until someone looks. */
export default function AdminModerationPage() {
  const queue = useReportQueue();
  return (
    <AdminPage
      title="Moderation"
      description={
        queue.data
          ? `Posts members reported. A post reported by ${queue.data.autoHideThreshold} members is hidden until you review it; its author is told when a post is hidden.`
          : 'Posts members reported, and posts hidden until you review them.'
      }
    >
      {queue.isPending ? (
        <Skeleton className="h-64" />
      ) : queue.isError ? (
        <FallbackPanel type="error" message={queue.error.message} action={{ label: 'Try again', onClick: () => void queue.refetch() }} />
      ) : queue.data.items.length === 0 ? (
        <FallbackPanel type="empty" title="Nothing to review" message="When members report a discussion or a reply, it appears here." />
      ) : (
        <ul
          aria-label="Reported posts"
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
