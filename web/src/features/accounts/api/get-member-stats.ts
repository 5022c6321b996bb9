import { queryOptions, useQuery } from '@tanstack/react-query';
import { communityApi } from '@selah/contracts/community-endpoints';
import { call } from '@/lib/api-client';
import { accountKeys } from './keys';

export const getMemberStats = (userId: string) => call(communityApi.memberStats, { params: { id: userId } });

export const getMemberStatsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: accountKeys.memberStats(userId), queryFn: () => getMemberStats(userId), staleTime: 60_000 });

export const useMemberStats = (userId: string | undefined) => useQuery({ ...getMemberStatsQueryOptions(userId ?? ''), enabled: !!userId });
