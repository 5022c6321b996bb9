import { useState } from 'react';
import { Download, HeartHandshake } from 'lucide-react';
import { paymentMessages, type MyGivingResponse, type Plan } from '@selah/contracts/payments';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toaster';
import { downloadStatement } from '../api/download-statement';
import { useManagedGiving, useMyGiving } from '../api/get-my-giving';
import { useUpdatePlan } from '../api/update-plan';
import { formatCents, toCents } from '../hooks/use-donation-draft';

const shortDate = (iso: string | Date) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

/** "My giving" on the profile: gifts, monthly gifts to pause, change or cancel, and each year's statement. */
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
  const active = data.plans.filter((p) => p.status !== 'canceled');
  return (
    <section aria-labelledby="my-giving-title" className="flex flex-col gap-6">
      <Card>
        <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
          <CardTitle id="my-giving-title" className="flex items-center gap-2">
            <HeartHandshake className="size-5 text-primary" aria-hidden="true" /> My giving
          </CardTitle>
          <p className="text-ink-soft">
            This year:{' '}
            <span className="font-semibold text-ink" data-testid="giving-this-year">
              {formatCents(data.totalThisYearCents)}
            </span>
          </p>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {data.gifts.length === 0 ? <p className="text-ink-soft">{paymentMessages.noGifts}</p> : null}
          {data.years.length ? (
            <div className="flex flex-wrap gap-2">
              {data.years.map((y) => (
                <Button
                  key={y}
                  variant="outline"
                  size="sm"
                  onClick={() =>
                    downloadStatement(y, token).catch((err: Error) => toast.error('Download failed', { description: err.message }))
                  }
                >
                  <Download aria-hidden="true" /> {y} statement (PDF)
                </Button>
              ))}
            </div>
          ) : null}
          {data.gifts.length ? (
            <ul className="divide-y divide-border rounded-xl border border-border" aria-label="Gifts">
              {data.gifts.map((g) => (
                <li key={g.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3">
                  <span>
                    <span className="font-semibold text-ink">{formatCents(g.totalCents)}</span>{' '}
                    <span className="text-ink-soft">
                      to {g.fundName} · {shortDate(g.paidAt)}
                      {g.frequency === 'monthly' ? ' · monthly' : ''}
                    </span>
                  </span>
                  <span className="flex items-center gap-2 text-sm text-ink-soft">
                    Receipt {g.receiptNumber}
                    {g.status !== 'paid' ? <Badge variant="muted">{g.status === 'refunded' ? 'Refunded' : 'Partly refunded'}</Badge> : null}
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
            <CardTitle>Monthly gifts</CardTitle>
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

function PlanRow({ plan, token }: { plan: Plan; token?: string }) {
  const update = useUpdatePlan(token);
  const [editing, setEditing] = useState(false);
  const [amount, setAmount] = useState((plan.amountCents / 100).toFixed(2));
  const act = (body: Parameters<typeof update.mutate>[0]['body'], done: string) =>
    update.mutate(
      { planId: plan.id, body },
      {
        onSuccess: () => {
          toast.success(done);
          setEditing(false);
        },
        onError: (err) => toast.error('Could not update your monthly gift', { description: err.message }),
      },
    );
  const cents = toCents(amount);
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-border p-4" data-testid="plan">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p>
          <span className="font-semibold text-ink">{formatCents(plan.amountCents + plan.feeCents)} a month</span>{' '}
          <span className="text-ink-soft">to {plan.fundName}</span>
        </p>
        <Badge variant={plan.status === 'active' ? 'default' : 'muted'}>{plan.status === 'active' ? 'Active' : 'Paused'}</Badge>
      </div>
      <p className="text-sm text-ink-soft">
        {plan.status === 'active' && plan.nextChargeAt ? `Next gift on ${shortDate(plan.nextChargeAt)}` : 'No gifts while paused.'}
        {plan.cardBrand ? ` · ${plan.cardBrand} ending in ${plan.cardLast4}` : ''}
      </p>
      {editing ? (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (Number.isFinite(cents) && cents >= 100) act({ action: 'change', amount: cents }, 'Monthly gift changed');
          }}
        >
          <label className="flex flex-col gap-1 text-sm font-semibold">
            New monthly amount (USD)
            <Input inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} className="w-40" />
          </label>
          <Button type="submit" size="sm" disabled={update.isPending || !(cents >= 100)}>
            Save
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setEditing(false)}>
            Cancel
          </Button>
        </form>
      ) : (
        <div className="flex flex-wrap gap-2">
          {plan.processor === 'test' ? (
            <Button size="sm" variant="outline" onClick={() => setEditing(true)} disabled={update.isPending}>
              Change amount
            </Button>
          ) : null}
          {plan.status === 'active' ? (
            <Button size="sm" variant="outline" onClick={() => act({ action: 'pause' }, 'Monthly gift paused')} disabled={update.isPending}>
              Pause
            </Button>
          ) : (
            <Button
              size="sm"
              variant="outline"
              onClick={() => act({ action: 'resume' }, 'Monthly gift resumed')}
              disabled={update.isPending}
            >
              Resume
            </Button>
          )}
          <Button
            size="sm"
            variant="ghost"
            className="text-danger"
            disabled={update.isPending}
            onClick={() => {
              if (window.confirm('Cancel this monthly gift? No further gifts will be taken.'))
                act({ action: 'cancel' }, 'Monthly gift canceled');
            }}
          >
            Cancel monthly gift
          </Button>
        </div>
      )}
    </div>
  );
}
