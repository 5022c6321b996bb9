import { useState } from 'react';
import { Download } from 'lucide-react';
import { hrefOf } from '@selah/contracts/endpoint';
import type { Frequency, Gift } from '@selah/contracts/payments';
import { paymentsAdminApi } from '@selah/contracts/payments-admin-endpoints';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { FallbackPanel } from '@/components/ui/fallback-panel';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toaster';
import { downloadCsv } from '../api/inbox-api';
import { money, useGifts, useRecurring, useRefund } from '../api/giving-api';
import { useT, type MessageId } from '@/i18n/t';
import { intlLocale } from '@/lib/format';

const statusText: Record<Gift['status'], MessageId> = {
  processing: 'admin.giving.status.processing',
  paid: 'admin.giving.status.paid',
  partially_refunded: 'admin.giving.status.partiallyRefunded',
  refunded: 'admin.giving.status.refunded',
  failed: 'admin.giving.status.failed',
};

/** 'weekly', 'semanal': how often a plan gives, inside a line. */
const frequencyId = (f: Frequency): MessageId => `giving.frequency.${f}`;

/** Recurring donors (weekly to yearly) and what each has given. */
export function GivingRecurring() {
  const t = useT();
  const recurring = useRecurring();
  const donors = recurring.data?.donors ?? [];
  return (
    <section aria-labelledby="recurring-title" className="flex flex-col gap-3">
      <h2 id="recurring-title" className="text-xl font-semibold">
        {t('admin.giving.recurringDonors')}
      </h2>
      {recurring.isPending ? (
        <Skeleton className="h-16" />
      ) : donors.length === 0 ? (
        <p className="text-ink-soft">{t('admin.giving.noRecurringDonorsYet')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-border rounded-(--radius-card) border border-border bg-surface">
          {donors.map((d) => (
            <li key={d.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-2.5">
              <span className="min-w-0 break-words">
                <span className="font-semibold">{d.donorName || d.donorEmail}</span> ·{' '}
                {t('admin.giving.planAmountTo', {
                  amount: money(d.amountCents),
                  frequency: t(frequencyId(d.frequency)).toLowerCase(),
                  fundName: d.fundName,
                })}
              </span>
              <span className="text-sm text-ink-soft">
                {t('admin.giving.planGifts', { count: d.giftsCount, givenCents: money(d.givenCents), status: d.status })}
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
  const t = useT();
  const gifts = useGifts();
  const refund = useRefund();
  const [confirming, setConfirming] = useState<Gift | null>(null);
  const list = gifts.data?.gifts ?? [];
  const left = (g: Gift) => (g.status === 'processing' || g.status === 'failed' ? 0 : g.amountCents + g.feeCents - g.refundedCents);

  return (
    <section aria-labelledby="gifts-title" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="gifts-title" className="text-xl font-semibold">
          {t('admin.giving.gifts')}
        </h2>
        <Button
          variant="outline"
          size="sm"
          onClick={() => void downloadCsv(hrefOf(paymentsAdminApi.giftsCsv), 'gifts.csv').catch((e: Error) => toast.error(e.message))}
        >
          <Download aria-hidden="true" /> {t('admin.giving.downloadCsv')}
        </Button>
      </div>
      {gifts.isPending ? (
        <Skeleton className="h-32" />
      ) : gifts.isError ? (
        <FallbackPanel type="error" message={gifts.error.message} />
      ) : list.length === 0 ? (
        <p className="text-ink-soft">{t('admin.giving.noGiftsYet')}</p>
      ) : (
        <ul
          aria-label={t('admin.giving.gifts')}
          className="flex flex-col divide-y divide-border rounded-(--radius-card) border border-border bg-surface"
        >
          {list.map((g) => (
            <li key={g.id} className="flex flex-wrap items-center gap-3 px-4 py-3">
              <div className="min-w-0 flex-1">
                <p className="font-semibold break-words">
                  {t('admin.giving.amountFrom', {
                    amount: money(g.totalCents, g.currency),
                    donor: g.donorName || t('admin.giving.anAnonymousDonor'),
                  })}
                </p>
                <p className="text-sm break-words text-ink-soft">
                  #{g.receiptNumber} · {g.fundName} ·{' '}
                  {g.frequency === 'once' ? t('admin.giving.oneTime') : t(frequencyId(g.frequency)).toLowerCase()}
                  {g.paymentMethod === 'bank' ? ` · ${t('admin.giving.bankAccount')}` : null} ·{' '}
                  {new Date(g.paidAt).toLocaleDateString(intlLocale(), { dateStyle: 'medium' })}
                </p>
              </div>
              <Badge variant={g.status === 'paid' ? 'default' : 'muted'}>{t(statusText[g.status])}</Badge>
              {left(g) > 0 ? (
                <Button variant="outline" size="sm" onClick={() => setConfirming(g)}>
                  {t('admin.giving.refund')}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <Dialog open={confirming !== null} onOpenChange={(open) => (open ? null : setConfirming(null))}>
        {confirming ? (
          <DialogContent
            title={t('admin.giving.refundThisGift')}
            description={
              confirming.donorName
                ? t('admin.giving.moneyGoesBackToValue', {
                    money: money(left(confirming), confirming.currency),
                    value: confirming.donorName,
                  })
                : t('admin.giving.moneyGoesBackToTheDonor', { money: money(left(confirming), confirming.currency) })
            }
          >
            <div className="flex flex-wrap justify-end gap-2">
              <DialogClose asChild>
                <Button variant="outline">{t('admin.giving.keepTheGift')}</Button>
              </DialogClose>
              <Button
                variant="danger"
                disabled={refund.isPending}
                onClick={() =>
                  refund.mutate(confirming.id, {
                    onSuccess: () => {
                      toast.success(t('admin.giving.refunded'), {
                        description: t('admin.giving.giftReceiptnumberWasRefunded', { receiptNumber: confirming.receiptNumber }),
                      });
                      setConfirming(null);
                    },
                    onError: (err) => toast.error(err.message),
                  })
                }
              >
                {refund.isPending
                  ? t('admin.giving.refunding')
                  : t('admin.giving.refundMoney', { money: money(left(confirming), confirming.currency) })}
              </Button>
            </div>
          </DialogContent>
        ) : null}
      </Dialog>
    </section>
  );
}
