import { contactReasons, contactRequest } from '@selah/contracts/site';
import { Button } from '@/components/ui/button';
import { Field, Honeypot } from '@/components/ui/field';
import { Input, NativeSelect, Textarea } from '@/components/ui/input';
import { useFormSubmission } from '@/lib/use-form-submission';
import { useSubmitContact } from '../api/submit-contact';
import { useT, type MessageId } from '@/i18n/t';

const reasonLabels: Record<(typeof contactReasons)[number], MessageId> = {
  prayer: 'site.contact.reason.prayer',
  question: 'site.contact.reason.question',
  testimony: 'site.contact.reason.testimony',
  volunteer: 'site.contact.reason.volunteer',
  feedback: 'site.contact.reason.feedback',
  other: 'site.contact.reason.other',
};

export function ContactForm({ initialReason = 'prayer' }: { initialReason?: string }) {
  const t = useT();
  const reason = (contactReasons as readonly string[]).includes(initialReason) ? initialReason : 'prayer';
  const { form, onSubmit, isPending } = useFormSubmission({
    initial: { name: '', email: '', phone: '', contactReason: reason, subject: '', message: '', hp: '' },
    schema: contactRequest,
    mutation: useSubmitContact(),
    toBody: (values, renderAt) => ({ ...values, contactReason: values.contactReason as (typeof contactReasons)[number], renderAt }),
    success: { title: t('site.contact.sent'), description: t('site.contact.sentText'), duration: 5000 },
    failureTitle: t('site.contact.notSent'),
  });
  const { bind, errors } = form;

  return (
    <form noValidate onSubmit={onSubmit} className="relative grid gap-4 sm:grid-cols-2" aria-label={t('site.contact.form')}>
      <Field label={t('site.field.name')} required error={errors.name}>
        <Input autoComplete="name" required {...bind('name')} />
      </Field>
      <Field label={t('site.field.email')} required error={errors.email}>
        <Input type="email" autoComplete="email" required {...bind('email')} />
      </Field>
      <Field label={t('site.field.phone')} hint={t('site.field.optional')} error={errors.phone}>
        <Input type="tel" autoComplete="tel" {...bind('phone')} />
      </Field>
      <Field label={t('site.contact.reason')} error={errors.contactReason}>
        <NativeSelect {...bind('contactReason')}>
          {contactReasons.map((r) => (
            <option key={r} value={r}>
              {t(reasonLabels[r])}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field label={t('site.contact.subject')} required error={errors.subject} className="sm:col-span-2">
        <Input required {...bind('subject')} />
      </Field>
      <Field label={t('site.contact.message')} required error={errors.message} className="sm:col-span-2">
        <Textarea rows={6} required {...bind('message')} />
      </Field>
      <Honeypot value={form.values.hp} onChange={(hp) => form.setValues((v) => ({ ...v, hp }))} />
      <div className="sm:col-span-2">
        <Button type="submit" size="lg" disabled={isPending}>
          {isPending ? t('site.sending') : t('site.contact.send')}
        </Button>
      </div>
    </form>
  );
}
