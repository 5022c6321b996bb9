import { lazy, Suspense } from 'react';
import type { Dashboard } from '@selah/contracts/admin-people';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useT } from '@/i18n/t';
import { intlLocale } from '@/lib/format';

const DashboardChart = lazy(() => import('./dashboard-chart'));

const label = (at: string, unit: 'hour' | 'day') =>
  new Date(at).toLocaleString(intlLocale(), unit === 'hour' ? { weekday: 'short', hour: 'numeric' } : { month: 'short', day: 'numeric' });

/** Listeners per hour or per day: the chart, and the same figures as a table for screen readers and checks. */
export function DashboardListeners({
  title,
  points,
  unit,
}: {
  title: string;
  points: Dashboard['listenersPerHour'];
  unit: 'hour' | 'day';
}) {
  const t = useT();
  const id = `listeners-${unit}`;
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle id={id} className="text-lg">
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <Suspense fallback={<Skeleton className="h-[200px]" />}>
          <DashboardChart points={points} unit={unit} />
        </Suspense>
        <details>
          <summary className="cursor-pointer text-sm font-semibold text-primary">{t('admin.dashboard.showTheFigures')}</summary>
          <div
            className="mt-2 max-h-64 overflow-y-auto"
            tabIndex={0}
            role="region"
            aria-label={t('admin.dashboard.titleAsATable', { title: title })}
          >
            <table aria-labelledby={id} className="w-full text-sm" data-testid={`${id}-table`}>
              <thead>
                <tr className="text-left text-ink-soft">
                  <th scope="col">{unit === 'hour' ? t('admin.dashboard.hour') : t('admin.dashboard.day')}</th>
                  <th scope="col" className="text-right">
                    {t('admin.dashboard.listeners')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {[...points].reverse().map((p) => (
                  <tr key={p.at} data-at={p.at}>
                    <td>{label(p.at, unit)}</td>
                    <td className="text-right tabular-nums">{p.listeners}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      </CardContent>
    </Card>
  );
}
