import { queryOptions, useQuery } from '@tanstack/react-query';
import { communityApi } from '@selah/contracts/community-endpoints';
import { call } from '@/lib/api-client';
import { communityKeys } from './keys';

/** Threads the signed-in member follows (the token says whose). */
export const getFollowedThreads = () => call(communityApi.listThreads, { query: { tab: 'following', limit: 20 }, requireAuth: true });

export const getFollowedThreadsQueryOptions = () =>
  queryOptions({ queryKey: communityKeys.followedThreads(), queryFn: getFollowedThreads, staleTime: 60_000 });

export const useFollowedThreads = (enabled: boolean) => useQuery({ ...getFollowedThreadsQueryOptions(), enabled });
