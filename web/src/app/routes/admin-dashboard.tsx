import { FallbackPanel } from '@/components/ui/fallback-panel';
import { Skeleton } from '@/components/ui/skeleton';
import { useDashboard } from '@/features/admin/api/dashboard-get';
import { AdminPage } from '@/features/admin/components/admin-page';
import { DashboardChecklist } from '@/features/admin/components/dashboard-checklist';
import { DashboardListeners } from '@/features/admin/components/dashboard-listeners';
import { DashboardTiles } from '@/features/admin/components/dashboard-tiles';

/** /admin: the station at a glance. */
export default function AdminDashboardPage() {
  const d = useDashboard();
  return (
    <AdminPage title="Dashboard" description="What is on air, who is listening, and what needs the team's attention.">
      <DashboardChecklist />
      {d.isPending ? (
        <Skeleton className="h-64" />
      ) : d.isError ? (
        <FallbackPanel type="error" message={d.error.message} action={{ label: 'Try again', onClick: () => void d.refetch() }} />
      ) : (
        <>
          <DashboardTiles d={d.data} />
          <div className="grid gap-4 lg:grid-cols-2">
            <DashboardListeners title="Listeners per hour (48 hours)" points={d.data.listenersPerHour} unit="hour" />
            <DashboardListeners title="Listeners per day (30 days)" points={d.data.listenersPerDay} unit="day" />
          </div>
        </>
      )}
    </AdminPage>
  );
}
