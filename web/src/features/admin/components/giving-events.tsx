import { useState, type FormEvent } from 'react';
import { CalendarPlus, Download, Pencil, Trash2 } from 'lucide-react';
import { eventCategories, eventCategoryLabels, type EventCategory, type StationEvent } from '@selah/contracts/events';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input, NativeSelect, Textarea } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toaster';
import { ApiError } from '@/lib/api-client';
import { useDeleteEvent, useSaveEvent, useUpcomingEvents } from '../api/giving-api';
import { downloadCsv } from '../api/inbox-api';

/** 2026-12-06T10:00 in this browser's time, as the datetime-local field wants it. */
const localInput = (iso: string) => {
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const inAWeek = () => {
  const d = new Date(Date.now() + 7 * 24 * 3600_000);
  d.setHours(19, 0, 0, 0);
  return d.toISOString();
};

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
              </div>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Download who is coming to ${e.title} (CSV)`}
                onClick={() =>
                  void downloadCsv(`/api/admin/events/${encodeURIComponent(e.id)}/attendees?format=csv`, 'attendees.csv').catch(
                    (err: Error) => toast.error(err.message),
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
            description={`“${deleting.title}” is removed; members with a reminder hear it was cancelled.`}
          >
            <div className="flex flex-wrap justify-end gap-2">
              <DialogClose asChild>
                <Button variant="outline">Keep it</Button>
              </DialogClose>
              <Button
                variant="danger"
                disabled={remove.isPending}
                onClick={() =>
                  remove.mutate(deleting.id, {
                    onSuccess: () => setDeleting(null),
                    onError: (err) => toast.error(err.message),
                  })
                }
              >
                Delete the event
              </Button>
            </div>
          </DialogContent>
        ) : null}
      </Dialog>
    </section>
  );
}

function EventForm({ event, onDone }: { event: StationEvent | null; onDone: () => void }) {
  const save = useSaveEvent();
  const [title, setTitle] = useState(event?.title ?? '');
  const [category, setCategory] = useState<EventCategory>(event?.category ?? 'service');
  const [startsAt, setStartsAt] = useState(localInput(event?.startsAt ?? inAWeek()));
  const [endsAt, setEndsAt] = useState(localInput(event?.endsAt ?? new Date(Date.parse(inAWeek()) + 2 * 3600_000).toISOString()));
  const [location, setLocation] = useState(event?.location ?? '');
  const [description, setDescription] = useState(event?.description ?? '');
  const [capacity, setCapacity] = useState(event?.capacity ? String(event.capacity) : '');
  const [errors, setErrors] = useState<Record<string, string>>({});

  function submit(e: FormEvent) {
    e.preventDefault();
    const body = {
      title,
      category,
      description,
      startsAt: new Date(startsAt).toISOString(),
      endsAt: new Date(endsAt).toISOString(),
      location: location.trim() || null,
      isOnline: !location.trim(),
      capacity: capacity.trim() ? Number(capacity) : null,
    };
    save.mutate(
      { id: event?.id ?? null, body },
      {
        onSuccess: (saved) => {
          toast.success(event ? 'Event saved' : 'Event added', { description: `${saved.title}, ${saved.formattedDate}.` });
          onDone();
        },
        onError: (err) => setErrors(err instanceof ApiError && err.fields ? err.fields : { _: err.message }),
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <Field label="Title" required error={errors.title}>
        <Input value={title} onChange={(e) => setTitle(e.target.value)} maxLength={150} />
      </Field>
      <Field label="Category" error={errors.category}>
        <NativeSelect value={category} onChange={(e) => setCategory(e.target.value as EventCategory)}>
          {eventCategories.map((c) => (
            <option key={c} value={c}>
              {eventCategoryLabels[c]}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="Starts" required error={errors.startsAt}>
          <Input type="datetime-local" value={startsAt} onChange={(e) => setStartsAt(e.target.value)} />
        </Field>
        <Field label="Ends" required error={errors.endsAt}>
          <Input type="datetime-local" value={endsAt} onChange={(e) => setEndsAt(e.target.value)} />
        </Field>
      </div>
      <Field label="Place" hint="Leave empty for an online event." error={errors.location}>
        <Input value={location} onChange={(e) => setLocation(e.target.value)} maxLength={200} />
      </Field>
      <Field label="Description" error={errors.description}>
        <Textarea rows={3} value={description} onChange={(e) => setDescription(e.target.value)} />
      </Field>
      <Field label="Places" hint="How many can come. Leave empty for no limit; past it, people join a waitlist." error={errors.capacity}>
        <Input
          type="number"
          inputMode="numeric"
          min={1}
          value={capacity}
          onChange={(e) => setCapacity(e.target.value)}
          className="max-w-40"
        />
      </Field>
      {errors._ ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {errors._}
        </p>
      ) : null}
      <Button type="submit" className="self-start" disabled={save.isPending}>
        {save.isPending ? 'Saving…' : event ? 'Save the event' : 'Add the event'}
      </Button>
    </form>
  );
}
