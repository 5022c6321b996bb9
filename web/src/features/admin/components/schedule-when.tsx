import { Field } from '@/components/ui/field';
import { Input, NativeSelect } from '@/components/ui/input';
import { useT } from '@/i18n/t';

export interface When {
  once: boolean;
  date: string;
  weekdays: number[];
  /** "07:30" (station time). */
  start: string;
  /** "08:15"; "00:00" or "24:00" is midnight at the day's end. */
  end: string;
}

/**
 * When a program is on: every week on the days ticked (none is ticked for a new program: the
 * volunteer picks), one day when editing, or once on a date; from and until a minute.
 */
export function ScheduleWhen({
  value,
  onChange,
  editing,
  days,
}: {
  value: When;
  onChange: (w: When) => void;
  editing: boolean;
  days: readonly string[];
}) {
  const t = useT();
  const set = (change: Partial<When>) => onChange({ ...value, ...change });
  return (
    <>
      <fieldset className="flex flex-col gap-2 sm:col-span-2">
        <legend className="mb-1 text-sm font-semibold">{t('admin.schedule.when')}</legend>
        <div className="flex flex-wrap gap-4">
          <label className="flex items-center gap-2">
            <input type="radio" name="when" className="size-4 accent-primary" checked={!value.once} onChange={() => set({ once: false })} />
            {t('admin.schedule.everyWeek')}
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" name="when" className="size-4 accent-primary" checked={value.once} onChange={() => set({ once: true })} />
            {t('admin.schedule.onceOnADate')}
          </label>
        </div>
        {value.once ? (
          <Field label={t('admin.schedule.date')} className="max-w-xs">
            <Input type="date" value={value.date} onChange={(e) => set({ date: e.target.value })} required />
          </Field>
        ) : editing ? (
          <Field label={t('admin.schedule.day')} className="max-w-xs">
            <NativeSelect value={value.weekdays[0]} onChange={(e) => set({ weekdays: [Number(e.target.value)] })}>
              {days.map((d, i) => (
                <option key={d} value={i}>
                  {d}
                </option>
              ))}
            </NativeSelect>
          </Field>
        ) : (
          <div role="group" aria-label={t('admin.schedule.days')} className="flex flex-wrap gap-x-4 gap-y-2">
            {days.map((d, i) => (
              <label key={d} className="flex items-center gap-2">
                <input
                  type="checkbox"
                  className="size-4 accent-primary"
                  checked={value.weekdays.includes(i)}
                  onChange={(e) => set({ weekdays: e.target.checked ? [...value.weekdays, i] : value.weekdays.filter((x) => x !== i) })}
                />
                {d}
              </label>
            ))}
          </div>
        )}
      </fieldset>
      <Field label={t('admin.schedule.starts')} hint={t('admin.schedule.anyMinuteLike730')}>
        <Input type="time" step={60} value={value.start} onChange={(e) => set({ start: e.target.value })} required />
      </Field>
      <Field label={t('admin.schedule.ends')} hint={t('admin.schedule.1200AmIsMidnight')}>
        <Input
          type="time"
          step={60}
          value={value.end === '24:00' ? '00:00' : value.end}
          onChange={(e) => set({ end: e.target.value })}
          required
        />
      </Field>
    </>
  );
}
