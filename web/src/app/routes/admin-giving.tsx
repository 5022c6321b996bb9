import { AdminPage } from '@/features/admin/components/admin-page';
import { GivingDrive } from '@/features/admin/components/giving-drive';
import { GivingEvents } from '@/features/admin/components/giving-events';
import { GivingGifts, GivingRecurring, GivingTotals } from '@/features/admin/components/giving-gifts';
import { useSession } from '@/lib/session';

/** /admin/giving: the station's events (broadcasters and admins) and its gifts (admins). */
export default function AdminGivingPage() {
  const { user } = useSession();
  const admin = user?.role === 'admin';
  return (
    <AdminPage
      title="Giving and events"
      description={
        admin
          ? 'The gifts the station received, its monthly donors, refunds, and the events to come.'
          : 'The events to come: add, change or cancel them.'
      }
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
