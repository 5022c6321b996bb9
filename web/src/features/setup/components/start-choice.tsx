import { Sparkles, Sprout } from 'lucide-react';
import { useT } from '@/i18n/t';
import { cn } from '@/lib/cn';

const choices = [
  {
    demo: false,
    icon: Sprout,
    title: 'setup.empty.title',
    text: 'setup.empty.text',
  },
  {
    demo: true,
    icon: Sparkles,
    title: 'setup.demo.title',
    text: 'setup.demo.text',
  },
] as const;

/** Start empty, or with the demo station's sample content. */
export function StartChoice({
  value,
  onChange,
  error,
}: {
  value: boolean | null;
  onChange: (demo: boolean) => void;
  error?: string | undefined;
}) {
  const t = useT();
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="sr-only">{t('setup.step.start')}</legend>
      <div className="grid gap-3 md:grid-cols-2" role="radiogroup" aria-label={t('setup.step.start')}>
        {choices.map(({ demo, icon: Icon, title, text }) => (
          <button
            key={title}
            type="button"
            role="radio"
            aria-checked={value === demo}
            onClick={() => onChange(demo)}
            className={cn(
              'flex flex-col gap-2 rounded-2xl border-2 bg-surface p-5 text-left transition-colors focus-visible:outline-2 focus-visible:outline-offset-2',
              value === demo ? 'border-primary bg-primary-soft/40' : 'border-border hover:border-primary/50',
            )}
          >
            <span className="flex items-center gap-2 text-lg font-semibold text-ink">
              <Icon className="size-5 text-primary" aria-hidden="true" /> {t(title)}
            </span>
            <span className="text-sm text-ink-soft">{t(text)}</span>
          </button>
        ))}
      </div>
      {error ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
