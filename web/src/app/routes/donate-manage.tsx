import { useSearchParams } from 'react-router';
import { Container, PageHeader } from '@/components/ui/page';
import { ManagedGiving } from '@/features/giving/components/my-giving';

/** /donate/manage?token=: a visitor's gifts and monthly gifts, through the link in their receipt. */
export default function DonateManagePage() {
  const [params] = useSearchParams();
  return (
    <>
      <PageHeader eyebrow="Give" title="Your giving" lead="Your gifts, monthly gifts and yearly statements." />
      <Container className="max-w-3xl py-8">
        <ManagedGiving token={params.get('token') ?? ''} />
      </Container>
    </>
  );
}
