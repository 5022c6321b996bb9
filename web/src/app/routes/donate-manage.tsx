import { Link, useSearchParams } from 'react-router';
import { paths } from '@selah/contracts/paths';
import { Card, CardContent } from '@/components/ui/card';
import { Container, PageHeader } from '@/components/ui/page';
import { ManagedGiving } from '@/features/giving/components/my-giving';
import { T, useT } from '@/i18n/t';

/** /donate/manage?token=: a visitor's gifts and monthly gifts, through the link in their receipt. */
export default function DonateManagePage() {
  const t = useT();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return (
    <>
      <PageHeader eyebrow={t('giving.eyebrow')} title={t('giving.manage.title')} lead={t('giving.manage.lead')} />
      <Container className="max-w-3xl py-8">{token ? <ManagedGiving token={token} /> : <NoLink />}</Container>
    </>
  );
}

/** Opened without the link from a receipt: say what the page is for and where to go instead. */
function NoLink() {
  const t = useT();
  return (
    <Card>
      <CardContent className="flex flex-col gap-3 p-6 pt-6 sm:pt-6">
        <p className="text-lg font-semibold text-ink">{t('giving.manage.noLink')}</p>
        <p className="text-ink-soft">
          <T
            id="giving.manage.noLinkBody"
            values={{
              link: (c) => (
                <Link to={paths.profile.getHref()} className="font-semibold text-primary underline underline-offset-2">
                  {c}
                </Link>
              ),
            }}
          />
        </p>
        <p>
          <Link to={paths.donate.getHref()} className="font-semibold text-primary underline underline-offset-2">
            {t('giving.manage.give')}
          </Link>
        </p>
      </CardContent>
    </Card>
  );
}
