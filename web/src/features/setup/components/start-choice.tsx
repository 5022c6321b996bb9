import { Sparkles, Sprout } from 'lucide-react';
import { cn } from '@/lib/cn';

const choices = [
  {
    demo: false,
    icon: Sprout,
    title: 'Start empty',
    text: 'Your own station from the first minute: no sample members, posts, podcasts, events, sponsors or programs. The radio plays starter music until you upload your own.',
  },
  {
    demo: true,
    icon: Sparkles,
    title: 'Explore with the demo station',
    text: 'Sample members, prayer requests, podcasts, events, sponsors and a weekly schedule to try everything out. Remove them all in one click from the console when you are ready.',
  },
];

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
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="sr-only">How to start</legend>
      <div className="grid gap-3 md:grid-cols-2" role="radiogroup" aria-label="How to start">
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
              <Icon className="size-5 text-primary" aria-hidden="true" /> {title}
            </span>
            <span className="text-sm text-ink-soft">{text}</span>
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
