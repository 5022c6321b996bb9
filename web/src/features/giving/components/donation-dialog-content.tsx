import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Lock } from 'lucide-react';
import { donationPresets, type Frequency } from '@selah/contracts/payments';
import { paths } from '@selah/contracts/paths';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import type { DialogProps } from '@/components/ui/lazy-overlay';
import { Field } from '@/components/ui/field';
import { Input, NativeSelect, Textarea } from '@/components/ui/input';
import { useT } from '@/i18n/t';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/format';
import { usePaymentsConfig } from '../api/get-payments-config';
import { frequencyIds } from '../frequency-words';
import { formatDollars, readDonationDraft, saveDonationDraft } from '../hooks/use-donation-draft';
import { FrequencyToggle } from './frequency-toggle';

/**
 * The spec's Donation dialog: presets and a custom amount (each clears the other), a live
 * 'Donation Amount' badge, optional donor info, fund and frequency; Continue keeps the choice in
 * this browser and goes to /donate?amount=. Fetched when first opened (donation-dialog.tsx).
 */
export default function DonationDialogContent({
  stationName,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: { stationName: string } & DialogProps) {
  const t = useT();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t('giving.dialog.title', { station: stationName })}
        description={t('giving.dialog.intro', { station: stationName })}
        className="max-w-xl"
        onCloseAutoFocus={onCloseAutoFocus}
      >
        {open ? <DonationForm onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function DonationForm({ onDone }: { onDone: () => void }) {
  const t = useT();
  const navigate = useNavigate();
  const config = usePaymentsConfig();
  const draft = readDonationDraft();
  const [preset, setPreset] = useState<number | null>(null);
  const [custom, setCustom] = useState('');
  const [fundId, setFundId] = useState(draft.fundId ?? 'general');
  const [frequency, setFrequency] = useState<Frequency>(draft.frequency ?? 'once');
  const [name, setName] = useState(draft.donorInfo?.name ?? '');
  const [email, setEmail] = useState(draft.donorInfo?.email ?? '');
  const [message, setMessage] = useState(draft.donorInfo?.message ?? '');

  const customValue = Number(custom);
  const customError = custom !== '' && (!Number.isFinite(customValue) || customValue < 1) ? t('giving.dialog.smallest') : undefined;
  const amount = preset ?? (custom !== '' && !customError ? Math.round(customValue * 100) / 100 : 0);
  const funds = config.data?.funds ?? [{ id: 'general', name: t('giving.general') }];

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!(amount > 0)) return;
    saveDonationDraft({ amount, donorInfo: { name, email, message }, fundId, frequency });
    onDone();
    void navigate(paths.donate.getHref({ amount }));
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5" aria-label={t('giving.dialog.form')}>
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-ink">{t('giving.dialog.chooseAmount')}</legend>
        <div className="grid grid-cols-3 gap-2">
          {donationPresets.map((p) => (
            <button
              key={p}
              type="button"
              aria-pressed={preset === p}
              onClick={() => {
                setPreset(p);
                setCustom('');
              }}
              className={cn(
                'h-12 rounded-xl border text-lg font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
                preset === p
                  ? 'border-primary bg-primary text-on-primary shadow-sm'
                  : 'border-border bg-surface text-ink hover:border-primary/50 hover:bg-primary-soft',
              )}
            >
              {formatMoney(p * 100)}
            </button>
          ))}
        </div>
      </fieldset>
      <Field label={t('giving.dialog.customAmount')} error={customError}>
        <Input
          type="number"
          inputMode="decimal"
          min={1}
          step="0.01"
          placeholder={t('giving.dialog.otherAmount')}
          value={custom}
          onChange={(e) => {
            setCustom(e.target.value);
            setPreset(null);
          }}
        />
      </Field>
      <Field label={t('giving.giveTo')}>
        <NativeSelect value={fundId} onChange={(e) => setFundId(e.target.value)}>
          {funds.map((f) => (
            <option key={f.id} value={f.id}>
              {f.name}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <FrequencyToggle value={frequency} onChange={setFrequency} offered={config.data?.frequencies} />
      <details className="rounded-xl border border-border bg-muted/40 p-3">
        <summary className="cursor-pointer font-semibold text-ink">{t('giving.dialog.yourDetails')}</summary>
        <div className="mt-3 flex flex-col gap-3">
          <Field label={t('giving.fullName')}>
            <Input autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} maxLength={120} />
          </Field>
          <Field label={t('giving.email')}>
            <Input type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} maxLength={254} />
          </Field>
          <Field label={t('giving.message')}>
            <Textarea rows={3} value={message} onChange={(e) => setMessage(e.target.value)} maxLength={2000} />
          </Field>
        </div>
      </details>
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-primary-soft/60 px-4 py-3">
        <span className="font-semibold text-ink">{t('giving.dialog.amountBadge')}</span>
        <Badge className="px-4 py-1.5 text-base normal-case tracking-normal" aria-live="polite" data-testid="donation-amount">
          {t(frequencyIds(frequency).amount, { amount: formatDollars(amount) })}
        </Badge>
      </div>
      <Button type="submit" size="lg" disabled={!(amount > 0)}>
        {t('giving.dialog.continue')}
      </Button>
      <p className="flex items-start gap-2 text-sm text-ink-soft">
        <Lock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {t('giving.providerNote')}
      </p>
    </form>
  );
}
