import { ShieldCheck } from 'lucide-react';
import { paymentMessages, type PaymentsConfigResponse } from '@selah/contracts/payments';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import type { CheckoutState } from '../hooks/use-checkout';
import { formatCents } from '../hooks/use-donation-draft';
import { StripePayment } from './stripe-payment';
import { TestCardFrame } from './test-card-frame';

/** The checkout's "Payment" card: the processor's card form, the summary and the Give button. */
export function CheckoutPayment({ co, settings }: { co: CheckoutState; settings: PaymentsConfigResponse }) {
  const { testMode, frequency, errors, amountOk, cents, fee, total, busy, status } = co;
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle>Payment</CardTitle>
          {testMode ? <Badge variant="gold">{paymentMessages.testMode}</Badge> : null}
        </div>
        {testMode ? <p className="text-sm text-ink-soft">{paymentMessages.testModeNote}</p> : null}
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {settings.processor === 'test' ? (
          <TestCardFrame ref={co.frame} src="/pay/test/card" onAuthentication={co.onAuthentication} />
        ) : settings.publishableKey ? (
          <StripePayment ref={co.stripe} publishableKey={settings.publishableKey} amountCents={total} frequency={frequency} />
        ) : null}
        {errors.card ? (
          <p role="alert" className="text-sm font-medium text-danger">
            {errors.card}
          </p>
        ) : null}
        <dl className="flex flex-col gap-1 rounded-xl bg-muted/60 p-3 text-sm">
          <div className="flex justify-between">
            <dt className="text-ink-soft">Gift{frequency === 'monthly' ? ' (monthly)' : ''}</dt>
            <dd>{amountOk ? formatCents(cents) : '–'}</dd>
          </div>
          {fee > 0 ? (
            <div className="flex justify-between">
              <dt className="text-ink-soft">Processing fee</dt>
              <dd>{formatCents(fee)}</dd>
            </div>
          ) : null}
          <div className="flex justify-between border-t border-border pt-1 text-base font-semibold">
            <dt>Total</dt>
            <dd data-testid="checkout-total">{amountOk ? formatCents(total) : '–'}</dd>
          </div>
        </dl>
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? paymentMessages.processing : `Give ${amountOk ? formatCents(total) : ''}${frequency === 'monthly' ? ' monthly' : ''}`}
        </Button>
        <p aria-live="polite" className="min-h-5 text-sm text-ink-soft" data-testid="checkout-status">
          {status}
        </p>
        <p className="flex items-start gap-2 text-sm text-ink-soft">
          <ShieldCheck className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
          {paymentMessages.providerNote}
        </p>
      </CardContent>
    </Card>
  );
}
