import { useState } from 'react';
import { Link } from 'react-router';
import { BellRing, CheckCheck, Settings } from 'lucide-react';
import { paths } from '@selah/contracts/paths';
import { Button } from '@/components/ui/button';
import { FallbackPanel } from '@/components/ui/fallback-panel';
import { NotificationsUnavailable } from '@/features/notifications/components/notifications-unavailable';
import { Container, PageHeader } from '@/components/ui/page';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { useNotifications } from '@/features/notifications/api/get-notifications';
import { useUnreadCount } from '@/features/notifications/api/get-unread-count';
import type { NotificationTab } from '@/features/notifications/api/keys';
import { useMarkAllRead } from '@/features/notifications/api/mark-all-read';
import { InboxTabs } from '@/features/notifications/components/inbox-tabs';
import { MembersOnly } from '@/features/notifications/components/members-only';
import { NotificationCard } from '@/features/notifications/components/notification-card';
import { useSession } from '@/lib/session';

const lead = 'Replies, prayers and reminders from your community.';

export default function NotificationsPage() {
  const { user } = useSession();
  const [tab, setTab] = useState<NotificationTab>('all');
  const [unreadOnly, setUnreadOnly] = useState(false);
  const everything = useNotifications({ tab: 'all', unreadOnly });
  const list = useNotifications({ tab, unreadOnly });
  const unread = useUnreadCount().data ?? 0;
  const markAll = useMarkAllRead();

  if (!user) {
    return (
      <>
        <PageHeader title="Notifications" lead={lead} />
        <MembersOnly
          title="Sign in to see your notifications"
          message="Replies to your prayer requests, mentions and reminders are kept here for you once you sign in."
        />
      </>
    );
  }
  const items = list.data?.pages.flatMap((p) => p.notifications) ?? [];
  const loaded = everything.data?.pages.flatMap((p) => p.notifications);

  return (
    <>
      <PageHeader title="Notifications" lead={lead}>
        <Button asChild variant="outline" size="sm" className="mt-5">
          <Link to={paths.notificationSettings.getHref()}>
            <Settings aria-hidden="true" /> Settings
          </Link>
        </Button>
      </PageHeader>
      <Container className="flex max-w-3xl flex-col gap-5 py-8">
        {unread > 0 ? (
          <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-gold/40 bg-gold-soft px-4 py-3 sm:px-5">
            <p className="flex items-center gap-3 font-semibold" role="status">
              <BellRing className="size-5 shrink-0 text-amber-800" aria-hidden="true" />
              <span>
                You have {unread} unread notification{unread === 1 ? '' : 's'}
              </span>
            </p>
            <Button variant="outline" size="sm" onClick={() => markAll.mutate()}>
              <CheckCheck aria-hidden="true" /> Mark all read
            </Button>
          </div>
        ) : null}

        <InboxTabs value={tab} onChange={setTab} loaded={loaded} panelId="inbox-panel" />
        <label className="-mt-1 flex items-center gap-3 self-end font-semibold">
          <span>Show unread only</span>
          <Switch checked={unreadOnly} onCheckedChange={setUnreadOnly} />
        </label>

        <section id="inbox-panel" role="tabpanel" aria-labelledby={`inbox-tab-${tab}`} className="flex flex-col gap-3">
          {list.isPending ? (
            Array.from({ length: 5 }, (_, i) => <Skeleton key={i} className="h-28 rounded-2xl" data-testid="notification-skeleton" />)
          ) : list.isError ? (
            <NotificationsUnavailable onRetry={() => void list.refetch()} />
          ) : items.length === 0 ? (
            <FallbackPanel
              type="empty"
              title="No notifications"
              message={
                unreadOnly ? "You're all caught up! No unread notifications." : "We'll notify you when something happens in your community."
              }
            />
          ) : (
            items.map((n) => <NotificationCard key={n.id} notification={n} />)
          )}
          {list.hasNextPage ? (
            <Button variant="outline" className="self-center" disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
              {list.isFetchingNextPage ? 'Loading…' : 'Load more'}
            </Button>
          ) : null}
        </section>
      </Container>
    </>
  );
}
