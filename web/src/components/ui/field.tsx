import { useId, type ReactElement, cloneElement, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useT } from '@/i18n/t';

interface FieldProps {
  label: ReactNode;
  /** The message under the control when the value is not accepted. */
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  children: ReactElement<Record<string, unknown>>;
}

/** A label, its control and its error message, wired together for screen readers. */
export function Field({ label, error, hint, required, className, children }: FieldProps) {
  const id = useId();
  const controlId = (children.props.id as string | undefined) ?? id;
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={controlId} className="text-sm font-semibold text-ink">
        {label}
        {required ? (
          <span className="text-danger" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {cloneElement(children, {
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        'aria-required': required || undefined,
      })}
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-ink-soft">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The hidden field bots fill in and people never see. */
export function Honeypot({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const t = useT();
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        {t('ui.honeypot')}
        <input tabIndex={-1} autoComplete="off" name="hp" value={value} onChange={(e) => onChange(e.target.value)} />
      </label>
    </div>
  );
}
