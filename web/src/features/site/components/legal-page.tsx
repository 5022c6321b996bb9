import { FallbackPanel } from '@/components/ui/fallback-panel';
import { Container, PageHeader } from '@/components/ui/page';
import { Skeleton } from '@/components/ui/skeleton';
import { useLegalPage } from '../api/get-legal-page';

const formatDate = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

export function LegalPageView({ slug, fallbackTitle }: { slug: 'privacy' | 'terms'; fallbackTitle: string }) {
  const { data, isPending, isError, refetch } = useLegalPage(slug);
  return (
    <>
      <PageHeader
        eyebrow="Legal"
        title={data?.title ?? fallbackTitle}
        lead={
          data ? (
            <>
              Last updated: <time dateTime={data.lastUpdated}>{formatDate(data.lastUpdated)}</time>
            </>
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
          <FallbackPanel type="error" action={{ label: 'Try again', onClick: () => void refetch() }} />
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
