import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MemberStats } from '@selah/contracts/accounts';
import { api } from '@/lib/api-client';
import { accountKeys } from './keys';

export const getMemberStats = (userId: string) => api<MemberStats>(`/api/users/${userId}/stats`);

export const getMemberStatsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: accountKeys.memberStats(userId), queryFn: () => getMemberStats(userId), staleTime: 60_000 });

export const useMemberStats = (userId: string | undefined) => useQuery({ ...getMemberStatsQueryOptions(userId ?? ''), enabled: !!userId });
