import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '@selah/contracts/paths';
import { Button } from '@/components/ui/button';
import { Container, PageHeader } from '@/components/ui/page';
import { Skeleton } from '@/components/ui/skeleton';
import { useReceipt } from '@/features/giving/api/get-receipt';
import { FundDriveProgress } from '@/features/giving/components/fund-drive-progress';
import { Checkout } from '@/features/giving/components/checkout';
import { ReceiptCard } from '@/features/giving/components/receipt-card';
import { useT } from '@/i18n/t';
import { useSession } from '@/lib/session';

/** /donate: the checkout, and after a gift the thank-you page with its receipt (?thanks=). */
export default function DonatePage() {
  const t = useT();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const thanks = params.get('thanks');
  if (thanks) return <ThankYou intentId={thanks} />;
  return (
    <>
      <PageHeader eyebrow={t('giving.eyebrow')} title={t('giving.title')} lead={t('giving.lead')} />
      <FundDriveProgress />
      <Container className="py-8 sm:py-10">
        <Checkout
          amountQuery={params.get('amount')}
          onPaid={(id) => void navigate(`${paths.donate.path}?thanks=${encodeURIComponent(id)}`, { replace: true })}
        />
      </Container>
    </>
  );
}

function ThankYou({ intentId }: { intentId: string }) {
  const t = useT();
  const receipt = useReceipt(intentId);
  const { user } = useSession();
  return (
    <Container className="max-w-2xl py-10">
      {receipt.isPending ? <Skeleton className="h-96 w-full rounded-2xl" /> : null}
      {receipt.isError ? <p role="alert">{receipt.error.message}</p> : null}
      {receipt.data ? <ReceiptCard receipt={receipt.data} /> : null}
      <div className="mt-6 flex flex-wrap gap-3">
        <Button asChild>
          <Link to={paths.home.getHref()}>{t('giving.backHome')}</Link>
        </Button>
        {user ? (
          <Button asChild variant="outline">
            <Link to={paths.profile.getHref()}>{t('giving.seeMine')}</Link>
          </Button>
        ) : null}
      </div>
    </Container>
  );
}
