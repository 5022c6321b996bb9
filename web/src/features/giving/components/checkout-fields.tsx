import type { PaymentsConfigResponse } from '@selah/contracts/payments';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input, NativeSelect, Textarea } from '@/components/ui/input';
import { useT } from '@/i18n/t';
import type { CheckoutState } from '../hooks/use-checkout';
import { coverFeeCents, formatCents } from '../hooks/use-donation-draft';
import { FrequencyToggle } from './frequency-toggle';

/** The checkout's "Your gift" card: amount, fund, frequency and cover-the-fee. */
export function CheckoutGift({ co, settings }: { co: CheckoutState; settings: PaymentsConfigResponse }) {
  const t = useT();
  const { errors, amountText, setAmountText, fundId, setFundId, frequency, setFrequency, coverFee, setCoverFee } = co;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('giving.checkout.yourGift')}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <Field label={t('giving.checkout.amount')} error={errors.amount} required>
          <Input inputMode="decimal" value={amountText} onChange={(e) => setAmountText(e.target.value)} name="amount" />
        </Field>
        <Field label={t('giving.giveTo')}>
          <NativeSelect value={fundId} onChange={(e) => setFundId(e.target.value)} name="fund">
            {settings.funds.map((f) => (
              <option key={f.id} value={f.id}>
                {f.name}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <FrequencyToggle value={frequency} onChange={setFrequency} offered={settings.frequencies} />
        <label className="flex cursor-pointer items-start gap-3 rounded-xl border border-border bg-muted/40 p-3">
          <input
            type="checkbox"
            checked={coverFee}
            onChange={(e) => setCoverFee(e.target.checked)}
            className="mt-1 size-4 accent-(--color-primary)"
          />
          <span>
            <span className="font-semibold text-ink">{t('giving.checkout.coverFee')}</span>
            <span className="block text-sm text-ink-soft">
              {co.amountOk
                ? t('giving.checkout.coverFeeHintAmount', {
                    percent: settings.fee.percent,
                    fixed: formatCents(settings.fee.fixedCents),
                    fee: formatCents(coverFeeCents(co.cents, settings.fee.percent, settings.fee.fixedCents)),
                  })
                : t('giving.checkout.coverFeeHint', { percent: settings.fee.percent, fixed: formatCents(settings.fee.fixedCents) })}
            </span>
          </span>
        </label>
      </CardContent>
    </Card>
  );
}

/** The checkout's "Your details" card: name, email (required of visitors) and a message. */
export function CheckoutDetails({ co }: { co: CheckoutState }) {
  const t = useT();
  const { user, errors, name, setName, email, setEmail, message, setMessage } = co;
  const { thankOnAir, setThankOnAir, onAirName, setOnAirName, onAirAmount, setOnAirAmount } = co;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('giving.checkout.yourDetails')}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <Field label={t('giving.fullName')}>
          <Input autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} maxLength={120} name="name" />
        </Field>
        <Field
          label={t('giving.email')}
          required={!user}
          error={errors.email}
          hint={
            user
              ? user.email
                ? t('giving.checkout.receiptToAccountEmail', { email: user.email })
                : t('giving.checkout.receiptToAccount')
              : t('giving.checkout.receiptHere')
          }
        >
          <Input type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} maxLength={254} name="email" />
        </Field>
        <Field label={t('giving.message')} error={errors.message}>
          <Textarea rows={3} value={message} onChange={(e) => setMessage(e.target.value)} maxLength={2000} name="message" />
        </Field>
        <div className="rounded-xl border border-border bg-muted/40 p-3">
          <label className="flex cursor-pointer items-start gap-3">
            <input
              type="checkbox"
              checked={thankOnAir}
              onChange={(e) => setThankOnAir(e.target.checked)}
              className="mt-1 size-4 accent-(--color-primary)"
              aria-describedby="thank-on-air-hint"
            />
            <span>
              <span className="font-semibold text-ink">{t('giving.checkout.thankOnAir')}</span>
              <span id="thank-on-air-hint" className="block text-sm text-ink-soft">
                {t('giving.checkout.thankOnAirHint')}
              </span>
            </span>
          </label>
          {thankOnAir ? (
            <div className="mt-3 flex flex-col gap-3">
              <Field label={t('giving.checkout.onAirName')} required error={errors.onAirName} hint={t('giving.checkout.firstName')}>
                <Input value={onAirName} onChange={(e) => setOnAirName(e.target.value)} maxLength={60} name="onAirName" />
              </Field>
              <label className="flex cursor-pointer items-center gap-3">
                <input
                  type="checkbox"
                  checked={onAirAmount}
                  onChange={(e) => setOnAirAmount(e.target.checked)}
                  className="size-4 accent-(--color-primary)"
                />
                <span className="text-ink">{t('giving.checkout.onAirAmount')}</span>
              </label>
            </div>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}
