import { Check } from 'lucide-react';
import { contrastWithWhite } from '@selah/contracts/station';
import { useT, type MessageId } from '@/i18n/t';
import { cn } from '@/lib/cn';

/** Colours that carry white writing well (each at least 4.5:1): warm brick first, the station's default. */
export const accentChoices: Array<{ value: string; name: MessageId }> = [
  { value: '#9a3412', name: 'setup.colour.brick' },
  { value: '#1d4ed8', name: 'setup.colour.royalBlue' },
  { value: '#0f766e', name: 'setup.colour.teal' },
  { value: '#15803d', name: 'setup.colour.green' },
  { value: '#6d28d9', name: 'setup.colour.purple' },
  { value: '#be123c', name: 'setup.colour.crimson' },
  { value: '#334155', name: 'setup.colour.slate' },
];

/** Swatches for the station's colour, with a field for any other; a light colour is flagged before sending. */
export function AccentPicker({ value, onChange, error }: { value: string; onChange: (v: string) => void; error?: string | undefined }) {
  const t = useT();
  const valid = /^#[0-9a-fA-F]{6}$/.test(value);
  const tooLight = valid && contrastWithWhite(value) < 4.5;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-semibold text-ink">{t('setup.colour')}</legend>
      <div className="flex flex-wrap gap-2" role="radiogroup" aria-label={t('setup.colour')}>
        {accentChoices.map((c) => (
          <button
            key={c.value}
            type="button"
            role="radio"
            aria-checked={value.toLowerCase() === c.value}
            aria-label={t(c.name)}
            onClick={() => onChange(c.value)}
            className="flex size-11 items-center justify-center rounded-full ring-offset-2 focus-visible:outline-2 aria-checked:ring-2 aria-checked:ring-ink"
            style={{ backgroundColor: c.value }}
          >
            {value.toLowerCase() === c.value ? <Check className="size-5 text-white" aria-hidden="true" /> : null}
          </button>
        ))}
      </div>
      <div className="flex items-center gap-3">
        <label htmlFor="accent-custom" className="text-sm text-ink-soft">
          {t('setup.colour.other')}
        </label>
        <input
          id="accent-custom"
          type="color"
          value={valid ? value : '#9a3412'}
          onChange={(e) => onChange(e.target.value)}
          className="h-11 w-16 cursor-pointer rounded-md border border-border bg-surface"
        />
        <span
          className={cn('rounded-full px-4 py-2 text-sm font-semibold text-white', !valid && 'opacity-50')}
          style={{ backgroundColor: valid ? value : '#9a3412' }}
          aria-hidden="true"
        >
          {t('setup.colour.sample')}
        </span>
      </div>
      {tooLight || error ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {error ?? t('setup.colour.tooLight')}
        </p>
      ) : null}
    </fieldset>
  );
}
