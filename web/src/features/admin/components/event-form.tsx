import { useState, type FormEvent } from 'react';
import {
  eventCategories,
  eventCategoryLabels,
  recurrenceFreqs,
  type EventCategory,
  type RecurrenceFreq,
  type StationEvent,
} from '@selah/contracts/events';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, NativeSelect, Textarea } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { ApiError } from '@/lib/api-client';
import { useSaveEvent } from '../api/giving-api';
import { useT, type MessageId } from '@/i18n/t';

const freqLabel: Record<RecurrenceFreq, MessageId> = {
  weekly: 'admin.event.freq.weekly',
  biweekly: 'admin.event.freq.biweekly',
  monthly: 'admin.event.freq.monthly',
};

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

/** Add or change an event; a new one may repeat (a changed date of a series changes only that date). */
export function EventForm({ event, onDone }: { event: StationEvent | null; onDone: () => void }) {
  const t = useT();
  const save = useSaveEvent();
  const [title, setTitle] = useState(event?.title ?? '');
  const [category, setCategory] = useState<EventCategory>(event?.category ?? 'service');
  const [startsAt, setStartsAt] = useState(localInput(event?.startsAt ?? inAWeek()));
  const [endsAt, setEndsAt] = useState(localInput(event?.endsAt ?? new Date(Date.parse(inAWeek()) + 2 * 3600_000).toISOString()));
  const [location, setLocation] = useState(event?.location ?? '');
  const [description, setDescription] = useState(event?.description ?? '');
  const [capacity, setCapacity] = useState(event?.capacity ? String(event.capacity) : '');
  const [question, setQuestion] = useState(event?.question ?? '');
  const [repeats, setRepeats] = useState<RecurrenceFreq | ''>('');
  const [count, setCount] = useState('8');
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
      question: question.trim() || null,
      ...(repeats && !event ? { recurrence: { freq: repeats, count: Number(count) } } : {}),
    };
    save.mutate(
      { id: event?.id ?? null, body },
      {
        onSuccess: (saved) => {
          toast.success(event ? t('admin.event.eventSaved') : t('admin.event.eventAdded'), {
            description: `${saved.title}, ${saved.formattedDate}.`,
          });
          onDone();
        },
        onError: (err) => setErrors(err instanceof ApiError && err.fields ? { ...err.fields, _: err.message } : { _: err.message }),
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <Field label={t('admin.event.title')} required error={errors.title}>
        <Input value={title} onChange={(e) => setTitle(e.target.value)} maxLength={150} />
      </Field>
      <Field label={t('admin.event.category')} error={errors.category}>
        <NativeSelect value={category} onChange={(e) => setCategory(e.target.value as EventCategory)}>
          {eventCategories.map((c) => (
            <option key={c} value={c}>
              {eventCategoryLabels[c]}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label={t('admin.event.starts')} required error={errors.startsAt}>
          <Input type="datetime-local" value={startsAt} onChange={(e) => setStartsAt(e.target.value)} />
        </Field>
        <Field label={t('admin.event.ends')} required error={errors.endsAt}>
          <Input type="datetime-local" value={endsAt} onChange={(e) => setEndsAt(e.target.value)} />
        </Field>
      </div>
      <Field label={t('admin.event.place')} hint={t('admin.event.leaveEmptyForAnOnline')} error={errors.location}>
        <Input value={location} onChange={(e) => setLocation(e.target.value)} maxLength={200} />
      </Field>
      <Field label={t('admin.event.description')} error={errors.description}>
        <Textarea rows={3} value={description} onChange={(e) => setDescription(e.target.value)} />
      </Field>
      <Field label={t('admin.event.places')} hint={t('admin.event.howManyCanComeLeave')} error={errors.capacity}>
        <Input
          type="number"
          inputMode="numeric"
          min={1}
          value={capacity}
          onChange={(e) => setCapacity(e.target.value)}
          className="max-w-40"
        />
      </Field>
      <Field label={t('admin.event.questionForPeopleComing')} hint={t('admin.event.optionalEGAnyDietary')} error={errors.question}>
        <Input value={question} onChange={(e) => setQuestion(e.target.value)} maxLength={200} />
      </Field>
      {event ? (
        event.recurrence ? (
          <p className="text-sm text-ink-soft">{t('admin.event.seriesDateOnly', { recurrence: event.recurrence })}</p>
        ) : null
      ) : (
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label={t('admin.event.repeats')} error={errors.recurrence ?? errors.freq}>
            <NativeSelect value={repeats} onChange={(e) => setRepeats(e.target.value as RecurrenceFreq | '')}>
              <option value="">{t('admin.event.doesNotRepeat')}</option>
              {recurrenceFreqs.map((f) => (
                <option key={f} value={f}>
                  {t(freqLabel[f])}
                </option>
              ))}
            </NativeSelect>
          </Field>
          {repeats ? (
            <Field label={t('admin.event.numberOfDates')} hint={t('admin.event.from2To104')} error={errors.count}>
              <Input
                type="number"
                inputMode="numeric"
                min={2}
                max={104}
                value={count}
                onChange={(e) => setCount(e.target.value)}
                className="max-w-40"
              />
            </Field>
          ) : null}
        </div>
      )}
      {errors._ ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {errors._}
        </p>
      ) : null}
      <Button type="submit" className="self-start" disabled={save.isPending}>
        {save.isPending ? t('common.saving') : event ? t('admin.event.saveTheEvent') : t('admin.event.addTheEvent')}
      </Button>
    </form>
  );
}
