import { useCallback, useRef, useState, type FormEvent } from 'react';
import { ShieldCheck } from 'lucide-react';
import { defaultDonationAmount, paymentMessages, type Frequency } from '@selah/contracts/payments';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input, NativeSelect, Textarea } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toaster';
import { ApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { confirmIntent } from '../api/confirm-intent';
import { createIntent } from '../api/create-intent';
import { usePaymentsConfig } from '../api/get-payments-config';
import { clearDonationDraft, coverFeeCents, formatCents, readDonationDraft, saveDonationDraft, toCents } from '../hooks/use-donation-draft';
import { FrequencyToggle } from './frequency-toggle';
import { StripePayment, StripePaymentError, type StripePaymentHandle } from './stripe-payment';
import { CardFormError, TestCardFrame, type CardFrameHandle } from './test-card-frame';

/** The amount /donate starts with: the address's, else the one kept from the dialog, else 25. */
export function initialAmount(query: string | null): number {
  const fromQuery = query !== null ? Number(query) : Number.NaN;
  if (Number.isFinite(fromQuery) && fromQuery >= 1) return Math.round(fromQuery * 100) / 100;
  const kept = readDonationDraft().amount;
  return typeof kept === 'number' && kept >= 1 ? kept : defaultDonationAmount;
}

const wallets = ['Apple Pay', 'Google Pay', 'PayPal'];

/**
 * The /donate checkout: amount, fund, frequency, donor info, cover-the-fee, and the processor's
 * card form. On success it goes to the thank-you page; on failure it stays with everything typed.
 */
export function Checkout({ amountQuery, onPaid }: { amountQuery: string | null; onPaid: (intentId: string) => void }) {
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
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const onAuthentication = useCallback(() => setStatus('Your bank asks you to confirm this payment in the card form.'), []);

  const cents = toCents(amountText);
  const amountOk = Number.isFinite(cents) && cents >= 100;
  const fee = config.data && amountOk && coverFee ? coverFeeCents(cents, config.data.fee.percent, config.data.fee.fixedCents) : 0;
  const total = amountOk ? cents + fee : 0;
  const testMode = config.data?.testMode ?? true;

  const fail = (description: string) => toast.error(paymentMessages.failedTitle, { description });

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const problems: Record<string, string> = {};
    if (!amountOk)
      problems.amount = Number.isFinite(cents) ? paymentMessages.amountTooSmall : 'Please enter an amount such as 25 or 25.50.';
    if (!user && !email.trim()) problems.email = paymentMessages.emailRequired;
    setErrors(problems);
    if (Object.keys(problems).length) return;
    saveDonationDraft({ amount: cents / 100, donorInfo: { name, email, message }, fundId, frequency });
    setBusy(true);
    setStatus(paymentMessages.processing);
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
      });
      if (viaStripe) {
        // Stripe confirms in its own frame (it may redirect for authentication and come back to the thank-you page).
        const thanks = `${window.location.origin}/donate?thanks=${encodeURIComponent(intent.id)}`;
        await stripe.current!.confirm(intent.clientSecret!, thanks);
      } else {
        const card = await frame.current!.tokenize();
        setStatus(paymentMessages.processing);
        await confirmIntent(intent.id, card);
      }
      clearDonationDraft();
      toast.success(paymentMessages.thankYouTitle);
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
        fail(paymentMessages.failedBody);
      }
    } finally {
      setBusy(false);
    }
  };

  if (config.isPending) return <Skeleton className="h-[40rem] w-full rounded-2xl" />;
  if (config.isError) {
    return (
      <Card>
        <CardContent className="p-6 pt-6 sm:pt-6">
          <p role="alert">Giving is not available right now. Please try again in a moment.</p>
          <Button className="mt-4" onClick={() => void config.refetch()}>
            Retry
          </Button>
        </CardContent>
      </Card>
    );
  }
  const funds = config.data.funds;

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label="Donation checkout" className="grid gap-6 lg:grid-cols-[3fr_2fr]">
      <div className="flex min-w-0 flex-col gap-6">
        <Card>
          <CardHeader>
            <CardTitle>Your gift</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            <Field label="Amount (USD)" error={errors.amount} required>
              <Input inputMode="decimal" value={amountText} onChange={(e) => setAmountText(e.target.value)} name="amount" />
            </Field>
            <div className="grid gap-4 sm:grid-cols-2">
              <Field label={paymentMessages.fund}>
                <NativeSelect value={fundId} onChange={(e) => setFundId(e.target.value)} name="fund">
                  {funds.map((f) => (
                    <option key={f.id} value={f.id}>
                      {f.name}
                    </option>
                  ))}
                </NativeSelect>
              </Field>
              <FrequencyToggle value={frequency} onChange={setFrequency} />
            </div>
            <label className="flex cursor-pointer items-start gap-3 rounded-xl border border-border bg-muted/40 p-3">
              <input
                type="checkbox"
                checked={coverFee}
                onChange={(e) => setCoverFee(e.target.checked)}
                className="mt-1 size-4 accent-(--color-primary)"
              />
              <span>
                <span className="font-semibold text-ink">{paymentMessages.coverFee}</span>
                <span className="block text-sm text-ink-soft">
                  Adds {config.data.fee.percent}% + {formatCents(config.data.fee.fixedCents)} so the station receives your whole gift
                  {amountOk ? ` (${formatCents(coverFeeCents(cents, config.data.fee.percent, config.data.fee.fixedCents))})` : ''}.
                </span>
              </span>
            </label>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Your details</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            <Field label="Full name">
              <Input autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} maxLength={120} name="name" />
            </Field>
            <Field
              label="Email address"
              required={!user}
              error={errors.email}
              hint={
                user
                  ? `Your receipt goes to your account's email${user.email ? ` (${user.email})` : ''} unless you enter another.`
                  : 'Your receipt and a link to manage your giving go here.'
              }
            >
              <Input
                type="email"
                autoComplete="email"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                maxLength={254}
                name="email"
              />
            </Field>
            <Field label="Prayer request or message" error={errors.message}>
              <Textarea rows={3} value={message} onChange={(e) => setMessage(e.target.value)} maxLength={2000} name="message" />
            </Field>
          </CardContent>
        </Card>
      </div>
      <div className="flex min-w-0 flex-col gap-6">
        <Card>
          <CardHeader>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <CardTitle>Payment</CardTitle>
              {testMode ? <Badge variant="gold">{paymentMessages.testMode}</Badge> : null}
            </div>
            {testMode ? <p className="text-sm text-ink-soft">{paymentMessages.testModeNote}</p> : null}
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            {testMode ? (
              <div className="grid grid-cols-3 gap-2">
                {wallets.map((w) => (
                  <Button
                    key={w}
                    variant="outline"
                    size="sm"
                    className="px-2"
                    onClick={() => toast(paymentMessages.walletTitle, { description: paymentMessages.walletBody(w), duration: 3000 })}
                  >
                    {w}
                  </Button>
                ))}
              </div>
            ) : null}
            {config.data.processor === 'test' ? (
              <TestCardFrame ref={frame} src="/pay/test/card" onAuthentication={onAuthentication} />
            ) : config.data.publishableKey ? (
              <StripePayment ref={stripe} publishableKey={config.data.publishableKey} amountCents={total} frequency={frequency} />
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
      </div>
    </form>
  );
}
