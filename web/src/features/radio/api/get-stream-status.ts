import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StreamStatus } from '@selah/contracts/radio';
import { api } from '@/lib/api-client';
import { radioKeys } from './keys';

export const getStreamStatus = () => api<StreamStatus>('/api/stream/status');

/** Spec §9: metadata refresh every 30 s; the now-playing push makes changes appear sooner. */
export const getStreamStatusQueryOptions = () =>
  queryOptions({ queryKey: radioKeys.status(), queryFn: getStreamStatus, refetchInterval: 30_000, staleTime: 5_000, retry: 1 });

export const useStreamStatus = () => useQuery(getStreamStatusQueryOptions());
