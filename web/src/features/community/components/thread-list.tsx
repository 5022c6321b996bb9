import { Link } from 'react-router';
import type { Thread } from '@selah/contracts/community';
import { FallbackPanel } from '@/components/ui/fallback-panel';
import { Skeleton } from '@/components/ui/skeleton';
import { ThreadCard } from './thread-card';
import { useT, type MessageId } from '@/i18n/t';

interface ThreadListProps {
  threads: Thread[];
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  /** The title shown when there is nothing (it depends on the tab). */
  emptyTitle: MessageId;
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
  const t = useT();
  if (isPending) return [0, 1, 2].map((i) => <Skeleton key={i} className="h-44" />);
  if (isError) return <FallbackPanel type="error" action={{ label: t('common.retry'), onClick: onRetry }} />;
  if (threads.length === 0) {
    return (
      <FallbackPanel
        type="empty"
        title={t(emptyTitle)}
        message={search ? t('community.empty.search', { search }) : t('community.empty.first')}
      >
        <div className="flex flex-wrap justify-center gap-3">
          <Link className="underline" to="/about">
            {t('community.empty.about')}
          </Link>
          <Link className="underline" to="/podcasts">
            {t('community.empty.podcasts')}
          </Link>
          <Link className="underline" to="/live">
            {t('community.empty.live')}
          </Link>
        </div>
      </FallbackPanel>
    );
  }
  return threads.map((thread) => (
    <ThreadCard
      key={thread.id}
      thread={thread}
      signedIn={signedIn}
      viewer={viewer}
      highlighted={thread.id === highlightedId}
      onShareTestimony={onShareTestimony}
    />
  ));
}
