import { frequencies, type Frequency } from '@selah/contracts/payments';
import { useT } from '@/i18n/t';
import { cn } from '@/lib/cn';
import { frequencyIds } from '../frequency-words';

/** One time, weekly, every two weeks, monthly or yearly: radio buttons that look like chips (the station's list when given). */
export function FrequencyToggle({
  value,
  onChange,
  offered = frequencies,
}: {
  value: Frequency;
  onChange: (f: Frequency) => void;
  offered?: readonly Frequency[];
}) {
  const t = useT();
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-semibold text-ink">{t('giving.frequency')}</legend>
      <div className="flex flex-wrap gap-2">
        {offered.map((f) => (
          <label
            key={f}
            className={cn(
              'flex h-11 cursor-pointer items-center justify-center rounded-full border px-4 text-sm font-semibold has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-primary',
              value === f
                ? 'border-primary bg-primary text-on-primary shadow-sm'
                : 'border-border bg-surface text-ink hover:border-primary/50',
            )}
          >
            <input type="radio" name="frequency" value={f} checked={value === f} onChange={() => onChange(f)} className="sr-only" />
            {t(frequencyIds(f).label)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
