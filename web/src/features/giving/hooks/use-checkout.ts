import { useCallback, useRef, useState, type FormEvent } from 'react';
import { defaultDonationAmount, minDonationDollars, type Frequency, type PaymentMethod } from '@selah/contracts/payments';
import { toast } from '@/components/ui/toaster';
import { translate } from '@/i18n/t';
import { ApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { confirmIntent } from '../api/confirm-intent';
import { createIntent } from '../api/create-intent';
import { usePaymentsConfig } from '../api/get-payments-config';
import { StripePaymentError, type StripePaymentHandle } from '../components/stripe-payment';
import { CardFormError, type CardFrameHandle } from '../components/test-card-frame';
import { clearDonationDraft, coverFeeCents, formatDollars, readDonationDraft, saveDonationDraft, toCents } from './use-donation-draft';

/** The amount /donate starts with: the address's, else the one kept from the dialog, else 25. */
export function initialAmount(query: string | null): number {
  const fromQuery = query !== null ? Number(query) : Number.NaN;
  if (Number.isFinite(fromQuery) && fromQuery >= 1) return Math.round(fromQuery * 100) / 100;
  const kept = readDonationDraft().amount;
  return typeof kept === 'number' && kept >= 1 ? kept : defaultDonationAmount;
}

export type CheckoutState = ReturnType<typeof useCheckout>;

/** The checkout's fields, the gift's amounts and the submit: the intent, then the processor's card form. */
export function useCheckout(amountQuery: string | null, onPaid: (intentId: string) => void) {
  const config = usePaymentsConfig();
  const { user } = useSession();
  const draft = readDonationDraft();
  const frame = useRef<CardFrameHandle>(null);
  const stripe = useRef<StripePaymentHandle>(null);
  const [amountText, setAmountText] = useState(() => initialAmount(amountQuery).toFixed(2));
  const [fundId, setFundId] = useState(draft.fundId ?? 'general');
  const [frequency, setFrequency] = useState<Frequency>(draft.frequency ?? 'once');
  const [name, setName] = useState(draft.donorInfo?.name ?? '');
  const [email, setEmail] = useState(draft.donorInfo?.email ?? '');
  const [message, setMessage] = useState(draft.donorInfo?.message ?? '');
  const [coverFee, setCoverFee] = useState(false);
  const [method, setMethod] = useState<PaymentMethod>('card');
  const [thankOnAir, setThankOnAir] = useState(false);
  const [onAirName, setOnAirName] = useState(() => (draft.donorInfo?.name ?? '').trim().split(/\s+/)[0] ?? '');
  const [onAirAmount, setOnAirAmount] = useState(false);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const onAuthentication = useCallback(() => setStatus(translate('giving.checkout.confirmInForm')), []);

  const cents = toCents(amountText);
  const amountOk = Number.isFinite(cents) && cents >= 100;
  const fee = config.data && amountOk && coverFee ? coverFeeCents(cents, config.data.fee.percent, config.data.fee.fixedCents) : 0;
  const total = amountOk ? cents + fee : 0;
  const testMode = config.data?.testMode ?? true;

  const fail = (description: string) => toast.error(translate('giving.checkout.failedTitle'), { description });

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const problems: Record<string, string> = {};
    if (!amountOk)
      problems.amount = Number.isFinite(cents)
        ? translate('giving.checkout.amountTooSmall', { amount: formatDollars(minDonationDollars) })
        : translate('giving.checkout.amountExample');
    if (!user && !email.trim()) problems.email = translate('giving.checkout.emailRequired');
    if (thankOnAir && !onAirName.trim()) problems.onAirName = translate('giving.checkout.onAirNameRequired');
    setErrors(problems);
    if (Object.keys(problems).length) return;
    saveDonationDraft({ amount: cents / 100, donorInfo: { name, email, message }, fundId, frequency });
    setBusy(true);
    setStatus(translate('giving.checkout.processing'));
    try {
      const viaStripe = config.data?.processor === 'stripe';
      if (viaStripe) await stripe.current!.prepare();
      const intent = await createIntent({
        amount: cents,
        currency: 'usd',
        donorInfo: { name: name.trim(), email: email.trim(), message: message.trim() },
        fundId,
        frequency,
        coverFee,
        paymentMethod: method,
        thankOnAir,
        onAirName: thankOnAir ? onAirName.trim() : '',
        onAirAmount: thankOnAir && onAirAmount,
      });
      if (viaStripe) {
        // Stripe confirms in its own frame (it may redirect for authentication and come back to the thank-you page).
        const thanks = `${window.location.origin}/donate?thanks=${encodeURIComponent(intent.id)}`;
        await stripe.current!.confirm(intent.clientSecret!, thanks);
      } else {
        const card = await frame.current!.tokenize();
        setStatus(translate('giving.checkout.processing'));
        await confirmIntent(intent.id, card);
      }
      clearDonationDraft();
      toast.success(translate('giving.checkout.thankYou'));
      onPaid(intent.id);
    } catch (err) {
      setStatus('');
      if (err instanceof CardFormError || err instanceof StripePaymentError) {
        fail(err.message);
      } else if (err instanceof ApiError && err.status === 400 && err.fields) {
        const fields: Record<string, string> = {};
        for (const [k, v] of Object.entries(err.fields)) fields[k.replace(/^donorInfo\./, '')] = v;
        setErrors(fields);
        fail(err.message);
      } else {
        if (err instanceof ApiError && err.status === 402) setErrors({ card: err.message });
        fail(translate('giving.checkout.failedBody'));
      }
    } finally {
      setBusy(false);
    }
  };

  return {
    config,
    user,
    frame,
    stripe,
    amountText,
    setAmountText,
    fundId,
    setFundId,
    frequency,
    setFrequency,
    name,
    setName,
    email,
    setEmail,
    message,
    setMessage,
    coverFee,
    setCoverFee,
    method,
    setMethod,
    thankOnAir,
    setThankOnAir,
    onAirName,
    setOnAirName,
    onAirAmount,
    setOnAirAmount,
    busy,
    status,
    errors,
    onAuthentication,
    cents,
    amountOk,
    fee,
    total,
    testMode,
    onSubmit,
  };
}
