import { sponsorInquiryRequest } from '@selah/contracts/site';
import { Button } from '@/components/ui/button';
import { Field, Honeypot } from '@/components/ui/field';
import { Input, NativeSelect, Textarea } from '@/components/ui/input';
import { useFormSubmission } from '@/lib/use-form-submission';
import type { PricedPackage } from '@selah/contracts/site-content';
import { useSubmitSponsorInquiry } from '../api/submit-sponsor-inquiry';

const empty = { organizationName: '', contactName: '', email: '', phone: '', website: '', packageName: '', message: '', hp: '' };

export function SponsorInquiryForm({ packages }: { packages: PricedPackage[] }) {
  const { form, onSubmit, isPending } = useFormSubmission({
    initial: empty,
    schema: sponsorInquiryRequest,
    mutation: useSubmitSponsorInquiry(),
    toBody: (values, renderAt) => ({ ...values, renderAt }),
    success: { title: 'Thank you for your interest!', description: "We'll contact you within 24-48 hours..." },
    failureTitle: 'Something went wrong',
  });
  const { bind, errors } = form;

  return (
    <form noValidate onSubmit={onSubmit} className="relative grid gap-4 sm:grid-cols-2" aria-label="Sponsorship inquiry">
      <Field label="Organization name" required error={errors.organizationName}>
        <Input autoComplete="organization" {...bind('organizationName')} />
      </Field>
      <Field label="Contact name" required error={errors.contactName}>
        <Input autoComplete="name" {...bind('contactName')} />
      </Field>
      <Field label="Email" required error={errors.email}>
        <Input type="email" autoComplete="email" {...bind('email')} />
      </Field>
      <Field label="Phone" required error={errors.phone}>
        <Input type="tel" autoComplete="tel" {...bind('phone')} />
      </Field>
      <Field label="Website" hint="Optional" error={errors.website}>
        <Input type="url" inputMode="url" placeholder="https://" {...bind('website')} />
      </Field>
      <Field label="Package of interest" error={errors.packageName}>
        <NativeSelect {...bind('packageName')}>
          <option value="">Not sure yet</option>
          {packages.map((p) => (
            <option key={p.id} value={p.name}>
              {p.name} (${p.price}/{p.period})
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field label="Tell us about your organization" required error={errors.message} className="sm:col-span-2">
        <Textarea rows={5} {...bind('message')} />
      </Field>
      <Honeypot value={form.values.hp} onChange={(hp) => form.setValues((v) => ({ ...v, hp }))} />
      <div className="sm:col-span-2">
        <Button type="submit" size="lg" disabled={isPending}>
          {isPending ? 'Sending...' : 'Send Inquiry'}
        </Button>
      </div>
    </form>
  );
}
