import { useState } from 'react';
import { Link } from 'react-router';
import { CalendarPlus, ClipboardCheck, Download, Pencil, Repeat, Trash2 } from 'lucide-react';
import { hrefOf } from '@selah/contracts/endpoint';
import type { StationEvent } from '@selah/contracts/events';
import { eventsAdminApi } from '@selah/contracts/events-admin-endpoints';
import { paths } from '@selah/contracts/paths';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toaster';
import { useDeleteEvent, useUpcomingEvents } from '../api/giving-api';
import { downloadCsv } from '../api/inbox-api';
import { EventForm } from './event-form';
import { useT } from '@/i18n/t';

type Editing = { event: StationEvent | null };

/** The station's events to come: add, change and delete (broadcasters and admins). */
export function GivingEvents() {
  const t = useT();
  const events = useUpcomingEvents();
  const remove = useDeleteEvent();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<StationEvent | null>(null);
  const list = events.data ?? [];

  return (
    <section aria-labelledby="events-title" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="events-title" className="text-xl font-semibold">
          {t('admin.giving.eventsToCome')}
        </h2>
        <Button size="sm" onClick={() => setEditing({ event: null })}>
          <CalendarPlus aria-hidden="true" /> {t('admin.giving.addAnEvent')}
        </Button>
      </div>
      {events.isPending ? (
        <Skeleton className="h-24" />
      ) : list.length === 0 ? (
        <p className="text-ink-soft">{t('admin.giving.noEventsPlannedAddOne')}</p>
      ) : (
        <ul
          aria-label={t('admin.giving.events')}
          className="flex flex-col divide-y divide-border rounded-(--radius-card) border border-border bg-surface"
        >
          {list.map((e) => (
            <li key={e.id} className="flex flex-wrap items-center gap-3 px-4 py-3">
              <div className="min-w-0 flex-1">
                <p className="font-semibold break-words">{e.title}</p>
                <p className="text-sm break-words text-ink-soft">
                  {e.formattedDate} · {e.time} · {e.location ?? t('admin.giving.online')}
                </p>
                {e.recurrence ? (
                  <p className="flex items-center gap-1.5 text-sm text-ink-soft">
                    <Repeat className="size-4 shrink-0" aria-hidden="true" /> {e.recurrence}
                  </p>
                ) : null}
              </div>
              <Button asChild variant="outline" size="sm">
                <Link
                  to={paths.adminEventCheckIn.getHref(e.id)}
                  aria-label={t('admin.giving.checkInPeopleAtTitle', { title: e.title, formattedDate: e.formattedDate })}
                >
                  <ClipboardCheck aria-hidden="true" /> {t('admin.giving.checkIn')}
                </Link>
              </Button>
              <Button
                variant="ghost"
                size="sm"
                aria-label={t('admin.giving.downloadWhoIsComingTo', { title: e.title })}
                onClick={() =>
                  void downloadCsv(hrefOf(eventsAdminApi.attendees, { id: e.id }, { format: 'csv' }), 'attendees.csv').catch((err: Error) =>
                    toast.error(err.message),
                  )
                }
              >
                <Download aria-hidden="true" /> {t('admin.giving.whoIsComing')}
              </Button>
              <Button
                variant="outline"
                size="sm"
                onClick={() => setEditing({ event: e })}
                aria-label={t('admin.giving.editTitle', { title: e.title })}
              >
                <Pencil aria-hidden="true" /> {t('admin.giving.edit')}
              </Button>
              <Button
                variant="ghost"
                size="sm"
                className="text-danger"
                onClick={() => setDeleting(e)}
                aria-label={t('admin.giving.deleteTitle', { title: e.title })}
              >
                <Trash2 aria-hidden="true" /> {t('admin.giving.delete')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Dialog open={editing !== null} onOpenChange={(open) => (open ? null : setEditing(null))}>
        {editing ? (
          <DialogContent title={editing.event ? t('admin.giving.editTheEvent') : t('admin.giving.addAnEvent')}>
            <EventForm event={editing.event} onDone={() => setEditing(null)} />
          </DialogContent>
        ) : null}
      </Dialog>
      <Dialog open={deleting !== null} onOpenChange={(open) => (open ? null : setDeleting(null))}>
        {deleting ? (
          <DialogContent
            title={t('admin.giving.deleteThisEvent')}
            description={
              deleting.seriesId
                ? t('admin.giving.titleRepeatsRemoveOnlyFormatteddate', { title: deleting.title, formattedDate: deleting.formattedDate })
                : t('admin.giving.titleIsRemovedMembersWith', { title: deleting.title })
            }
          >
            <div className="flex flex-wrap justify-end gap-2">
              <DialogClose asChild>
                <Button variant="outline">{t('admin.giving.keepIt')}</Button>
              </DialogClose>
              {(deleting.seriesId ? (['occurrence', 'series'] as const) : (['occurrence'] as const)).map((scope) => (
                <Button
                  key={scope}
                  variant="danger"
                  disabled={remove.isPending}
                  onClick={() =>
                    remove.mutate(
                      { id: deleting.id, scope },
                      { onSuccess: () => setDeleting(null), onError: (err) => toast.error(err.message) },
                    )
                  }
                >
                  {!deleting.seriesId
                    ? t('admin.giving.deleteTheEvent')
                    : scope === 'occurrence'
                      ? t('admin.giving.removeThisDate')
                      : t('admin.giving.cancelAllDatesToCome')}
                </Button>
              ))}
            </div>
          </DialogContent>
        ) : null}
      </Dialog>
    </section>
  );
}
