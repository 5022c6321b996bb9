import { Link } from 'react-router';
import type { Thread } from '@selah/contracts/community';
import { FallbackPanel } from '@/components/ui/fallback-panel';
import { Skeleton } from '@/components/ui/skeleton';
import { ThreadCard } from './thread-card';

interface ThreadListProps {
  threads: Thread[];
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  /** The title shown when there is nothing (it depends on the tab). */
  emptyTitle: string;
  /** The search in force, for the empty message. */
  search: string;
  signedIn: boolean;
  viewer: { id: string; role: string } | null;
  /** The discussion a ?thread= link points at: opened and outlined. */
  highlightedId: string | null;
  onShareTestimony: (draft: { title: string; content: string }) => void;
}

/** The discussions, or skeletons while loading, or the error or empty panel. */
export function ThreadList({
  threads,
  isPending,
  isError,
  onRetry,
  emptyTitle,
  search,
  signedIn,
  viewer,
  highlightedId,
  onShareTestimony,
}: ThreadListProps) {
  if (isPending) return [0, 1, 2].map((i) => <Skeleton key={i} className="h-44" />);
  if (isError) return <FallbackPanel type="error" action={{ label: 'Try again', onClick: onRetry }} />;
  if (threads.length === 0) {
    return (
      <FallbackPanel
        type="empty"
        title={emptyTitle}
        message={search ? `Nothing matches "${search}". Try different words.` : 'Be the first to start a conversation.'}
      >
        <div className="flex flex-wrap justify-center gap-3">
          <Link className="underline" to="/about">
            About us
          </Link>
          <Link className="underline" to="/podcasts">
            Podcasts
          </Link>
          <Link className="underline" to="/live">
            Live Studio
          </Link>
        </div>
      </FallbackPanel>
    );
  }
  return threads.map((t) => (
    <ThreadCard
      key={t.id}
      thread={t}
      signedIn={signedIn}
      viewer={viewer}
      highlighted={t.id === highlightedId}
      onShareTestimony={onShareTestimony}
    />
  ));
}
