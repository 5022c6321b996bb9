import { useState, type FormEvent } from 'react';
import { weekdayNames, type AdminProgram } from '@selah/contracts/admin-radio';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input, NativeSelect, Textarea } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { ApiError } from '@/lib/api-client';
import { usePlaylists } from '../api/music-playlists';
import { ScheduleFile } from './schedule-file';
import { useCreateProgram, useDeleteProgram, useUpdateProgram } from '../api/schedule-programs';
import { ScheduleWhen, type When } from './schedule-when';
import { useT } from '@/i18n/t';
import { weekdayName } from '@/lib/format';

export interface ProgramDraft {
  program: AdminProgram | null;
  /** For a new program: the hour to start from (no day is ticked: the volunteer picks). */
  weekday: number;
  startHour: number;
}

const hh = (h: number) => `${String(h).padStart(2, '0')}:00`;

/** Create, edit, move (another day or time) or delete a program. */
export function ProgramDialog({ draft, timezone, onClose }: { draft: ProgramDraft; timezone: string; onClose: () => void }) {
  const t = useT();
  const p = draft.program;
  const [form, setForm] = useState({
    title: p?.title ?? '',
    host: p?.host ?? '',
    description: p?.description ?? '',
    category: p?.category ?? 'music',
    plays: p?.plays === 'live' ? 'live' : p?.trackId ? 'file' : 'autodj',
    playlistId: p?.playlistId ?? '',
  });
  const [file, setFile] = useState<{ id: string; title: string } | null>(
    p?.trackId ? { id: p.trackId, title: p.trackTitle ?? t('admin.schedule.theRecording') } : null,
  );
  const [requestsAllowed, setRequestsAllowed] = useState(p?.requestsAllowed ?? true);
  const [when, setWhen] = useState<When>({
    once: Boolean(p?.date),
    date: p?.date ?? '',
    weekdays: p ? [p.weekday] : [],
    start: p?.start ?? hh(draft.startHour),
    end: p?.end ?? hh(Math.min(24, draft.startHour + 1)),
  });
  const playlists = usePlaylists();
  const create = useCreateProgram();
  const update = useUpdateProgram();
  const remove = useDeleteProgram();
  const error = create.error ?? update.error ?? remove.error;
  const fields = error instanceof ApiError ? error.fields : undefined;
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) => setForm({ ...form, [key]: e.target.value });
  const done = (message: string) => () => {
    toast.success(message);
    onClose();
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = {
      ...form,
      plays: form.plays === 'live' ? ('live' as const) : ('autodj' as const),
      playlistId: form.plays === 'file' ? null : form.playlistId || null,
      trackId: form.plays === 'file' ? (file?.id ?? null) : null,
      requestsAllowed,
      start: when.start,
      end: when.end,
    };
    if (p) {
      update.mutate(
        { id: p.id, ...body, date: when.once ? when.date : null, weekday: when.weekdays[0] ?? p.weekday },
        { onSuccess: done(t('admin.schedule.programSaved')) },
      );
    } else {
      create.mutate(
        { ...body, date: when.once ? when.date : null, weekdays: when.weekdays },
        { onSuccess: done(t('admin.schedule.programAdded')) },
      );
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={p ? t('admin.schedule.editProgram') : t('admin.schedule.newProgram')}
        description={t('admin.schedule.timesAreInTheStation', { timezone: timezone })}
        className="max-w-2xl"
      >
        <form onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
          <Field label={t('admin.schedule.title')} required error={fields?.title}>
            <Input value={form.title} onChange={set('title')} maxLength={120} />
          </Field>
          <Field label={t('admin.schedule.host')} required error={fields?.host}>
            <Input value={form.host} onChange={set('host')} maxLength={120} />
          </Field>
          <Field label={t('admin.schedule.whatPlays')}>
            <NativeSelect
              value={form.plays === 'live' || form.plays === 'file' ? form.plays : form.playlistId}
              onChange={(e) => {
                const v = e.target.value;
                const mode = v === 'live' || v === 'file' ? v : 'autodj';
                setForm({ ...form, plays: mode, playlistId: mode === 'autodj' ? v : form.playlistId });
              }}
            >
              <option value="">{t('admin.schedule.autodjTheWholeLibrary')}</option>
              {(playlists.data?.playlists ?? []).map((pl) => (
                <option key={pl.id} value={pl.id}>
                  {t('admin.schedule.autodjName', { name: pl.name })}
                </option>
              ))}
              <option value="file">{t('admin.schedule.aPreRecordedShowOne')}</option>
              <option value="live">{t('admin.schedule.liveAPresenterOnThe')}</option>
            </NativeSelect>
          </Field>
          {form.plays === 'file' ? <ScheduleFile file={file} onChange={setFile} error={fields?.trackId} /> : null}
          <Field label={t('admin.schedule.category')}>
            <NativeSelect value={form.category} onChange={set('category')}>
              {['music', 'talk', 'preach', 'worship', 'news', 'kids'].map((c) => (
                <option key={c} value={c}>
                  {c[0]!.toUpperCase() + c.slice(1)}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field label={t('admin.schedule.description')} className="sm:col-span-2">
            <Textarea value={form.description} onChange={set('description')} maxLength={1000} className="min-h-20" />
          </Field>
          <label className="flex items-start gap-3 sm:col-span-2">
            <input
              type="checkbox"
              checked={requestsAllowed}
              onChange={(e) => setRequestsAllowed(e.target.checked)}
              className="mt-1 size-4 accent-(--color-primary)"
            />
            <span>
              <span className="block font-semibold">{t('admin.schedule.playListenersSongRequests')}</span>
              <span className="block text-sm text-ink-soft">{t('admin.schedule.theAutodjPlaysRequestedSongs')}</span>
            </span>
          </label>
          <ScheduleWhen value={when} onChange={setWhen} editing={Boolean(p)} days={weekdayNames.map((_, i) => weekdayName(i))} />
          {error ? (
            <p role="alert" className="text-sm font-medium text-danger sm:col-span-2" data-testid="program-error">
              {error.message}
            </p>
          ) : null}
          <div className="flex flex-wrap justify-between gap-2 sm:col-span-2">
            {p ? (
              <Button
                variant="danger"
                disabled={remove.isPending}
                onClick={() => remove.mutate(p.id, { onSuccess: done(t('admin.schedule.programDeleted')) })}
              >
                {t('admin.schedule.deleteProgram')}
              </Button>
            ) : (
              <span />
            )}
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" onClick={onClose}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" disabled={create.isPending || update.isPending}>
                {create.isPending || update.isPending ? t('common.saving') : t('admin.schedule.saveProgram')}
              </Button>
            </div>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
