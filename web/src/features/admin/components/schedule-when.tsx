import { Field } from '@/components/ui/field';
import { Input, NativeSelect } from '@/components/ui/input';

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
  const set = (change: Partial<When>) => onChange({ ...value, ...change });
  return (
    <>
      <fieldset className="flex flex-col gap-2 sm:col-span-2">
        <legend className="mb-1 text-sm font-semibold">When</legend>
        <div className="flex flex-wrap gap-4">
          <label className="flex items-center gap-2">
            <input type="radio" name="when" className="size-4 accent-primary" checked={!value.once} onChange={() => set({ once: false })} />
            Every week
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" name="when" className="size-4 accent-primary" checked={value.once} onChange={() => set({ once: true })} />
            Once, on a date
          </label>
        </div>
        {value.once ? (
          <Field label="Date" className="max-w-xs">
            <Input type="date" value={value.date} onChange={(e) => set({ date: e.target.value })} required />
          </Field>
        ) : editing ? (
          <Field label="Day" className="max-w-xs">
            <NativeSelect value={value.weekdays[0]} onChange={(e) => set({ weekdays: [Number(e.target.value)] })}>
              {days.map((d, i) => (
                <option key={d} value={i}>
                  {d}
                </option>
              ))}
            </NativeSelect>
          </Field>
        ) : (
          <div role="group" aria-label="Days" className="flex flex-wrap gap-x-4 gap-y-2">
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
      <Field label="Starts" hint="Any minute, like 7:30 AM.">
        <Input type="time" step={60} value={value.start} onChange={(e) => set({ start: e.target.value })} required />
      </Field>
      <Field label="Ends" hint="12:00 AM is midnight, at the end of the day.">
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
