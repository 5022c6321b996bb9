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
import { useT } from '@/i18n/t';

export default function NotificationsPage() {
  const t = useT();
  const lead = t('notifications.lead');
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
        <PageHeader title={t('notifications.title')} lead={lead} />
        <MembersOnly title={t('notifications.signIn')} message={t('notifications.signInHint')} />
      </>
    );
  }
  const items = list.data?.pages.flatMap((p) => p.notifications) ?? [];
  const loaded = everything.data?.pages.flatMap((p) => p.notifications);

  return (
    <>
      <PageHeader title={t('notifications.title')} lead={lead}>
        <Button asChild variant="outline" size="sm" className="mt-5">
          <Link to={paths.notificationSettings.getHref()}>
            <Settings aria-hidden="true" /> {t('notifications.settings')}
          </Link>
        </Button>
      </PageHeader>
      <Container className="flex max-w-3xl flex-col gap-5 py-8">
        {unread > 0 ? (
          <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-gold/40 bg-gold-soft px-4 py-3 sm:px-5">
            <p className="flex items-center gap-3 font-semibold" role="status">
              <BellRing className="size-5 shrink-0 text-amber-800" aria-hidden="true" />
              <span>{t('notifications.unreadCount', { count: unread })}</span>
            </p>
            <Button variant="outline" size="sm" onClick={() => markAll.mutate()}>
              <CheckCheck aria-hidden="true" /> {t('notifications.markAllRead')}
            </Button>
          </div>
        ) : null}

        <InboxTabs value={tab} onChange={setTab} loaded={loaded} panelId="inbox-panel" />
        <label className="-mt-1 flex items-center gap-3 self-end font-semibold">
          <span>{t('notifications.unreadOnly')}</span>
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
              title={t('notifications.none')}
              message={unreadOnly ? t('notifications.caughtUp') : t('notifications.willNotify')}
            />
          ) : (
            items.map((n) => <NotificationCard key={n.id} notification={n} />)
          )}
          {list.hasNextPage ? (
            <Button variant="outline" className="self-center" disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
              {list.isFetchingNextPage ? t('common.loading') : t('notifications.loadMore')}
            </Button>
          ) : null}
        </section>
      </Container>
    </>
  );
}
