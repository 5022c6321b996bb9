import { Download, HeartHandshake } from 'lucide-react';
import type { Gift, MyGivingResponse } from '@selah/contracts/payments';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toaster';
import { T, useT, type MessageId } from '@/i18n/t';
import { downloadStatement } from '../api/download-statement';
import { useManagedGiving, useMyGiving } from '../api/get-my-giving';
import { frequencyIds } from '../frequency-words';
import { formatCents } from '../hooks/use-donation-draft';
import { PlanRow, shortDate } from './plan-row';

const giftBadge: Partial<Record<Gift['status'], MessageId>> = {
  processing: 'giving.mine.status.processing',
  failed: 'giving.mine.status.failed',
  refunded: 'giving.mine.status.refunded',
  partially_refunded: 'giving.mine.status.partially_refunded',
};

/** "My giving" on the profile: gifts, recurring gifts (weekly to yearly) to pause, change or cancel, and each year's statement. */
export function MyGiving() {
  const query = useMyGiving();
  return <GivingPanel query={query} />;
}

/** The same for a visitor, through the link in their receipt. */
export function ManagedGiving({ token }: { token: string }) {
  const query = useManagedGiving(token);
  return <GivingPanel query={query} token={token} />;
}

function GivingPanel({ query, token }: { query: ReturnType<typeof useMyGiving>; token?: string }) {
  if (query.isPending) return <Skeleton className="h-64 w-full rounded-2xl" />;
  if (query.isError) {
    return (
      <Card>
        <CardContent className="p-6 pt-6 sm:pt-6">
          <p role="alert">{query.error.message}</p>
        </CardContent>
      </Card>
    );
  }
  return <GivingDetails data={query.data} token={token} />;
}

function GivingDetails({ data, token }: { data: MyGivingResponse; token?: string }) {
  const t = useT();
  const active = data.plans.filter((p) => p.status !== 'canceled');
  return (
    <section aria-labelledby="my-giving-title" className="flex flex-col gap-6">
      <Card>
        <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
          <CardTitle id="my-giving-title" className="flex items-center gap-2">
            <HeartHandshake className="size-5 text-primary" aria-hidden="true" /> {t('giving.mine.title')}
          </CardTitle>
          <p className="text-ink-soft">
            <T
              id="giving.mine.thisYear"
              values={{
                amount: formatCents(data.totalThisYearCents),
                b: (c) => (
                  <span className="font-semibold text-ink" data-testid="giving-this-year">
                    {c}
                  </span>
                ),
              }}
            />
          </p>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {data.gifts.length === 0 ? <p className="text-ink-soft">{t('giving.mine.noGifts')}</p> : null}
          {data.years.length ? (
            <div className="flex flex-wrap gap-2">
              {data.years.map((y) => (
                <Button
                  key={y}
                  variant="outline"
                  size="sm"
                  onClick={() =>
                    downloadStatement(y, token).catch((err: Error) =>
                      toast.error(t('giving.mine.downloadFailed'), { description: err.message }),
                    )
                  }
                >
                  <Download aria-hidden="true" /> {t('giving.mine.statement', { year: String(y) })}
                </Button>
              ))}
            </div>
          ) : null}
          {data.gifts.length ? (
            <ul className="divide-y divide-border rounded-xl border border-border" aria-label={t('giving.mine.gifts')}>
              {data.gifts.map((g) => (
                <li key={g.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3">
                  <span>
                    <span className="font-semibold text-ink">{formatCents(g.totalCents)}</span>{' '}
                    <span className="text-ink-soft">
                      {g.frequency === 'once'
                        ? t('giving.mine.giftTo', { fund: g.fundName, date: shortDate(g.paidAt) })
                        : t('giving.mine.giftToRepeating', {
                            fund: g.fundName,
                            date: shortDate(g.paidAt),
                            frequency: t(frequencyIds(g.frequency).label).toLowerCase(),
                          })}
                    </span>
                  </span>
                  <span className="flex items-center gap-2 text-sm text-ink-soft">
                    {t('giving.mine.receipt', { number: String(g.receiptNumber) })}
                    {giftBadge[g.status] ? <Badge variant="muted">{t(giftBadge[g.status]!)}</Badge> : null}
                  </span>
                </li>
              ))}
            </ul>
          ) : null}
        </CardContent>
      </Card>
      {active.length ? (
        <Card>
          <CardHeader>
            <CardTitle>{t('giving.mine.recurring')}</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-3">
            {active.map((p) => (
              <PlanRow key={p.id} plan={p} token={token} />
            ))}
          </CardContent>
        </Card>
      ) : null}
    </section>
  );
}
