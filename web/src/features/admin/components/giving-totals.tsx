import { Skeleton } from '@/components/ui/skeleton';
import { useT } from '@/i18n/t';
import { intlLocale } from '@/lib/format';
import { money, useTotals } from '../api/giving-api';

const monthName = (m: string) => new Date(`${m}-15T12:00:00Z`).toLocaleDateString(intlLocale(), { month: 'long', year: 'numeric' });

/** Gifts received per fund and month this year. */
export function GivingTotals() {
  const t = useT();
  const year = new Date().getFullYear();
  const totals = useTotals(year);
  const rows = totals.data?.totals ?? [];
  return (
    <section aria-labelledby="totals-title" className="flex flex-col gap-3">
      <h2 id="totals-title" className="text-xl font-semibold">
        {t('admin.giving.yearByFundAndMonth', { year: String(year) })}
      </h2>
      {totals.isPending ? (
        <Skeleton className="h-24" />
      ) : rows.length === 0 ? (
        <p className="text-ink-soft">{t('admin.giving.noGiftsYetThisYear')}</p>
      ) : (
        <div
          className="overflow-x-auto rounded-(--radius-card) border border-border bg-surface"
          tabIndex={0}
          role="region"
          aria-label={t('admin.giving.totals')}
        >
          <table className="w-full text-left text-sm">
            <thead className="bg-muted text-ink-soft">
              <tr>
                <th className="px-4 py-2">{t('admin.giving.month')}</th>
                <th className="px-4 py-2">{t('admin.giving.fund')}</th>
                <th className="px-4 py-2 text-right">{t('admin.giving.gifts')}</th>
                <th className="px-4 py-2 text-right">{t('admin.giving.given')}</th>
                <th className="px-4 py-2 text-right">{t('admin.giving.refunded')}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {rows.map((r) => (
                <tr key={`${r.month}-${r.fundId}`}>
                  <td className="px-4 py-2 whitespace-nowrap">{monthName(r.month)}</td>
                  <td className="px-4 py-2">{r.fundName}</td>
                  <td className="px-4 py-2 text-right">{r.gifts}</td>
                  <td className="px-4 py-2 text-right">{money(r.amountCents)}</td>
                  <td className="px-4 py-2 text-right">{r.refundedCents ? money(r.refundedCents) : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
