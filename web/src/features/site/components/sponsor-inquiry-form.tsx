import { sponsorInquiryRequest } from '@selah/contracts/site';
import { Button } from '@/components/ui/button';
import { Field, Honeypot } from '@/components/ui/field';
import { Input, NativeSelect, Textarea } from '@/components/ui/input';
import { useFormSubmission } from '@/lib/use-form-submission';
import type { PricedPackage } from '@selah/contracts/site-content';
import { useSubmitSponsorInquiry } from '../api/submit-sponsor-inquiry';
import { useT } from '@/i18n/t';
import { intlLocale } from '@/lib/format';

const empty = { organizationName: '', contactName: '', email: '', phone: '', website: '', packageName: '', message: '', hp: '' };

export function SponsorInquiryForm({ packages }: { packages: PricedPackage[] }) {
  const t = useT();
  const { form, onSubmit, isPending } = useFormSubmission({
    initial: empty,
    schema: sponsorInquiryRequest,
    mutation: useSubmitSponsorInquiry(),
    toBody: (values, renderAt) => ({ ...values, renderAt }),
    success: { title: t('site.inquiry.thanks'), description: t('site.inquiry.thanksText') },
    failureTitle: t('site.inquiry.failed'),
  });
  const { bind, errors } = form;

  return (
    <form noValidate onSubmit={onSubmit} className="relative grid gap-4 sm:grid-cols-2" aria-label={t('site.advertise.inquiry')}>
      <Field label={t('site.inquiry.organization')} required error={errors.organizationName}>
        <Input autoComplete="organization" {...bind('organizationName')} />
      </Field>
      <Field label={t('site.inquiry.contactName')} required error={errors.contactName}>
        <Input autoComplete="name" {...bind('contactName')} />
      </Field>
      <Field label={t('site.field.email')} required error={errors.email}>
        <Input type="email" autoComplete="email" {...bind('email')} />
      </Field>
      <Field label={t('site.field.phone')} required error={errors.phone}>
        <Input type="tel" autoComplete="tel" {...bind('phone')} />
      </Field>
      <Field label={t('site.inquiry.website')} hint={t('site.field.optional')} error={errors.website}>
        <Input type="url" inputMode="url" placeholder={t('site.inquiry.websitePlaceholder')} {...bind('website')} />
      </Field>
      <Field label={t('site.inquiry.package')} error={errors.packageName}>
        <NativeSelect {...bind('packageName')}>
          <option value="">{t('site.inquiry.notSure')}</option>
          {packages.map((p) => (
            <option key={p.id} value={p.name}>
              {t('site.inquiry.packageOption', { name: p.name, price: p.price.toLocaleString(intlLocale()), period: p.period })}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field label={t('site.inquiry.about')} required error={errors.message} className="sm:col-span-2">
        <Textarea rows={5} {...bind('message')} />
      </Field>
      <Honeypot value={form.values.hp} onChange={(hp) => form.setValues((v) => ({ ...v, hp }))} />
      <div className="sm:col-span-2">
        <Button type="submit" size="lg" disabled={isPending}>
          {isPending ? t('site.sending') : t('site.inquiry.send')}
        </Button>
      </div>
    </form>
  );
}
