import { useState, type FormEvent } from 'react';
import { HandCoins } from 'lucide-react';
import { fundCreate, type AdminFund } from '@selah/contracts/admin-delivery';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { useFundAction, type FundAction } from '../api/delivery-api';
import { useT } from '@/i18n/t';
import { sayFirstIssue } from '@/lib/use-form';

function FundRow({ fund, run, busy }: { fund: AdminFund; run: (a: FundAction, done: string) => void; busy: boolean }) {
  const t = useT();
  const [name, setName] = useState(fund.name);
  const rename = (e: FormEvent) => {
    e.preventDefault();
    if (name.trim() && name.trim() !== fund.name)
      run({ kind: 'update', id: fund.id, change: { name } }, t('admin.delivery.renamedTo', { name: name.trim() }));
  };
  return (
    <li className="flex flex-col gap-2 py-3">
      <form onSubmit={rename} className="flex min-w-0 items-end gap-2" aria-label={t('admin.delivery.renameName', { name: fund.name })}>
        <Field label={t('admin.delivery.nameOfFundName', { name: fund.name })} className="min-w-0 flex-1">
          <Input value={name} onChange={(e) => setName(e.target.value)} maxLength={60} />
        </Field>
        <Button type="submit" variant="outline" disabled={busy || !name.trim() || name.trim() === fund.name}>
          {t('admin.delivery.rename')}
        </Button>
      </form>
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {fund.archived ? <Badge variant="muted">{t('admin.delivery.archived')}</Badge> : null}
        <span className="text-sm text-ink-soft">
          {fund.giftCount === 1 ? t('admin.delivery.1Gift') : t('admin.delivery.giftcountGifts', { giftCount: fund.giftCount })}
        </span>
        <Button
          variant="ghost"
          disabled={busy}
          onClick={() =>
            run(
              { kind: 'update', id: fund.id, change: { archived: !fund.archived } },
              t(fund.archived ? 'admin.delivery.fundOfferedAgain' : 'admin.delivery.fundArchived', { name: fund.name }),
            )
          }
        >
          {fund.archived ? t('admin.delivery.reopen') : t('admin.delivery.archive')}
        </Button>
        {fund.giftCount === 0 ? (
          <Button
            variant="ghost"
            className="text-danger"
            disabled={busy}
            onClick={() => run({ kind: 'delete', id: fund.id }, t('admin.delivery.fundDeleted', { name: fund.name }))}
          >
            {t('admin.delivery.delete')}
          </Button>
        ) : null}
      </div>
    </li>
  );
}

/** The giving funds the donate page offers: add, rename, archive; a fund with gifts is archived, never deleted. */
export function DeliveryFunds({ funds }: { funds: AdminFund[] }) {
  const t = useT();
  const action = useFundAction();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const run = (a: FundAction, done: string) =>
    action.mutate(a, { onSuccess: () => toast.success(done), onError: (e) => toast.error(e.message) });
  const add = (e: FormEvent) => {
    e.preventDefault();
    const checked = fundCreate.safeParse({ name });
    if (!checked.success) return setError(sayFirstIssue(checked.error));
    action.mutate(
      { kind: 'add', name: checked.data.name },
      {
        onSuccess: (f) => (setName(''), toast.success(t('admin.delivery.valueIsOnTheDonate', { value: f?.name ?? name }))),
        onError: (err) => setError(err.message),
      },
    );
  };
  return (
    <Card id="funds" className="min-w-0 scroll-mt-24">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <HandCoins className="size-5 text-primary" aria-hidden="true" /> {t('admin.delivery.givingFunds')}
        </CardTitle>
        <CardDescription>{t('admin.delivery.whatDonorsCanGiveTo')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-2">
        <ul className="divide-y divide-border" aria-label={t('admin.delivery.funds')}>
          {funds.map((f) => (
            <FundRow key={`${f.id}:${f.name}`} fund={f} run={run} busy={action.isPending} />
          ))}
        </ul>
        <form
          noValidate
          onSubmit={add}
          className="flex flex-col gap-2 border-t border-border pt-4 sm:flex-row sm:items-end"
          aria-label={t('admin.delivery.addAFund')}
        >
          <Field label={t('admin.delivery.newFund')} error={error} className="min-w-0 flex-1">
            <Input value={name} onChange={(e) => (setName(e.target.value), setError(undefined))} maxLength={60} />
          </Field>
          <Button type="submit" disabled={action.isPending}>
            {t('admin.delivery.addFund')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
