import { queryOptions, useQuery } from '@tanstack/react-query';
import { liveApi } from '@selah/contracts/live-endpoints';
import { call } from '@/lib/api-client';
import { liveKeys } from './keys';

export const getLiveStatus = () => call(liveApi.status);

/** The socket pushes changes; the poll (spec §9: 5 s for the streaming host) keeps the viewer count fresh. */
export const getLiveStatusQueryOptions = () =>
  queryOptions({ queryKey: liveKeys.status(), queryFn: getLiveStatus, refetchInterval: 5_000, staleTime: 2_000, retry: 1 });

export const useLiveStatus = () => useQuery(getLiveStatusQueryOptions());
