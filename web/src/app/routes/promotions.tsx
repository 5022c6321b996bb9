import { useState } from 'react';
import { Container, PageHeader } from '@/components/ui/page';
import { Skeleton } from '@/components/ui/skeleton';
import { FallbackPanel } from '@/components/ui/fallback-panel';
import { usePackages } from '@/features/site/api/get-packages';
import { PackageCard } from '@/features/site/components/package-card';
import { AdOrderDialog } from '@/features/site/components/ad-order-dialog';

export default function PromotionsPage() {
  const { data, isPending, isError, refetch } = usePackages();
  const [chosen, setChosen] = useState<string | null>(null);
  return (
    <>
      <PageHeader
        eyebrow="Advertise with us"
        title="Promote your business to 2,500+ daily listeners"
        lead="Friendly, family-safe spots read by our hosts, alongside worship and teaching people trust."
      />
      <Container className="py-12">
        {isPending ? (
          <Skeleton className="h-96" />
        ) : isError ? (
          <FallbackPanel type="error" action={{ label: 'Try again', onClick: () => void refetch() }} />
        ) : (
          <div className="grid gap-6 pt-3 md:grid-cols-3">
            {data.advertising.map((p) => (
              <PackageCard key={p.id} pkg={p} actionLabel="Choose Package" onChoose={() => setChosen(p.name)} />
            ))}
          </div>
        )}
        <p className="mt-8 text-center text-ink-soft">
          Every package includes a monthly report and a real person to talk to. We reply within 24 hours.
        </p>
      </Container>
      <AdOrderDialog packageName={chosen} onClose={() => setChosen(null)} />
    </>
  );
}
