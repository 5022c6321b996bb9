import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from 'react';
import type { Stripe, StripeElements } from '@stripe/stripe-js';
import type { Frequency, PaymentMethod } from '@selah/contracts/payments';
import { translate } from '@/i18n/t';

export interface StripePaymentHandle {
  /** Checks the Payment Element's fields before the checkout is created. */
  prepare(): Promise<void>;
  /** Confirms the payment with Stripe (it may redirect for authentication, then return to `returnUrl`). */
  confirm(clientSecret: string, returnUrl: string): Promise<void>;
}

export class StripePaymentError extends Error {}

/**
 * Stripe's Payment Element (cards, Apple Pay and Google Pay), in deferred mode: the element is
 * shown at once and the PaymentIntent or subscription is created on submit. Card data goes from
 * Stripe's own frame to Stripe; Selah's server is told by a signed webhook.
 */
export const StripePayment = forwardRef<
  StripePaymentHandle,
  { publishableKey: string; amountCents: number; frequency: Frequency; method: PaymentMethod }
>(function StripePayment({ publishableKey, amountCents, frequency, method }, ref) {
  const mount = useRef<HTMLDivElement>(null);
  const stripe = useRef<Stripe | null>(null);
  const elements = useRef<StripeElements | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    void import('@stripe/stripe-js')
      .then(({ loadStripe }) => loadStripe(publishableKey))
      .then((s) => {
        if (cancelled || !s || !mount.current) return;
        stripe.current = s;
        const e = s.elements({
          mode: frequency === 'once' ? 'payment' : 'subscription',
          amount: Math.max(amountCents, 100),
          currency: 'usd',
          // A bank account: Stripe's us_bank_account flow (the server's intent asks for the same).
          ...(method === 'bank' ? { paymentMethodTypes: ['us_bank_account'] } : {}),
          appearance: { theme: 'stripe', variables: { colorPrimary: '#b45309', borderRadius: '12px' } },
        });
        elements.current = e;
        e.create('payment', { layout: 'tabs' }).mount(mount.current);
      })
      .catch(() => setError(translate('giving.card.loadFailed')));
    return () => {
      cancelled = true;
      elements.current?.getElement('payment')?.destroy();
      elements.current = null;
    };
    // The element is made once; amount changes are passed with update() below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [publishableKey, method]);

  useEffect(() => {
    elements.current?.update({ amount: Math.max(amountCents, 100), mode: frequency === 'once' ? 'payment' : 'subscription' });
  }, [amountCents, frequency]);

  useImperativeHandle(ref, () => ({
    async prepare() {
      if (!elements.current) throw new StripePaymentError(translate('giving.card.loading'));
      const { error: e } = await elements.current.submit();
      if (e) throw new StripePaymentError(e.message ?? translate('giving.card.check'));
    },
    async confirm(clientSecret, returnUrl) {
      if (!stripe.current || !elements.current) throw new StripePaymentError(translate('giving.card.loading'));
      const { error: e } = await stripe.current.confirmPayment({
        elements: elements.current,
        clientSecret,
        confirmParams: { return_url: returnUrl },
        redirect: 'if_required',
      });
      if (e) throw new StripePaymentError(e.message ?? translate('giving.checkout.failedBody'));
    },
  }));

  return (
    <div>
      <div ref={mount} data-testid="stripe-payment" />
      {error ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
});
