import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ThreadPage } from '@selah/contracts/community';
import { api } from '@/lib/api-client';
import { communityKeys } from './keys';

/** The discussions a member started, for their profile. */
export const getMemberThreads = (userId: string) => api<ThreadPage>('/api/community/threads', { query: { userId, limit: 20 } });

export const getMemberThreadsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: communityKeys.memberThreads(userId), queryFn: () => getMemberThreads(userId), staleTime: 60_000 });

export const useMemberThreads = (userId: string | undefined) =>
  useQuery({ ...getMemberThreadsQueryOptions(userId ?? ''), enabled: !!userId });
