import { useState, type FormEvent } from 'react';
import { CreditCard, FileText } from 'lucide-react';
import { receiptSettings, type ReceiptSettings, type StripeSettingsResponse } from '@selah/contracts/admin-delivery';
import { fieldErrors } from '@selah/contracts/common';
import { paymentsApi } from '@selah/contracts/payments-endpoints';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { toast } from '@/components/ui/toaster';
import { ApiError } from '@/lib/api-client';
import { useSaveReceipts, useSaveStripe } from '../api/delivery-api';

/** The Stripe keys: the publishable key shown, the secret ones typed once and never shown again. */
export function DeliveryStripe({ data }: { data: StripeSettingsResponse }) {
  const save = useSaveStripe();
  const [form, setForm] = useState({ publishableKey: data.publishableKey, secretKey: '', webhookSecret: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [check, setCheck] = useState<StripeSettingsResponse['check']>();
  const set = (k: keyof typeof form) => (v: string) => (setForm((f) => ({ ...f, [k]: v })), setErrors((e) => ({ ...e, [k]: '' })));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setCheck(undefined);
    save.mutate(
      { publishableKey: form.publishableKey, secretKey: form.secretKey || undefined, webhookSecret: form.webhookSecret || undefined },
      {
        onSuccess: (res) => (
          setForm((f) => ({ ...f, secretKey: '', webhookSecret: '' })),
          setCheck(res.check),
          toast.success('The Stripe keys are saved.')
        ),
        onError: (err) => (err instanceof ApiError && err.fields ? setErrors(err.fields) : toast.error(err.message)),
      },
    );
  };
  const mode = data.processor === 'test' ? 'Test processor' : data.testMode ? 'Stripe, test mode' : 'Stripe, live';
  return (
    <Card id="payments" className="min-w-0 scroll-mt-24">
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2 text-lg">
          <CreditCard className="size-5 text-primary" aria-hidden="true" /> Payments
          <Badge variant={data.testMode ? 'gold' : 'default'}>{mode}</Badge>
        </CardTitle>
        <CardDescription>
          {data.testMode
            ? 'Payments are in test mode: no real money moves. Enter the station’s live Stripe keys to receive real gifts.'
            : 'Gifts go through Stripe in live mode.'}{' '}
          Keys are under Developers → API keys in Stripe; the webhook secret is on the endpoint for {paymentsApi.stripeWebhook.path}.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {data.fromEnvironment ? (
          <p className="text-sm text-ink-soft">
            The keys are set in the environment (STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET), so they are changed
            there.
          </p>
        ) : (
          <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label="Stripe keys">
            <Field label="Publishable key" hint="Starts with pk_test_ or pk_live_" error={errors.publishableKey}>
              <Input
                value={form.publishableKey}
                onChange={(e) => set('publishableKey')(e.target.value)}
                autoComplete="off"
                spellCheck={false}
              />
            </Field>
            <Field
              label={data.secretKeySet ? 'New secret key' : 'Secret key'}
              hint={data.secretKeySet ? 'A secret key is saved. Leave blank to keep it.' : 'Starts with sk_ (or rk_ for a restricted key)'}
              error={errors.secretKey}
            >
              <PasswordInput value={form.secretKey} onChange={(e) => set('secretKey')(e.target.value)} autoComplete="off" />
            </Field>
            <Field
              label={data.webhookSecretSet ? 'New webhook signing secret' : 'Webhook signing secret'}
              hint={data.webhookSecretSet ? 'A webhook secret is saved. Leave blank to keep it.' : 'Starts with whsec_'}
              error={errors.webhookSecret}
            >
              <PasswordInput value={form.webhookSecret} onChange={(e) => set('webhookSecret')(e.target.value)} autoComplete="off" />
            </Field>
            <div className="flex flex-wrap gap-2">
              <Button type="submit" disabled={save.isPending}>
                {save.isPending ? 'Checking with Stripe…' : 'Save Stripe keys'}
              </Button>
              {data.processor === 'stripe' ? (
                <Button
                  type="button"
                  variant="ghost"
                  disabled={save.isPending}
                  onClick={() => save.mutate(null, { onSuccess: () => toast.success('The Stripe keys are cleared: test mode.') })}
                >
                  Clear the keys
                </Button>
              ) : null}
            </div>
            {check ? (
              <p role="status" className={check.ok ? 'font-medium text-success' : 'font-medium text-amber-900'}>
                {check.message}
              </p>
            ) : null}
          </form>
        )}
      </CardContent>
    </Card>
  );
}

/** What receipts and statements print: the organisation's legal name, EIN and address. */
export function DeliveryReceipts({ data }: { data: ReceiptSettings & { saved: boolean } }) {
  const save = useSaveReceipts();
  const [form, setForm] = useState({
    legalName: data.legalName,
    taxId: data.taxId ?? '',
    address: data.address ?? '',
    taxStatus: data.taxStatus ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (k: keyof typeof form) => (v: string) => (setForm((f) => ({ ...f, [k]: v })), setErrors((e) => ({ ...e, [k]: '' })));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = receiptSettings.safeParse(form);
    if (!checked.success) return setErrors(fieldErrors(checked.error));
    save.mutate(checked.data, {
      onSuccess: () => toast.success('Receipts and statements will print these details.'),
      onError: (err) => (err instanceof ApiError && err.fields ? setErrors(err.fields) : toast.error(err.message)),
    });
  };
  return (
    <Card id="receipts" className="min-w-0 scroll-mt-24">
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2 text-lg">
          <FileText className="size-5 text-primary" aria-hidden="true" /> Receipts
          {data.saved ? null : <Badge variant="muted">From content/giving.json</Badge>}
        </CardTitle>
        <CardDescription>Printed on every gift receipt and year-end giving statement.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2" aria-label="Receipt details">
          <Field label="Legal name" required error={errors.legalName} className="sm:col-span-2">
            <Input value={form.legalName} onChange={(e) => set('legalName')(e.target.value)} />
          </Field>
          <Field label="EIN (tax ID)" hint="For example 12-3456789" error={errors.taxId}>
            <Input value={form.taxId} onChange={(e) => set('taxId')(e.target.value)} />
          </Field>
          <Field label="Address" error={errors.address}>
            <Input value={form.address} onChange={(e) => set('address')(e.target.value)} autoComplete="street-address" />
          </Field>
          <Field
            label="Tax status sentence"
            hint="For example: … is a 501(c)(3) nonprofit organization."
            error={errors.taxStatus}
            className="sm:col-span-2"
          >
            <Input value={form.taxStatus} onChange={(e) => set('taxStatus')(e.target.value)} />
          </Field>
          <Button type="submit" className="self-start" disabled={save.isPending}>
            Save receipt details
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
