import { Link, useSearchParams } from 'react-router';
import { paths } from '@selah/contracts/paths';
import { Card, CardContent } from '@/components/ui/card';
import { Container, PageHeader } from '@/components/ui/page';
import { ManagedGiving } from '@/features/giving/components/my-giving';

/** /donate/manage?token=: a visitor's gifts and monthly gifts, through the link in their receipt. */
export default function DonateManagePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return (
    <>
      <PageHeader eyebrow="Give" title="Your giving" lead="Your gifts, monthly gifts and yearly statements." />
      <Container className="max-w-3xl py-8">{token ? <ManagedGiving token={token} /> : <NoLink />}</Container>
    </>
  );
}

/** Opened without the link from a receipt: say what the page is for and where to go instead. */
function NoLink() {
  return (
    <Card>
      <CardContent className="flex flex-col gap-3 p-6 pt-6 sm:pt-6">
        <p className="text-lg font-semibold text-ink">This page opens from the link in your receipt.</p>
        <p className="text-ink-soft">
          Every receipt the station sends ends with a “See and manage your giving” link: open it to see your gifts, change or stop a monthly
          gift and download your yearly statement. Members who gave while signed in find the same on their{' '}
          <Link to={paths.profile.getHref()} className="font-semibold text-primary underline underline-offset-2">
            profile
          </Link>
          .
        </p>
        <p>
          <Link to={paths.donate.getHref()} className="font-semibold text-primary underline underline-offset-2">
            Give a gift
          </Link>
        </p>
      </CardContent>
    </Card>
  );
}
