import { Link, useParams } from 'react-router';
import { Calendar, ExternalLink, Mail, MapPin, Quote } from 'lucide-react';
import { sponsorNotFound } from '@selah/contracts/site-content';
import { paths } from '@selah/contracts/paths';
import { ApiError } from '@/lib/api-client';
import { Button } from '@/components/ui/button';
import { FallbackPanel } from '@/components/ui/fallback-panel';
import { Container } from '@/components/ui/page';
import { Skeleton } from '@/components/ui/skeleton';
import { useSponsor } from '@/features/site/api/get-sponsor';
import { InitialsAvatar } from '@/features/site/components/initials-avatar';
import { sayMessage } from '@/i18n/locale';
import { useT } from '@/i18n/t';

export default function SponsorPage() {
  const t = useT();
  const { id = '' } = useParams();
  const { data: sponsor, isPending, error, refetch } = useSponsor(id);

  if (isPending) {
    return (
      <Container className="py-12">
        <Skeleton className="h-72" />
      </Container>
    );
  }
  if (error instanceof ApiError && error.status === 404) {
    return (
      <Container className="flex min-h-[50dvh] flex-col items-center justify-center gap-4 py-16 text-center">
        <h1 className="text-4xl font-semibold">{sayMessage(sponsorNotFound.title)}</h1>
        <p className="text-lg text-ink-soft">{sayMessage(sponsorNotFound.message)}</p>
        <Button asChild size="lg">
          <Link to={paths.home.getHref()}>{t('site.sponsor.returnHome')}</Link>
        </Button>
      </Container>
    );
  }
  if (error || !sponsor) {
    return (
      <Container className="py-12">
        <FallbackPanel type="error" action={{ label: t('common.retry'), onClick: () => void refetch() }} />
      </Container>
    );
  }
  return (
    <>
      <section className="border-b border-border bg-linear-to-b from-primary-soft/70 to-background">
        <Container className="flex flex-col gap-6 py-12 sm:flex-row sm:items-center">
          <InitialsAvatar name={sponsor.name} color={sponsor.color} image={sponsor.logo} fit="contain" className="size-24 text-3xl" />
          <div className="flex-1">
            <p className="text-sm font-bold uppercase tracking-widest text-primary">{t('site.sponsor.eyebrow')}</p>
            <h1 className="mt-1 text-4xl font-semibold sm:text-5xl">{sponsor.name}</h1>
            <p className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-ink-soft">
              <span className="inline-flex items-center gap-1.5">
                <MapPin className="size-4" aria-hidden="true" />
                {sponsor.location}
              </span>
              <span className="inline-flex items-center gap-1.5">
                <Calendar className="size-4" aria-hidden="true" />
                {t('site.sponsor.established', { year: sponsor.established })}
              </span>
            </p>
          </div>
        </Container>
      </section>
      <Container className="grid gap-10 py-12 lg:grid-cols-[2fr_1fr]">
        <div className="flex flex-col gap-8">
          <p className="text-xl leading-relaxed">{sponsor.description}</p>
          {sponsor.focus.length > 0 ? (
            <section aria-labelledby="focus">
              <h2 id="focus" className="text-2xl font-semibold">
                {t('site.sponsor.focus')}
              </h2>
              <ul className="mt-3 flex flex-wrap gap-2">
                {sponsor.focus.map((f) => (
                  <li key={f} className="rounded-full bg-muted px-4 py-1.5 font-medium">
                    {f}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {sponsor.testimonial.quote ? (
            <figure className="rounded-(--radius-card) border-l-4 border-gold bg-gold-soft/60 p-6">
              <Quote className="size-7 text-amber-700" aria-hidden="true" />
              <blockquote className="mt-2 font-display text-xl leading-relaxed">{sponsor.testimonial.quote}</blockquote>
              {sponsor.testimonial.author ? (
                <figcaption className="mt-3 font-semibold text-ink-soft">— {sponsor.testimonial.author}</figcaption>
              ) : null}
            </figure>
          ) : null}
        </div>
        <aside className="flex flex-col gap-3 self-start rounded-(--radius-card) border border-border bg-surface p-6">
          <h2 className="text-xl font-semibold">{t('site.sponsor.connectWith', { name: sponsor.name })}</h2>
          {sponsor.website ? (
            <Button asChild>
              <a href={sponsor.website} target="_blank" rel="noopener noreferrer">
                <ExternalLink aria-hidden="true" /> {t('site.sponsor.website')}
              </a>
            </Button>
          ) : null}
          {sponsor.email ? (
            <Button asChild variant="outline">
              <a href={`mailto:${sponsor.email}`}>
                <Mail aria-hidden="true" /> {t('site.sponsor.email')}
              </a>
            </Button>
          ) : null}
          <Button asChild variant="ghost">
            <Link to={paths.sponsorAdvertise.getHref()}>{t('site.sponsor.become')}</Link>
          </Button>
        </aside>
      </Container>
    </>
  );
}
