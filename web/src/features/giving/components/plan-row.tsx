import { useState } from 'react';
import type { Plan } from '@selah/contracts/payments';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { useT, type MessageId } from '@/i18n/t';
import { intlLocale } from '@/lib/format';
import { frequencyIds } from '../frequency-words';
import { useUpdatePlan } from '../api/update-plan';
import { formatCents, toCents } from '../hooks/use-donation-draft';

export const shortDate = (iso: string | Date) =>
  new Date(iso).toLocaleDateString(intlLocale(), { year: 'numeric', month: 'short', day: 'numeric' });

/** One recurring gift: its amount and frequency, the next date, and pause, resume, change or cancel. */
export function PlanRow({ plan, token }: { plan: Plan; token?: string }) {
  const t = useT();
  const update = useUpdatePlan(token);
  const [editing, setEditing] = useState(false);
  const [amount, setAmount] = useState((plan.amountCents / 100).toFixed(2));
  const act = (body: Parameters<typeof update.mutate>[0]['body'], done: MessageId) =>
    update.mutate(
      { planId: plan.id, body },
      {
        onSuccess: () => {
          toast.success(t(done));
          setEditing(false);
        },
        onError: (err) => toast.error(t('giving.plan.updateFailed'), { description: err.message }),
      },
    );
  const cents = toCents(amount);
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-border p-4" data-testid="plan">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p>
          <span className="font-semibold text-ink">
            {t(frequencyIds(plan.frequency).perPeriod, { amount: formatCents(plan.amountCents + plan.feeCents) })}
          </span>{' '}
          <span className="text-ink-soft">{t('giving.plan.to', { fund: plan.fundName })}</span>
        </p>
        <Badge variant={plan.status === 'active' ? 'default' : 'muted'}>
          {plan.status === 'active' ? t('giving.plan.active') : t('giving.plan.paused')}
        </Badge>
      </div>
      <p className="text-sm text-ink-soft">
        {plan.status === 'active' && plan.nextChargeAt
          ? t('giving.plan.next', { date: shortDate(plan.nextChargeAt) })
          : t('giving.plan.noneWhilePaused')}
        {plan.cardBrand ? ` · ${t('giving.plan.card', { brand: plan.cardBrand, last4: plan.cardLast4 ?? '' })}` : ''}
      </p>
      {editing ? (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (Number.isFinite(cents) && cents >= 100) act({ action: 'change', amount: cents }, 'giving.plan.changed');
          }}
        >
          <label className="flex flex-col gap-1 text-sm font-semibold">
            {t('giving.plan.newAmount')}
            <Input inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} className="w-40" />
          </label>
          <Button type="submit" size="sm" disabled={update.isPending || !(cents >= 100)}>
            {t('common.save')}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setEditing(false)}>
            {t('common.cancel')}
          </Button>
        </form>
      ) : (
        <div className="flex flex-wrap gap-2">
          {plan.processor === 'test' ? (
            <Button size="sm" variant="outline" onClick={() => setEditing(true)} disabled={update.isPending}>
              {t('giving.plan.changeAmount')}
            </Button>
          ) : null}
          {plan.status === 'active' ? (
            <Button
              size="sm"
              variant="outline"
              onClick={() => act({ action: 'pause' }, 'giving.plan.pausedToast')}
              disabled={update.isPending}
            >
              {t('giving.plan.pause')}
            </Button>
          ) : (
            <Button
              size="sm"
              variant="outline"
              onClick={() => act({ action: 'resume' }, 'giving.plan.resumed')}
              disabled={update.isPending}
            >
              {t('giving.plan.resume')}
            </Button>
          )}
          <Button
            size="sm"
            variant="ghost"
            className="text-danger"
            disabled={update.isPending}
            onClick={() => {
              if (window.confirm(t('giving.plan.cancelConfirm'))) act({ action: 'cancel' }, 'giving.plan.canceled');
            }}
          >
            {t('giving.plan.cancel')}
          </Button>
        </div>
      )}
    </div>
  );
}
