import { queryOptions, useQuery } from '@tanstack/react-query';
import { communityApi } from '@selah/contracts/community-endpoints';
import { call } from '@/lib/api-client';
import { communityKeys } from './keys';

export const getCommunityStats = () => call(communityApi.stats);

/** Spec §9: stats refresh every 60 s. */
export const getCommunityStatsQueryOptions = () =>
  queryOptions({ queryKey: communityKeys.stats(), queryFn: getCommunityStats, refetchInterval: 60_000 });

export const useCommunityStats = () => useQuery(getCommunityStatsQueryOptions());
