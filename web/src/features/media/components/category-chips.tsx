import { cn } from '@/lib/cn';

/** A row of filter chips (one selected); wraps on small screens instead of scrolling the page. */
export function CategoryChips({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: Array<{ value: string; label: string; count?: number }>;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          aria-pressed={value === o.value}
          onClick={() => onChange(o.value)}
          className={cn(
            'inline-flex h-10 items-center gap-1.5 rounded-full border px-4 text-sm font-semibold transition-colors',
            value === o.value
              ? 'border-primary bg-primary text-on-primary'
              : 'border-border bg-surface text-ink-soft hover:border-primary/40 hover:text-ink',
          )}
        >
          {o.label}
          {o.count !== undefined ? (
            <span className={cn('rounded-full px-1.5 text-xs', value === o.value ? 'bg-white/20' : 'bg-muted')}>{o.count}</span>
          ) : null}
        </button>
      ))}
    </div>
  );
}
