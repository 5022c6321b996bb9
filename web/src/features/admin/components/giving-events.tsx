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

type Editing = { event: StationEvent | null };

/** The station's events to come: add, change and delete (broadcasters and admins). */
export function GivingEvents() {
  const events = useUpcomingEvents();
  const remove = useDeleteEvent();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<StationEvent | null>(null);
  const list = events.data ?? [];

  return (
    <section aria-labelledby="events-title" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="events-title" className="text-xl font-semibold">
          Events to come
        </h2>
        <Button size="sm" onClick={() => setEditing({ event: null })}>
          <CalendarPlus aria-hidden="true" /> Add an event
        </Button>
      </div>
      {events.isPending ? (
        <Skeleton className="h-24" />
      ) : list.length === 0 ? (
        <p className="text-ink-soft">No events planned. Add one for the community to see.</p>
      ) : (
        <ul aria-label="Events" className="flex flex-col divide-y divide-border rounded-(--radius-card) border border-border bg-surface">
          {list.map((e) => (
            <li key={e.id} className="flex flex-wrap items-center gap-3 px-4 py-3">
              <div className="min-w-0 flex-1">
                <p className="font-semibold break-words">{e.title}</p>
                <p className="text-sm break-words text-ink-soft">
                  {e.formattedDate} · {e.time} · {e.location ?? 'Online'}
                </p>
                {e.recurrence ? (
                  <p className="flex items-center gap-1.5 text-sm text-ink-soft">
                    <Repeat className="size-4 shrink-0" aria-hidden="true" /> {e.recurrence}
                  </p>
                ) : null}
              </div>
              <Button asChild variant="outline" size="sm">
                <Link to={paths.adminEventCheckIn.getHref(e.id)} aria-label={`Check in people at ${e.title}, ${e.formattedDate}`}>
                  <ClipboardCheck aria-hidden="true" /> Check-in
                </Link>
              </Button>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Download who is coming to ${e.title} (CSV)`}
                onClick={() =>
                  void downloadCsv(hrefOf(eventsAdminApi.attendees, { id: e.id }, { format: 'csv' }), 'attendees.csv').catch((err: Error) =>
                    toast.error(err.message),
                  )
                }
              >
                <Download aria-hidden="true" /> Who is coming
              </Button>
              <Button variant="outline" size="sm" onClick={() => setEditing({ event: e })} aria-label={`Edit ${e.title}`}>
                <Pencil aria-hidden="true" /> Edit
              </Button>
              <Button variant="ghost" size="sm" className="text-danger" onClick={() => setDeleting(e)} aria-label={`Delete ${e.title}`}>
                <Trash2 aria-hidden="true" /> Delete
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Dialog open={editing !== null} onOpenChange={(open) => (open ? null : setEditing(null))}>
        {editing ? (
          <DialogContent title={editing.event ? 'Edit the event' : 'Add an event'}>
            <EventForm event={editing.event} onDone={() => setEditing(null)} />
          </DialogContent>
        ) : null}
      </Dialog>
      <Dialog open={deleting !== null} onOpenChange={(open) => (open ? null : setDeleting(null))}>
        {deleting ? (
          <DialogContent
            title="Delete this event?"
            description={
              deleting.seriesId
                ? `“${deleting.title}” repeats. Remove only ${deleting.formattedDate}, or every date to come; everyone who answered hears it was cancelled.`
                : `“${deleting.title}” is removed; members with a reminder or a place hear it was cancelled.`
            }
          >
            <div className="flex flex-wrap justify-end gap-2">
              <DialogClose asChild>
                <Button variant="outline">Keep it</Button>
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
                  {!deleting.seriesId ? 'Delete the event' : scope === 'occurrence' ? 'Remove this date' : 'Cancel all dates to come'}
                </Button>
              ))}
            </div>
          </DialogContent>
        ) : null}
      </Dialog>
    </section>
  );
}
