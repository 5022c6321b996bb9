import { useState, type FormEvent } from 'react';
import { sayFieldErrors } from '@/lib/use-form';
import { CreditCard, FileText } from 'lucide-react';
import { receiptSettings, type ReceiptSettings, type StripeSettingsResponse } from '@selah/contracts/admin-delivery';
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
import { useT } from '@/i18n/t';

/** The Stripe keys: the publishable key shown, the secret ones typed once and never shown again. */
export function DeliveryStripe({ data }: { data: StripeSettingsResponse }) {
  const t = useT();
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
          toast.success(t('admin.delivery.theStripeKeysAreSaved'))
        ),
        onError: (err) => (err instanceof ApiError && err.fields ? setErrors(err.fields) : toast.error(err.message)),
      },
    );
  };
  const mode = t(
    data.processor === 'test'
      ? 'admin.delivery.mode.test'
      : data.testMode
        ? 'admin.delivery.mode.stripeTest'
        : 'admin.delivery.mode.stripeLive',
  );
  return (
    <Card id="payments" className="min-w-0 scroll-mt-24">
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2 text-lg">
          <CreditCard className="size-5 text-primary" aria-hidden="true" /> {t('admin.delivery.payments')}
          <Badge variant={data.testMode ? 'gold' : 'default'}>{mode}</Badge>
        </CardTitle>
        <CardDescription>
          {data.testMode ? t('admin.delivery.paymentsAreInTestMode') : t('admin.delivery.giftsGoThroughStripeIn')}{' '}
          {t('admin.delivery.keysAreUnderDevelopersApi', { path: paymentsApi.stripeWebhook.path })}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {data.fromEnvironment ? (
          <p className="text-sm text-ink-soft">{t('admin.delivery.theKeysAreSetIn')}</p>
        ) : (
          <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label={t('admin.delivery.stripeKeys')}>
            <Field label={t('admin.delivery.publishableKey')} hint={t('admin.delivery.startsWithPkTestOr')} error={errors.publishableKey}>
              <Input
                value={form.publishableKey}
                onChange={(e) => set('publishableKey')(e.target.value)}
                autoComplete="off"
                spellCheck={false}
              />
            </Field>
            <Field
              label={data.secretKeySet ? t('admin.delivery.newSecretKey') : t('admin.delivery.secretKey')}
              hint={data.secretKeySet ? t('admin.delivery.aSecretKeyIsSaved') : t('admin.delivery.startsWithSkOrRk')}
              error={errors.secretKey}
            >
              <PasswordInput value={form.secretKey} onChange={(e) => set('secretKey')(e.target.value)} autoComplete="off" />
            </Field>
            <Field
              label={data.webhookSecretSet ? t('admin.delivery.newWebhookSigningSecret') : t('admin.delivery.webhookSigningSecret')}
              hint={data.webhookSecretSet ? t('admin.delivery.aWebhookSecretIsSaved') : t('admin.delivery.startsWithWhsec')}
              error={errors.webhookSecret}
            >
              <PasswordInput value={form.webhookSecret} onChange={(e) => set('webhookSecret')(e.target.value)} autoComplete="off" />
            </Field>
            <div className="flex flex-wrap gap-2">
              <Button type="submit" disabled={save.isPending}>
                {save.isPending ? t('admin.delivery.checkingWithStripe') : t('admin.delivery.saveStripeKeys')}
              </Button>
              {data.processor === 'stripe' ? (
                <Button
                  type="button"
                  variant="ghost"
                  disabled={save.isPending}
                  onClick={() => save.mutate(null, { onSuccess: () => toast.success(t('admin.delivery.theStripeKeysAreCleared')) })}
                >
                  {t('admin.delivery.clearTheKeys')}
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
  const t = useT();
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
    if (!checked.success) return setErrors(sayFieldErrors(checked.error));
    save.mutate(checked.data, {
      onSuccess: () => toast.success(t('admin.delivery.receiptsAndStatementsWillPrint')),
      onError: (err) => (err instanceof ApiError && err.fields ? setErrors(err.fields) : toast.error(err.message)),
    });
  };
  return (
    <Card id="receipts" className="min-w-0 scroll-mt-24">
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2 text-lg">
          <FileText className="size-5 text-primary" aria-hidden="true" /> {t('admin.delivery.receipts')}
          {data.saved ? null : <Badge variant="muted">{t('admin.delivery.fromContentGivingJson')}</Badge>}
        </CardTitle>
        <CardDescription>{t('admin.delivery.printedOnEveryGiftReceipt')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2" aria-label={t('admin.delivery.receiptDetails')}>
          <Field label={t('admin.delivery.legalName')} required error={errors.legalName} className="sm:col-span-2">
            <Input value={form.legalName} onChange={(e) => set('legalName')(e.target.value)} />
          </Field>
          <Field label={t('admin.delivery.einTaxId')} hint={t('admin.delivery.forExample123456789')} error={errors.taxId}>
            <Input value={form.taxId} onChange={(e) => set('taxId')(e.target.value)} />
          </Field>
          <Field label={t('admin.delivery.address')} error={errors.address}>
            <Input value={form.address} onChange={(e) => set('address')(e.target.value)} autoComplete="street-address" />
          </Field>
          <Field
            label={t('admin.delivery.taxStatusSentence')}
            hint={t('admin.delivery.forExampleIsA501')}
            error={errors.taxStatus}
            className="sm:col-span-2"
          >
            <Input value={form.taxStatus} onChange={(e) => set('taxStatus')(e.target.value)} />
          </Field>
          <Button type="submit" className="self-start" disabled={save.isPending}>
            {t('admin.delivery.saveReceiptDetails')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
