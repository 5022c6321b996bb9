import { FallbackPanel } from '@/components/ui/fallback-panel';
import { Container, PageHeader } from '@/components/ui/page';
import { Skeleton } from '@/components/ui/skeleton';
import { useLegalPage } from '../api/get-legal-page';
import { T, useT } from '@/i18n/t';
import { intlLocale } from '@/lib/format';

const formatDate = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString(intlLocale(), { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

export function LegalPageView({ slug, fallbackTitle }: { slug: 'privacy' | 'terms'; fallbackTitle: string }) {
  const t = useT();
  const { data, isPending, isError, refetch } = useLegalPage(slug);
  return (
    <>
      <PageHeader
        eyebrow={t('site.legal.eyebrow')}
        title={data?.title ?? fallbackTitle}
        lead={
          data ? (
            <T
              id="site.legal.updated"
              values={{ date: formatDate(data.lastUpdated), time: (c) => <time dateTime={data.lastUpdated}>{c}</time> }}
            />
          ) : undefined
        }
      />
      <Container className="max-w-3xl py-10">
        {isPending ? (
          <div className="flex flex-col gap-4">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-24" />
            ))}
          </div>
        ) : isError ? (
          <FallbackPanel type="error" action={{ label: t('common.retry'), onClick: () => void refetch() }} />
        ) : (
          <div className="flex flex-col gap-8">
            {data.sections.map((s) => (
              <section key={s.heading}>
                <h2 className="text-2xl font-semibold">{s.heading}</h2>
                <p className="mt-2 text-lg leading-relaxed text-ink-soft">{s.body}</p>
              </section>
            ))}
          </div>
        )}
      </Container>
    </>
  );
}
