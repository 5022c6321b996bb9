import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CommunityStats } from '@selah/contracts/community';
import { api } from '@/lib/api-client';
import { communityKeys } from './keys';

export const getCommunityStats = () => api<CommunityStats>('/api/community/stats');

/** Spec §9: stats refresh every 60 s. */
export const getCommunityStatsQueryOptions = () =>
  queryOptions({ queryKey: communityKeys.stats(), queryFn: getCommunityStats, refetchInterval: 60_000 });

export const useCommunityStats = () => useQuery(getCommunityStatsQueryOptions());
