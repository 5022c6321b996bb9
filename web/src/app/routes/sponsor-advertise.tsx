import { useRef } from 'react';
import { Heart, Megaphone, Radio, Users } from 'lucide-react';
import { Container, PageHeader } from '@/components/ui/page';
import { Skeleton } from '@/components/ui/skeleton';
import { FallbackPanel } from '@/components/ui/fallback-panel';
import { usePackages } from '@/features/site/api/get-packages';
import { PackageCard } from '@/features/site/components/package-card';
import { SponsorInquiryForm } from '@/features/site/components/sponsor-inquiry-form';
import { useStation } from '@/features/site/api/get-station';

const benefits = [
  {
    icon: Users,
    title: 'A faithful audience',
    text: 'Listeners at home, at work and in the car who trust the station and the partners it names.',
  },
  { icon: Radio, title: 'On air, all day', text: 'Mentions woven into programs families listen to at home and in the car.' },
  { icon: Heart, title: 'Ministry impact', text: 'Your support keeps worship, teaching and prayer free for everyone.' },
  { icon: Megaphone, title: 'Your story told', text: 'A sponsor profile page and testimonial shared with the community.' },
];

export default function SponsorAdvertisePage() {
  const station = useStation();
  const { data, isPending, isError, refetch } = usePackages();
  const formRef = useRef<HTMLElement>(null);
  return (
    <>
      <PageHeader
        eyebrow="Partner with us"
        title="Sponsor faith-based radio"
        lead="Stand with a listener-supported station and reach families who share your values."
      />
      <Container className="flex flex-col gap-14 py-12">
        <section aria-labelledby="benefits">
          <h2 id="benefits" className="text-3xl font-semibold">
            Why sponsor {station.shortName || station.name}
          </h2>
          <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {benefits.map(({ icon: Icon, title, text }) => (
              <li key={title} className="rounded-(--radius-card) border border-border bg-surface p-5">
                <span className="flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary">
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <h3 className="mt-3 text-xl font-semibold">{title}</h3>
                <p className="mt-1 text-ink-soft">{text}</p>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="packages">
          <h2 id="packages" className="text-3xl font-semibold">
            Sponsorship packages
          </h2>
          {isPending ? (
            <Skeleton className="mt-6 h-80" />
          ) : isError ? (
            <FallbackPanel type="error" className="mt-6" action={{ label: 'Try again', onClick: () => void refetch() }} />
          ) : (
            <div className="mt-8 grid gap-6 md:grid-cols-3">
              {data.sponsorship.map((p) => (
                <PackageCard
                  key={p.id}
                  pkg={p}
                  actionLabel="Inquire"
                  onChoose={() => formRef.current?.scrollIntoView({ behavior: 'smooth' })}
                />
              ))}
            </div>
          )}
        </section>
        <section
          ref={formRef}
          aria-labelledby="inquiry"
          className="scroll-mt-24 rounded-(--radius-card) border border-border bg-surface p-5 sm:p-8"
        >
          <h2 id="inquiry" className="text-3xl font-semibold">
            Sponsorship inquiry
          </h2>
          <p className="mt-1 mb-6 text-ink-soft">Tell us about your organization and we will be in touch within 24-48 hours.</p>
          <SponsorInquiryForm packages={data?.sponsorship ?? []} />
        </section>
      </Container>
    </>
  );
}
