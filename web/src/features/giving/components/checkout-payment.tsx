import { ShieldCheck } from 'lucide-react';
import { hrefOf } from '@selah/contracts/endpoint';
import type { PaymentsConfigResponse } from '@selah/contracts/payments';
import { paymentsApi } from '@selah/contracts/payments-endpoints';
import { useT } from '@/i18n/t';
import { cn } from '@/lib/cn';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { frequencyIds } from '../frequency-words';
import type { CheckoutState } from '../hooks/use-checkout';
import { formatCents } from '../hooks/use-donation-draft';
import { StripePayment } from './stripe-payment';
import { TestCardFrame } from './test-card-frame';

/** The checkout's "Payment" card: the processor's card form, the summary and the Give button. */
export function CheckoutPayment({ co, settings }: { co: CheckoutState; settings: PaymentsConfigResponse }) {
  const t = useT();
  const { testMode, frequency, errors, amountOk, cents, fee, total, busy, status, method, setMethod } = co;
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle>{t('giving.checkout.payment')}</CardTitle>
          {testMode ? <Badge variant="gold">{t('giving.checkout.testMode')}</Badge> : null}
        </div>
        {testMode ? <p className="text-sm text-ink-soft">{t('giving.checkout.testModeNote')}</p> : null}
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {settings.paymentMethods.length > 1 ? (
          <fieldset>
            <legend className="mb-1.5 text-sm font-semibold text-ink">{t('giving.checkout.payBy')}</legend>
            <div className="grid grid-cols-2 gap-2">
              {settings.paymentMethods.map((m) => (
                <label
                  key={m}
                  className={cn(
                    'flex h-11 cursor-pointer items-center justify-center rounded-xl border px-2 text-center text-sm font-semibold has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-primary',
                    method === m ? 'border-primary bg-primary-soft text-ink' : 'border-border bg-surface text-ink-soft',
                  )}
                >
                  <input type="radio" name="method" value={m} checked={method === m} onChange={() => setMethod(m)} className="sr-only" />
                  {m === 'bank' ? t('giving.checkout.bank') : t('giving.checkout.card')}
                </label>
              ))}
            </div>
            {method === 'bank' ? <p className="mt-2 text-sm text-ink-soft">{t('giving.checkout.bankNote')}</p> : null}
          </fieldset>
        ) : null}
        {settings.processor === 'test' ? (
          <TestCardFrame
            key={method}
            ref={co.frame}
            src={hrefOf(paymentsApi.testCardPage, undefined, { method: method === 'bank' ? 'bank' : undefined })}
            onAuthentication={co.onAuthentication}
          />
        ) : settings.publishableKey ? (
          <StripePayment
            key={method}
            ref={co.stripe}
            publishableKey={settings.publishableKey}
            amountCents={total}
            frequency={frequency}
            method={method}
          />
        ) : null}
        {errors.card ? (
          <p role="alert" className="text-sm font-medium text-danger">
            {errors.card}
          </p>
        ) : null}
        <dl className="flex flex-col gap-1 rounded-xl bg-muted/60 p-3 text-sm">
          <div className="flex justify-between">
            <dt className="text-ink-soft">{t(frequencyIds(frequency).gift)}</dt>
            <dd>{amountOk ? formatCents(cents) : '–'}</dd>
          </div>
          {fee > 0 ? (
            <div className="flex justify-between">
              <dt className="text-ink-soft">{t('giving.checkout.fee')}</dt>
              <dd>{formatCents(fee)}</dd>
            </div>
          ) : null}
          <div className="flex justify-between border-t border-border pt-1 text-base font-semibold">
            <dt>{t('giving.checkout.total')}</dt>
            <dd data-testid="checkout-total">{amountOk ? formatCents(total) : '–'}</dd>
          </div>
        </dl>
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? t('giving.checkout.processing') : t(frequencyIds(frequency).give, { amount: amountOk ? formatCents(total) : '' })}
        </Button>
        <p aria-live="polite" className="min-h-5 text-sm text-ink-soft" data-testid="checkout-status">
          {status}
        </p>
        <p className="flex items-start gap-2 text-sm text-ink-soft">
          <ShieldCheck className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
          {t('giving.providerNote')}
        </p>
      </CardContent>
    </Card>
  );
}
