import { useRef } from 'react';
import { Heart, Megaphone, Radio, Users } from 'lucide-react';
import { Container, PageHeader } from '@/components/ui/page';
import { Skeleton } from '@/components/ui/skeleton';
import { FallbackPanel } from '@/components/ui/fallback-panel';
import { usePackages } from '@/features/site/api/get-packages';
import { PackageCard } from '@/features/site/components/package-card';
import { SponsorInquiryForm } from '@/features/site/components/sponsor-inquiry-form';
import { useStation } from '@/features/site/api/get-station';
import { useT, type MessageId } from '@/i18n/t';

const benefits: Array<{ icon: typeof Users; title: MessageId; text: MessageId }> = [
  { icon: Users, title: 'site.advertise.audience', text: 'site.advertise.audienceText' },
  { icon: Radio, title: 'site.advertise.onAir', text: 'site.advertise.onAirText' },
  { icon: Heart, title: 'site.advertise.impact', text: 'site.advertise.impactText' },
  { icon: Megaphone, title: 'site.advertise.story', text: 'site.advertise.storyText' },
];

export default function SponsorAdvertisePage() {
  const t = useT();
  const station = useStation();
  const { data, isPending, isError, refetch } = usePackages();
  const formRef = useRef<HTMLElement>(null);
  return (
    <>
      <PageHeader eyebrow={t('layout.nav.partner')} title={t('site.advertise.title')} lead={t('site.advertise.lead')} />
      <Container className="flex flex-col gap-14 py-12">
        <section aria-labelledby="benefits">
          <h2 id="benefits" className="text-3xl font-semibold">
            {t('site.advertise.why', { station: station.shortName || station.name })}
          </h2>
          <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {benefits.map(({ icon: Icon, title, text }) => (
              <li key={title} className="rounded-(--radius-card) border border-border bg-surface p-5">
                <span className="flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary">
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <h3 className="mt-3 text-xl font-semibold">{t(title)}</h3>
                <p className="mt-1 text-ink-soft">{t(text)}</p>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="packages">
          <h2 id="packages" className="text-3xl font-semibold">
            {t('site.advertise.packages')}
          </h2>
          {isPending ? (
            <Skeleton className="mt-6 h-80" />
          ) : isError ? (
            <FallbackPanel type="error" className="mt-6" action={{ label: t('common.retry'), onClick: () => void refetch() }} />
          ) : (
            <div className="mt-8 grid gap-6 md:grid-cols-3">
              {data.sponsorship.map((p) => (
                <PackageCard
                  key={p.id}
                  pkg={p}
                  actionLabel={t('site.advertise.inquire')}
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
            {t('site.advertise.inquiry')}
          </h2>
          <p className="mt-1 mb-6 text-ink-soft">{t('site.advertise.inquiryLead')}</p>
          <SponsorInquiryForm packages={data?.sponsorship ?? []} />
        </section>
      </Container>
    </>
  );
}
