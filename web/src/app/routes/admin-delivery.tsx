import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { givingKeys } from '@/features/giving/api/keys';
import { FallbackPanel } from '@/components/ui/fallback-panel';
import { Skeleton } from '@/components/ui/skeleton';
import { useFunds, useMailSettings, useReceiptSettings, useStripeSettings } from '@/features/admin/api/delivery-api';
import { AdminPage } from '@/features/admin/components/admin-page';
import { DeliveryFunds } from '@/features/admin/components/delivery-funds';
import { DeliveryMail } from '@/features/admin/components/delivery-mail';
import { DeliveryReceipts, DeliveryStripe } from '@/features/admin/components/delivery-payments';
import { useT } from '@/i18n/t';

/** /admin/delivery: outgoing mail, the Stripe keys, what receipts say, and the giving funds. */
export default function AdminDeliveryPage() {
  const t = useT();
  const mail = useMailSettings();
  const stripe = useStripeSettings();
  const receipts = useReceiptSettings();
  const funds = useFunds();
  const queries = [mail, stripe, receipts, funds];
  const failed = queries.find((q) => q.isError);
  const ready = mail.data && stripe.data && receipts.data && funds.data;
  const { hash } = useLocation();
  const client = useQueryClient();
  // Funds and keys changed here: the donate form reads its settings again next time.
  useEffect(() => () => void client.invalidateQueries({ queryKey: givingKeys.config() }), [client]);
  // The checklist links to a section (#mail, #payments): go there once it is on the page.
  useEffect(() => {
    if (ready && hash) document.getElementById(hash.slice(1))?.scrollIntoView({ block: 'start' });
  }, [ready, hash]);

  return (
    <AdminPage title={t('admin.delivery.mailAndPayments')} description={t('admin.delivery.howTheStationSMail')}>
      {failed ? (
        <FallbackPanel
          type="error"
          message={failed.error?.message ?? t('admin.delivery.couldNotLoadTheSettings')}
          action={{ label: t('common.retry'), onClick: () => queries.forEach((q) => void q.refetch()) }}
        />
      ) : !ready ? (
        <Skeleton className="h-96" />
      ) : (
        <div className="grid gap-4 xl:grid-cols-2">
          <DeliveryMail data={mail.data} />
          <DeliveryStripe key={stripe.data.publishableKey + String(stripe.data.processor)} data={stripe.data} />
          <DeliveryReceipts data={receipts.data} />
          <DeliveryFunds funds={funds.data} />
        </div>
      )}
    </AdminPage>
  );
}
