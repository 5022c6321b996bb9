import { queryOptions, useQuery } from '@tanstack/react-query';
import { communityApi } from '@selah/contracts/community-endpoints';
import { call } from '@/lib/api-client';
import { communityKeys } from './keys';

export const getComments = (threadId: string) => call(communityApi.listComments, { params: { id: threadId } });

/** Spec §9: comments fresh 2 min, refreshed every 15 s while the thread is open. */
export const getCommentsQueryOptions = (threadId: string) =>
  queryOptions({
    queryKey: communityKeys.comments(threadId),
    queryFn: () => getComments(threadId),
    staleTime: 2 * 60_000,
    refetchInterval: 15_000,
  });

export const useComments = (threadId: string, enabled: boolean) => useQuery({ ...getCommentsQueryOptions(threadId), enabled });
