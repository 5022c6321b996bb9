import { AdminPage } from '@/features/admin/components/admin-page';
import { GivingDrive } from '@/features/admin/components/giving-drive';
import { GivingEvents } from '@/features/admin/components/giving-events';
import { GivingGifts, GivingRecurring } from '@/features/admin/components/giving-gifts';
import { GivingTotals } from '@/features/admin/components/giving-totals';
import { useSession } from '@/lib/session';
import { useT } from '@/i18n/t';

/** /admin/giving: the station's events (broadcasters and admins) and its gifts (admins). */
export default function AdminGivingPage() {
  const t = useT();
  const { user } = useSession();
  const admin = user?.role === 'admin';
  return (
    <AdminPage
      title={t('admin.giving.givingAndEvents')}
      description={admin ? t('admin.giving.theGiftsTheStationReceived') : t('admin.giving.theEventsToComeAdd')}
    >
      <GivingEvents />
      {admin ? (
        <>
          <GivingDrive />
          <GivingTotals />
          <GivingRecurring />
          <GivingGifts />
        </>
      ) : null}
    </AdminPage>
  );
}
