import { Mail } from 'lucide-react';
import { newsletterRequest } from '@selah/contracts/site';
import { Button } from '@/components/ui/button';
import { Honeypot } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useFormSubmission } from '@/lib/use-form-submission';
import { useSubscribeNewsletter } from '../api/subscribe-newsletter';
import { useT } from '@/i18n/t';

export function NewsletterBox() {
  const t = useT();
  const { form, onSubmit, isPending } = useFormSubmission({
    initial: { email: '', hp: '' },
    schema: newsletterRequest,
    mutation: useSubscribeNewsletter(),
    toBody: (values, renderAt) => ({ ...values, renderAt }),
    success: { title: t('site.newsletter.subscribed'), description: t('site.newsletter.subscribedText') },
    failureTitle: t('site.newsletter.failed'),
  });
  const error = form.errors.email;

  return (
    <section aria-labelledby="subscribe" className="rounded-(--radius-card) bg-night p-6 text-white">
      <Mail className="size-7 text-gold" aria-hidden="true" />
      <h2 id="subscribe" className="mt-2 text-2xl font-semibold text-white">
        {t('site.newsletter.title')}
      </h2>
      <p className="mt-1 text-white/80">{t('site.newsletter.lead')}</p>
      <form noValidate onSubmit={onSubmit} className="relative mt-4 flex flex-col gap-2 sm:flex-row">
        <label htmlFor="newsletter-email" className="sr-only">
          {t('site.newsletter.email')}
        </label>
        <Input
          id="newsletter-email"
          type="email"
          autoComplete="email"
          placeholder={t('site.newsletter.placeholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'newsletter-error' : undefined}
          {...form.bind('email')}
        />
        <Honeypot value={form.values.hp} onChange={(hp) => form.setValues((v) => ({ ...v, hp }))} />
        <Button type="submit" variant="gold" disabled={isPending}>
          {isPending ? t('site.newsletter.subscribing') : t('site.newsletter.subscribe')}
        </Button>
      </form>
      {error ? (
        <p id="newsletter-error" role="alert" className="mt-2 text-sm font-semibold text-amber-200">
          {error}
        </p>
      ) : null}
    </section>
  );
}
