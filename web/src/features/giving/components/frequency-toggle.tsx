import { paymentMessages, type Frequency } from '@selah/contracts/payments';
import { cn } from '@/lib/cn';

/** One time or monthly, as two radio buttons that look like a switch. */
export function FrequencyToggle({ value, onChange }: { value: Frequency; onChange: (f: Frequency) => void }) {
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-semibold text-ink">{paymentMessages.frequency}</legend>
      <div className="grid h-11 grid-cols-2 rounded-xl border border-border bg-muted p-1">
        {(['once', 'monthly'] as const).map((f) => (
          <label
            key={f}
            className={cn(
              'flex cursor-pointer items-center justify-center rounded-lg text-sm font-semibold has-focus-visible:outline-2 has-focus-visible:outline-primary',
              value === f ? 'bg-surface text-ink shadow-sm' : 'text-ink-soft',
            )}
          >
            <input type="radio" name="frequency" value={f} checked={value === f} onChange={() => onChange(f)} className="sr-only" />
            {f === 'once' ? paymentMessages.once : paymentMessages.monthly}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
