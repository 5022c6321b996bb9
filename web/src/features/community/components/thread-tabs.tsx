import type { ThreadFilters } from '../api/get-threads';
import { cn } from '@/lib/cn';
import { useT, type MessageId } from '@/i18n/t';

export type DiscussionTab = ThreadFilters['tab'];

/** The sort tabs, each with the title shown when it has no discussions (message ids). */
export const discussionTabs: ReadonlyArray<{ value: DiscussionTab; label: MessageId; empty: MessageId }> = [
  { value: 'recent', label: 'community.tab.recent', empty: 'community.empty.recent' },
  { value: 'popular', label: 'community.tab.popular', empty: 'community.empty.popular' },
  { value: 'unanswered', label: 'community.tab.unanswered', empty: 'community.empty.unanswered' },
  { value: 'following', label: 'community.tab.following', empty: 'community.empty.following' },
];

export function ThreadTabs({ value, onChange }: { value: DiscussionTab; onChange: (tab: DiscussionTab) => void }) {
  const t = useT();
  return (
    <div role="tablist" aria-label={t('community.tabs')} className="flex gap-1 overflow-x-auto rounded-full bg-muted p-1">
      {discussionTabs.map((tab) => (
        <button
          key={tab.value}
          role="tab"
          type="button"
          aria-selected={value === tab.value}
          onClick={() => onChange(tab.value)}
          className={cn(
            'flex-1 rounded-full px-2.5 py-2 text-[0.95rem] font-semibold whitespace-nowrap text-ink-soft sm:px-4',
            value === tab.value && 'bg-surface text-ink shadow-sm',
            tab.value === 'following' && 'hidden md:block',
          )}
        >
          {t(tab.label)}
        </button>
      ))}
    </div>
  );
}
