import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LiveStatus } from '@selah/contracts/live';
import { api } from '@/lib/api-client';
import { liveKeys } from './keys';

export const getLiveStatus = () => api<LiveStatus>('/api/live/status');

/** The socket pushes changes; the poll (spec §9: 5 s for the streaming host) keeps the viewer count fresh. */
export const getLiveStatusQueryOptions = () =>
  queryOptions({ queryKey: liveKeys.status(), queryFn: getLiveStatus, refetchInterval: 5_000, staleTime: 2_000, retry: 1 });

export const useLiveStatus = () => useQuery(getLiveStatusQueryOptions());
