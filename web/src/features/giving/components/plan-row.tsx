import { useState } from 'react';
import type { Plan } from '@selah/contracts/payments';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { useUpdatePlan } from '../api/update-plan';
import { formatCents, toCents } from '../hooks/use-donation-draft';

export const shortDate = (iso: string | Date) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

const perPeriod: Record<Plan['frequency'], string> = {
  once: '',
  weekly: ' a week',
  biweekly: ' every two weeks',
  monthly: ' a month',
  yearly: ' a year',
};

/** One recurring gift: its amount and frequency, the next date, and pause, resume, change or cancel. */
export function PlanRow({ plan, token }: { plan: Plan; token?: string }) {
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
        onError: (err) => toast.error('Could not update your recurring gift', { description: err.message }),
      },
    );
  const cents = toCents(amount);
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-border p-4" data-testid="plan">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p>
          <span className="font-semibold text-ink">
            {formatCents(plan.amountCents + plan.feeCents)}
            {perPeriod[plan.frequency]}
          </span>{' '}
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
            if (Number.isFinite(cents) && cents >= 100) act({ action: 'change', amount: cents }, 'Recurring gift changed');
          }}
        >
          <label className="flex flex-col gap-1 text-sm font-semibold">
            New amount (USD)
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
            <Button
              size="sm"
              variant="outline"
              onClick={() => act({ action: 'pause' }, 'Recurring gift paused')}
              disabled={update.isPending}
            >
              Pause
            </Button>
          ) : (
            <Button
              size="sm"
              variant="outline"
              onClick={() => act({ action: 'resume' }, 'Recurring gift resumed')}
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
              if (window.confirm('Cancel this recurring gift? No further gifts will be taken.'))
                act({ action: 'cancel' }, 'Recurring gift canceled');
            }}
          >
            Cancel recurring gift
          </Button>
        </div>
      )}
    </div>
  );
}
