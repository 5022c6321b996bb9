import { contactReasons, contactRequest } from '@selah/contracts/site';
import { Button } from '@/components/ui/button';
import { Field, Honeypot } from '@/components/ui/field';
import { Input, NativeSelect, Textarea } from '@/components/ui/input';
import { useFormSubmission } from '@/lib/use-form-submission';
import { useSubmitContact } from '../api/submit-contact';

const reasonLabels: Record<(typeof contactReasons)[number], string> = {
  prayer: 'Prayer request',
  question: 'A question',
  testimony: 'Share a testimony',
  volunteer: 'Volunteer with us',
  feedback: 'Feedback about the station',
  other: 'Something else',
};

export function ContactForm({ initialReason = 'prayer' }: { initialReason?: string }) {
  const reason = (contactReasons as readonly string[]).includes(initialReason) ? initialReason : 'prayer';
  const { form, onSubmit, isPending } = useFormSubmission({
    initial: { name: '', email: '', phone: '', contactReason: reason, subject: '', message: '', hp: '' },
    schema: contactRequest,
    mutation: useSubmitContact(),
    toBody: (values, renderAt) => ({ ...values, contactReason: values.contactReason as (typeof contactReasons)[number], renderAt }),
    success: { title: 'Message Sent!', description: 'Thank you for writing. Someone from the station will reply soon.', duration: 5000 },
    failureTitle: 'Message not sent',
  });
  const { bind, errors } = form;

  return (
    <form noValidate onSubmit={onSubmit} className="relative grid gap-4 sm:grid-cols-2" aria-label="Contact form">
      <Field label="Name" required error={errors.name}>
        <Input autoComplete="name" required {...bind('name')} />
      </Field>
      <Field label="Email" required error={errors.email}>
        <Input type="email" autoComplete="email" required {...bind('email')} />
      </Field>
      <Field label="Phone" hint="Optional" error={errors.phone}>
        <Input type="tel" autoComplete="tel" {...bind('phone')} />
      </Field>
      <Field label="Reason for contacting us" error={errors.contactReason}>
        <NativeSelect {...bind('contactReason')}>
          {contactReasons.map((r) => (
            <option key={r} value={r}>
              {reasonLabels[r]}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field label="Subject" required error={errors.subject} className="sm:col-span-2">
        <Input required {...bind('subject')} />
      </Field>
      <Field label="Message" required error={errors.message} className="sm:col-span-2">
        <Textarea rows={6} required {...bind('message')} />
      </Field>
      <Honeypot value={form.values.hp} onChange={(hp) => form.setValues((v) => ({ ...v, hp }))} />
      <div className="sm:col-span-2">
        <Button type="submit" size="lg" disabled={isPending}>
          {isPending ? 'Sending...' : 'Send Message'}
        </Button>
      </div>
    </form>
  );
}
