import { queryOptions, useQuery } from '@tanstack/react-query';
import { communityApi } from '@selah/contracts/community-endpoints';
import { call } from '@/lib/api-client';
import { communityKeys } from './keys';

/** The discussions a member started, for their profile. */
export const getMemberThreads = (userId: string) => call(communityApi.listThreads, { query: { userId, limit: 20 } });

export const getMemberThreadsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: communityKeys.memberThreads(userId), queryFn: () => getMemberThreads(userId), staleTime: 60_000 });

export const useMemberThreads = (userId: string | undefined) =>
  useQuery({ ...getMemberThreadsQueryOptions(userId ?? ''), enabled: !!userId });
