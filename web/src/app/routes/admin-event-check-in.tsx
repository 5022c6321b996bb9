import { Link, useParams } from 'react-router';
import { ArrowLeft, Check, Download, Loader2 } from 'lucide-react';
import { hrefOf } from '@selah/contracts/endpoint';
import { eventsAdminApi } from '@selah/contracts/events-admin-endpoints';
import { paths } from '@selah/contracts/paths';
import { Button } from '@/components/ui/button';
import { FallbackPanel } from '@/components/ui/fallback-panel';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toaster';
import { downloadCsv } from '@/features/admin/api/inbox-api';
import { useAttendees, useCheckIn, useCheckInEvent } from '@/features/admin/api/check-in-api';
import { cn } from '@/lib/cn';
import { useT } from '@/i18n/t';

/** /admin/giving/events/{id}/check-in: tick people in at the door, from a phone. */
export default function AdminEventCheckInPage() {
  const t = useT();
  const { eventId = '' } = useParams();
  const event = useCheckInEvent(eventId);
  const list = useAttendees(eventId);
  const checkIn = useCheckIn(eventId);

  if (event.isPending || list.isPending) return <Skeleton className="h-96" />;
  if (event.error || list.error || !event.data || !list.data) {
    return <FallbackPanel type="error" message={(event.error ?? list.error)?.message ?? t('admin.event.weCouldNotLoadThis')} />;
  }
  const { attendees, counts } = list.data;
  const going = attendees.filter((a) => a.status === 'going');
  const waiting = attendees.filter((a) => a.status === 'waitlisted');
  const toggle = (rsvpId: string, on: boolean) =>
    checkIn.mutate({ rsvpId, on }, { onSuccess: (res) => toast.success(res.message), onError: (err) => toast.error(err.message) });

  return (
    <section aria-labelledby="check-in-title" className="flex min-w-0 flex-col gap-4">
      <Link
        to={paths.adminGiving.getHref()}
        className="inline-flex items-center gap-1.5 text-sm font-semibold text-primary hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" /> {t('admin.event.events')}
      </Link>
      <div>
        <h1 id="check-in-title" className="text-2xl font-semibold break-words sm:text-3xl">
          {t('admin.event.checkInTitle', { title: event.data.title })}
        </h1>
        <p className="text-ink-soft">
          {event.data.formattedDate} · {event.data.time}
        </p>
      </div>
      <p
        className="rounded-(--radius-card) bg-primary-soft px-4 py-3 text-lg font-semibold text-primary-strong"
        role="status"
        data-testid="check-in-counts"
      >
        {t('admin.event.checkedInOfGoing', { checkedIn: counts.checkedIn, going: counts.going })}
        {counts.waitlisted ? (
          <span className="block text-sm font-normal">{t('admin.event.countOnTheWaitlist', { count: counts.waitlisted })}</span>
        ) : null}
      </p>
      {going.length === 0 ? (
        <p className="text-ink-soft">{t('admin.event.nobodyHasAPlaceYet')}</p>
      ) : (
        <ul
          aria-label={t('admin.event.peopleComing')}
          className="flex flex-col divide-y divide-border rounded-(--radius-card) border border-border bg-surface"
        >
          {going.map((a) => {
            const name = a.displayName || a.username;
            const inside = a.checkedInAt !== null;
            return (
              <li key={a.id} className="flex items-center gap-3 px-3 py-3 sm:px-4">
                <div className="min-w-0 flex-1">
                  <p className="font-semibold break-words">{name}</p>
                  <p className="text-sm text-ink-soft">
                    {a.seats === 1 ? t('admin.event.1Seat') : t('admin.event.seatsSeats', { seats: a.seats })}
                  </p>
                  {a.answer ? <p className="text-sm break-words">“{a.answer}”</p> : null}
                </div>
                <Button
                  size="lg"
                  variant={inside ? 'primary' : 'outline'}
                  aria-pressed={inside}
                  aria-label={t('admin.event.nameCheckedIn', { name: name })}
                  disabled={checkIn.isPending && checkIn.variables?.rsvpId === a.id}
                  onClick={() => toggle(a.id, !inside)}
                  className={cn('min-w-32 shrink-0')}
                >
                  {checkIn.isPending && checkIn.variables?.rsvpId === a.id ? (
                    <Loader2 className="animate-spin" aria-hidden="true" />
                  ) : inside ? (
                    <Check aria-hidden="true" />
                  ) : null}
                  {inside ? t('admin.event.here') : t('admin.event.checkIn')}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      {waiting.length ? (
        <div>
          <h2 className="mb-2 text-lg font-semibold">{t('admin.event.waitlist')}</h2>
          <ul className="flex flex-col gap-1 text-ink-soft">
            {waiting.map((a) => (
              <li key={a.id}>
                {a.displayName || a.username} · {a.seats === 1 ? t('admin.event.1Seat') : t('admin.event.seatsSeats', { seats: a.seats })}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <Button
        variant="ghost"
        size="sm"
        className="self-start"
        onClick={() =>
          void downloadCsv(hrefOf(eventsAdminApi.attendees, { id: eventId }, { format: 'csv' }), 'attendees.csv').catch((err: Error) =>
            toast.error(err.message),
          )
        }
      >
        <Download aria-hidden="true" /> {t('admin.event.downloadTheListCsv')}
      </Button>
    </section>
  );
}
