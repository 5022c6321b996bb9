import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { communityApi } from '@selah/contracts/community-endpoints';
import { call } from '@/lib/api-client';
import { communityKeys, type ThreadFilters } from './keys';

export type { ThreadFilters };

export const getThreads = (f: ThreadFilters, cursor?: string) =>
  call(communityApi.listThreads, {
    query: { ...f, category: f.category === 'all' ? undefined : f.category, cursor, limit: 20 },
  });

/** Spec §9: threads fresh 5 min, kept 10 min, refreshed every 30 s. */
export const getThreadsQueryOptions = (f: ThreadFilters, viewer: string | null) =>
  infiniteQueryOptions({
    queryKey: communityKeys.threads(f, viewer),
    queryFn: ({ pageParam }) => getThreads(f, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 5 * 60_000,
    gcTime: 10 * 60_000,
    refetchInterval: 30_000,
  });

export const useThreads = (f: ThreadFilters, viewer: string | null) => useInfiniteQuery(getThreadsQueryOptions(f, viewer));
