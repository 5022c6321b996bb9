import { Link, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { paths } from '@selah/contracts/paths';
import { Container, PageHeader } from '@/components/ui/page';
import { broadcastGuides, findGuide } from '@/features/live/guides';
import { useT } from '@/i18n/t';
import NotFoundPage from './not-found';

export default function BroadcastGuidePage() {
  const t = useT();
  const guide = findGuide(useParams().slug);
  if (!guide) return <NotFoundPage />;
  const others = broadcastGuides.filter((g) => g.slug !== guide.slug);
  return (
    <>
      <PageHeader eyebrow={t('radio.broadcast.guideEyebrow')} title={t(guide.title)} lead={t(guide.lead)} />
      <Container className="flex max-w-3xl flex-col gap-8 py-10">
        {guide.sections.map((section, i) => (
          <section key={section.heading} aria-labelledby={`guide-section-${i}`}>
            <h2 id={`guide-section-${i}`} className="text-2xl font-semibold">
              {t(section.heading)}
            </h2>
            <ol className="mt-3 list-decimal space-y-2 pl-6 text-lg">
              {section.steps.map((step) => (
                <li key={step}>{t(step, { server: t('radio.guides.server') })}</li>
              ))}
            </ol>
            {section.code ? (
              <pre className="mt-4 rounded-xl bg-night p-4 text-sm break-all whitespace-pre-wrap text-white">
                <code>{section.code}</code>
              </pre>
            ) : null}
          </section>
        ))}
        <nav aria-label={t('radio.broadcast.moreGuides')} className="flex flex-wrap items-center gap-4 border-t border-border pt-6">
          <Link to={paths.broadcast.getHref()} className="inline-flex items-center gap-1.5 font-semibold text-primary-strong underline">
            <ArrowLeft className="size-4" aria-hidden="true" /> {t('radio.broadcast.theStudio')}
          </Link>
          {others.map((g) => (
            <Link key={g.slug} to={paths.broadcastGuide.getHref(g.slug)} className="font-semibold text-primary-strong underline">
              {t(g.title)}
            </Link>
          ))}
        </nav>
      </Container>
    </>
  );
}
