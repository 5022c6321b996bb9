import { useState, type FormEvent } from 'react';
import { sayFieldErrors, sayFirstIssue } from '@/lib/use-form';
import { Mail } from 'lucide-react';
import { mailSettingsRequest, mailTestRequest, type MailField, type MailSettingsResponse } from '@selah/contracts/admin-delivery';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/toaster';
import { ApiError } from '@/lib/api-client';
import { useSaveMail, useTestMail } from '../api/delivery-api';
import { useT } from '@/i18n/t';

/** Outgoing mail: the SMTP server (SMTP_URL's fields read-only), and a test email that reports the server's answer. */
export function DeliveryMail({ data }: { data: MailSettingsResponse }) {
  const t = useT();
  const save = useSaveMail();
  const test = useTestMail();
  const locked = (f: MailField) => data.fromEnvironment.includes(f);
  const [form, setForm] = useState({
    host: data.host,
    port: String(data.port),
    secure: data.secure,
    user: data.user,
    password: '',
    from: data.from,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [to, setTo] = useState('');
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const set = (k: keyof typeof form) => (v: string | boolean) => (
    setForm((f) => ({ ...f, [k]: v })),
    setErrors((e) => ({ ...e, [k]: '' }))
  );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = { ...form, port: Number(form.port), password: form.password || undefined };
    const checked = mailSettingsRequest.safeParse(body);
    if (!checked.success) return setErrors(sayFieldErrors(checked.error));
    if (!locked('host') && !checked.data.host) return setErrors({ host: t('admin.delivery.enterTheMailServer') });
    save.mutate(body, {
      onSuccess: () => (set('password')(''), toast.success(t('admin.delivery.theMailSettingsAreSaved'))),
      onError: (err) => (err instanceof ApiError && err.fields ? setErrors(err.fields) : toast.error(err.message)),
    });
  };
  const sendTest = (e: FormEvent) => {
    e.preventDefault();
    const checked = mailTestRequest.safeParse({ to });
    if (!checked.success) return setOutcome({ ok: false, message: sayFirstIssue(checked.error) ?? '' });
    setOutcome(null);
    test.mutate(checked.data.to, {
      onSuccess: ({ message }) => setOutcome({ ok: true, message }),
      onError: (err) => setOutcome({ ok: false, message: err.message }),
    });
  };

  const { status } = data;
  return (
    <Card id="mail" className="min-w-0 scroll-mt-24">
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2 text-lg">
          <Mail className="size-5 text-primary" aria-hidden="true" /> {t('admin.delivery.outgoingMail')}
          <Badge variant={status.delivering ? 'default' : 'gold'}>
            {status.delivering
              ? t('admin.delivery.delivering')
              : status.configured
                ? t('admin.delivery.notDelivering')
                : t('admin.delivery.notSetUp')}
          </Badge>
        </CardTitle>
        <CardDescription>
          {t('admin.delivery.passwordResetsGiftReceiptsAnd')}
          {status.waiting > 0 && !status.delivering ? t('admin.delivery.waitingValueInTheOutbox', { waiting: status.waiting }) : ''}
          {status.lastError ? t('admin.delivery.theLastDeliveryFailedLasterror', { lastError: status.lastError }) : ''}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2" aria-label={t('admin.delivery.mailServer')}>
          <Field
            label={t('admin.delivery.mailServerSmtpHost')}
            hint={locked('host') ? t('admin.delivery.setInEnvironment') : t('admin.delivery.forExampleSmtpExampleOrg')}
            error={errors.host}
          >
            <Input value={form.host} readOnly={locked('host')} onChange={(e) => set('host')(e.target.value)} autoComplete="off" />
          </Field>
          <Field
            label={t('admin.delivery.port')}
            hint={locked('port') ? t('admin.delivery.setInEnvironment') : t('admin.delivery.587StarttlsOr465Tls')}
            error={errors.port}
          >
            <Input inputMode="numeric" value={form.port} readOnly={locked('port')} onChange={(e) => set('port')(e.target.value)} />
          </Field>
          <Field
            label={t('admin.delivery.userName')}
            hint={locked('user') ? t('admin.delivery.setInEnvironment') : t('admin.delivery.oftenTheFullEmailAddress')}
            error={errors.user}
          >
            <Input value={form.user} readOnly={locked('user')} onChange={(e) => set('user')(e.target.value)} autoComplete="off" />
          </Field>
          <Field
            label={data.passwordSet ? t('admin.delivery.newPassword') : t('admin.delivery.password')}
            hint={
              locked('password')
                ? t('admin.delivery.setInEnvironment')
                : data.passwordSet
                  ? t('admin.delivery.aPasswordIsSavedLeave')
                  : t('admin.delivery.neverShownAgainOnceSaved')
            }
            error={errors.password}
          >
            <PasswordInput
              value={form.password}
              readOnly={locked('password')}
              onChange={(e) => set('password')(e.target.value)}
              autoComplete="new-password"
            />
          </Field>
          <Field
            label={t('admin.delivery.fromAddress')}
            hint={locked('from') ? t('admin.delivery.setInEnvironment') : t('admin.delivery.forExampleHarvestLightRadio')}
            error={errors.from}
          >
            <Input value={form.from} readOnly={locked('from')} onChange={(e) => set('from')(e.target.value)} />
          </Field>
          <div className="flex items-center gap-3 sm:self-center">
            <Switch id="mail-secure" checked={form.secure} disabled={locked('secure')} onCheckedChange={(v) => set('secure')(v)} />
            <label htmlFor="mail-secure" className="text-sm font-semibold">
              {t('admin.delivery.tlsFromTheStartPort')}
              {locked('secure') ? ` · ${t('admin.delivery.setInEnvironment')}` : ''}
            </label>
          </div>
          <div className="flex flex-wrap gap-2 sm:col-span-2">
            <Button type="submit" disabled={save.isPending || (locked('host') && locked('from'))}>
              {t('admin.delivery.saveMailSettings')}
            </Button>
            {data.host && !locked('host') ? (
              <Button
                type="button"
                variant="ghost"
                disabled={save.isPending}
                onClick={() => save.mutate(null, { onSuccess: () => toast.success(t('admin.delivery.theMailServerIsCleared')) })}
              >
                {t('admin.delivery.clear')}
              </Button>
            ) : null}
          </div>
        </form>
        <form
          noValidate
          onSubmit={sendTest}
          className="flex flex-col gap-3 border-t border-border pt-4"
          aria-label={t('admin.delivery.sendATestEmail')}
        >
          <Field label={t('admin.delivery.sendATestEmailTo')}>
            <Input type="email" value={to} onChange={(e) => (setTo(e.target.value), setOutcome(null))} autoComplete="email" />
          </Field>
          <Button type="submit" variant="outline" className="self-start" disabled={test.isPending}>
            {test.isPending ? t('admin.delivery.sending') : t('admin.delivery.sendATestEmail')}
          </Button>
          {outcome ? (
            <p
              role={outcome.ok ? 'status' : 'alert'}
              data-testid="mail-test-outcome"
              className={outcome.ok ? 'font-medium break-words text-success' : 'font-medium break-words text-danger'}
            >
              {outcome.message}
            </p>
          ) : null}
        </form>
      </CardContent>
    </Card>
  );
}
