import { useEffect } from 'react';
import type { Thread } from '@selah/contracts/community';
import { useThread } from '../api/get-thread';

/**
 * ?thread=ID opens and scrolls to that discussion. It is fetched on its own, so it shows
 * (first) even when it is not on the pages loaded so far; returns the list to show.
 */
export function useThreadDeepLink(threadId: string | null, viewer: string | null, loaded: Thread[]): Thread[] {
  const linked = useThread(threadId, viewer);

  useEffect(() => {
    if (!threadId || !linked.data) return;
    document.getElementById(`thread-${threadId}`)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [threadId, linked.data]);

  return linked.data && !loaded.some((t) => t.id === linked.data.id) ? [linked.data, ...loaded] : loaded;
}
