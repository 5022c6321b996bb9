import { Headphones, MessagesSquare, Radio, Video } from 'lucide-react';
import { searchMessages } from '@selah/contracts/search';
import { paths } from '@selah/contracts/paths';

const quickActions = [
  { label: 'Browse Episodes', to: paths.podcasts.getHref(), icon: Headphones },
  { label: 'Join Discussions', to: paths.community.getHref(), icon: MessagesSquare },
  { label: 'Watch Videos', to: paths.videos.getHref(), icon: Video },
  { label: 'Go Live', to: paths.live.getHref(), icon: Radio },
];

/** Before anything is typed: a hint, the quick actions and the keyboard tip. */
export function SearchStart({ go }: { go: (to: string) => void }) {
  return (
    <>
      <p className="text-ink-soft">{searchMessages.searchHint}</p>
      <div className="mt-4 grid grid-cols-2 gap-3">
        {quickActions.map((a) => (
          <button
            key={a.label}
            type="button"
            onClick={() => go(a.to)}
            className="flex items-center gap-2 rounded-xl border border-border p-3 text-left font-semibold hover:border-primary/40 hover:bg-primary-soft/50"
          >
            <a.icon className="size-5 shrink-0 text-primary" aria-hidden="true" /> {a.label}
          </button>
        ))}
      </div>
      <p className="mt-4 hidden text-sm text-ink-soft sm:block">
        Tip: press <kbd className="rounded border border-border px-1">/</kbd> or{' '}
        <kbd className="rounded border border-border px-1">Ctrl</kbd>+<kbd className="rounded border border-border px-1">K</kbd> to search
        from anywhere.
      </p>
    </>
  );
}
