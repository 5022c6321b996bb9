import { FallbackPanel } from '@/components/ui/fallback-panel';
import { Skeleton } from '@/components/ui/skeleton';
import { useDashboard } from '@/features/admin/api/dashboard-get';
import { AdminPage } from '@/features/admin/components/admin-page';
import { DashboardChecklist } from '@/features/admin/components/dashboard-checklist';
import { DashboardListeners } from '@/features/admin/components/dashboard-listeners';
import { DashboardTiles } from '@/features/admin/components/dashboard-tiles';
import { useT } from '@/i18n/t';

/** /admin: the station at a glance. */
export default function AdminDashboardPage() {
  const t = useT();
  const d = useDashboard();
  return (
    <AdminPage title={t('admin.dashboard.dashboard')} description={t('admin.dashboard.whatIsOnAirWho')}>
      <DashboardChecklist />
      {d.isPending ? (
        <Skeleton className="h-64" />
      ) : d.isError ? (
        <FallbackPanel type="error" message={d.error.message} action={{ label: t('common.retry'), onClick: () => void d.refetch() }} />
      ) : (
        <>
          <DashboardTiles d={d.data} />
          <div className="grid gap-4 lg:grid-cols-2">
            <DashboardListeners title={t('admin.dashboard.listenersPerHour48Hours')} points={d.data.listenersPerHour} unit="hour" />
            <DashboardListeners title={t('admin.dashboard.listenersPerDay30Days')} points={d.data.listenersPerDay} unit="day" />
          </div>
        </>
      )}
    </AdminPage>
  );
}
