import { useState } from 'react';
import { Download } from 'lucide-react';
import { hrefOf } from '@selah/contracts/endpoint';
import { frequencyLabel, type Gift } from '@selah/contracts/payments';
import { paymentsAdminApi } from '@selah/contracts/payments-admin-endpoints';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { FallbackPanel } from '@/components/ui/fallback-panel';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toaster';
import { downloadCsv } from '../api/inbox-api';
import { money, useGifts, useRecurring, useRefund, useTotals } from '../api/giving-api';

const statusText: Record<Gift['status'], string> = {
  processing: 'Bank payment clearing',
  paid: 'Paid',
  partially_refunded: 'Part refunded',
  refunded: 'Refunded',
  failed: 'Returned by the bank',
};
const monthName = (m: string) => new Date(`${m}-15T12:00:00Z`).toLocaleDateString('en-US', { month: 'long', year: 'numeric' });

/** Gifts received per fund and month this year. */
export function GivingTotals() {
  const year = new Date().getFullYear();
  const totals = useTotals(year);
  const rows = totals.data?.totals ?? [];
  return (
    <section aria-labelledby="totals-title" className="flex flex-col gap-3">
      <h2 id="totals-title" className="text-xl font-semibold">
        {year} by fund and month
      </h2>
      {totals.isPending ? (
        <Skeleton className="h-24" />
      ) : rows.length === 0 ? (
        <p className="text-ink-soft">No gifts yet this year.</p>
      ) : (
        <div
          className="overflow-x-auto rounded-(--radius-card) border border-border bg-surface"
          tabIndex={0}
          role="region"
          aria-label="Totals"
        >
          <table className="w-full text-left text-sm">
            <thead className="bg-muted text-ink-soft">
              <tr>
                <th className="px-4 py-2">Month</th>
                <th className="px-4 py-2">Fund</th>
                <th className="px-4 py-2 text-right">Gifts</th>
                <th className="px-4 py-2 text-right">Given</th>
                <th className="px-4 py-2 text-right">Refunded</th>
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

/** Recurring donors (weekly to yearly) and what each has given. */
export function GivingRecurring() {
  const recurring = useRecurring();
  const donors = recurring.data?.donors ?? [];
  return (
    <section aria-labelledby="recurring-title" className="flex flex-col gap-3">
      <h2 id="recurring-title" className="text-xl font-semibold">
        Recurring donors
      </h2>
      {recurring.isPending ? (
        <Skeleton className="h-16" />
      ) : donors.length === 0 ? (
        <p className="text-ink-soft">No recurring donors yet.</p>
      ) : (
        <ul className="flex flex-col divide-y divide-border rounded-(--radius-card) border border-border bg-surface">
          {donors.map((d) => (
            <li key={d.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-2.5">
              <span className="min-w-0 break-words">
                <span className="font-semibold">{d.donorName || d.donorEmail}</span> · {money(d.amountCents)}{' '}
                {frequencyLabel(d.frequency).toLowerCase()} to {d.fundName}
              </span>
              <span className="text-sm text-ink-soft">
                {d.giftsCount} gifts, {money(d.givenCents)} in all · {d.status}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The latest gifts, each refundable after a confirmation, and the whole list as CSV. */
export function GivingGifts() {
  const gifts = useGifts();
  const refund = useRefund();
  const [confirming, setConfirming] = useState<Gift | null>(null);
  const list = gifts.data?.gifts ?? [];
  const left = (g: Gift) => (g.status === 'processing' || g.status === 'failed' ? 0 : g.amountCents + g.feeCents - g.refundedCents);

  return (
    <section aria-labelledby="gifts-title" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="gifts-title" className="text-xl font-semibold">
          Gifts
        </h2>
        <Button
          variant="outline"
          size="sm"
          onClick={() => void downloadCsv(hrefOf(paymentsAdminApi.giftsCsv), 'gifts.csv').catch((e: Error) => toast.error(e.message))}
        >
          <Download aria-hidden="true" /> Download CSV
        </Button>
      </div>
      {gifts.isPending ? (
        <Skeleton className="h-32" />
      ) : gifts.isError ? (
        <FallbackPanel type="error" message={gifts.error.message} />
      ) : list.length === 0 ? (
        <p className="text-ink-soft">No gifts yet.</p>
      ) : (
        <ul aria-label="Gifts" className="flex flex-col divide-y divide-border rounded-(--radius-card) border border-border bg-surface">
          {list.map((g) => (
            <li key={g.id} className="flex flex-wrap items-center gap-3 px-4 py-3">
              <div className="min-w-0 flex-1">
                <p className="font-semibold break-words">
                  {money(g.totalCents, g.currency)} from {g.donorName || 'an anonymous donor'}
                </p>
                <p className="text-sm break-words text-ink-soft">
                  #{g.receiptNumber} · {g.fundName} · {g.frequency === 'once' ? 'one-time' : frequencyLabel(g.frequency).toLowerCase()}
                  {g.paymentMethod === 'bank' ? ' · bank account' : ''} ·{' '}
                  {new Date(g.paidAt).toLocaleDateString('en-US', { dateStyle: 'medium' })}
                </p>
              </div>
              <Badge variant={g.status === 'paid' ? 'default' : 'muted'}>{statusText[g.status]}</Badge>
              {left(g) > 0 ? (
                <Button variant="outline" size="sm" onClick={() => setConfirming(g)}>
                  Refund
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <Dialog open={confirming !== null} onOpenChange={(open) => (open ? null : setConfirming(null))}>
        {confirming ? (
          <DialogContent
            title="Refund this gift?"
            description={`${money(left(confirming), confirming.currency)} goes back to ${confirming.donorName || 'the donor'}’s card. This cannot be undone.`}
          >
            <div className="flex flex-wrap justify-end gap-2">
              <DialogClose asChild>
                <Button variant="outline">Keep the gift</Button>
              </DialogClose>
              <Button
                variant="danger"
                disabled={refund.isPending}
                onClick={() =>
                  refund.mutate(confirming.id, {
                    onSuccess: () => {
                      toast.success('Refunded', { description: `Gift #${confirming.receiptNumber} was refunded.` });
                      setConfirming(null);
                    },
                    onError: (err) => toast.error(err.message),
                  })
                }
              >
                {refund.isPending ? 'Refunding…' : `Refund ${money(left(confirming), confirming.currency)}`}
              </Button>
            </div>
          </DialogContent>
        ) : null}
      </Dialog>
    </section>
  );
}
