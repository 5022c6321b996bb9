export interface ThreadFilters {
  category?: string | undefined;
  search?: string | undefined;
  tab: 'recent' | 'popular' | 'unanswered' | 'following';
  userId?: string | undefined;
}

/**
 * Every query key of the community feature; invalidate through these, never an inline array.
 * A member's own threads and replies (their profile) live here too, so any community change
 * (`communityKeys.all`) refreshes the profile as well.
 */
export const communityKeys = {
  all: ['community'] as const,
  threads: (filters: ThreadFilters, viewer: string | null) => [...communityKeys.all, 'threads', filters, viewer] as const,
  thread: (id: string, viewer: string | null) => [...communityKeys.all, 'thread', id, viewer] as const,
  comments: (threadId: string) => [...communityKeys.all, 'comments', threadId] as const,
  stats: () => [...communityKeys.all, 'stats'] as const,
  memberThreads: (userId: string) => [...communityKeys.all, 'members', userId, 'threads'] as const,
  memberComments: (userId: string) => [...communityKeys.all, 'members', userId, 'comments'] as const,
  followedThreads: () => [...communityKeys.all, 'following'] as const,
};
