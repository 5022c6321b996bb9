import type { ThreadFilters } from '../api/get-threads';
import { cn } from '@/lib/cn';

export type DiscussionTab = ThreadFilters['tab'];

/** The sort tabs, each with the title shown when it has no discussions. */
export const discussionTabs: ReadonlyArray<{ value: DiscussionTab; label: string; empty: string }> = [
  { value: 'recent', label: 'Recent', empty: 'No Recent Discussions' },
  { value: 'popular', label: 'Popular', empty: 'No Popular Discussions Yet' },
  { value: 'unanswered', label: 'Unanswered', empty: 'All Questions Answered!' },
  { value: 'following', label: 'Following', empty: 'No Followed Discussions' },
];

export function ThreadTabs({ value, onChange }: { value: DiscussionTab; onChange: (tab: DiscussionTab) => void }) {
  return (
    <div role="tablist" aria-label="Sort discussions" className="flex gap-1 overflow-x-auto rounded-full bg-muted p-1">
      {discussionTabs.map((t) => (
        <button
          key={t.value}
          role="tab"
          type="button"
          aria-selected={value === t.value}
          onClick={() => onChange(t.value)}
          className={cn(
            'flex-1 rounded-full px-2.5 py-2 text-[0.95rem] font-semibold whitespace-nowrap text-ink-soft sm:px-4',
            value === t.value && 'bg-surface text-ink shadow-sm',
            t.value === 'following' && 'hidden md:block',
          )}
        >
          {t.label}
        </button>
      ))}
    </div>
  );
}
