import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Health } from '@selah/contracts/health';
import { api } from '@/lib/api-client';
import { siteKeys } from './keys';

export const getHealth = () => api<Health>('/api/health');

/** Spec §9: server status refreshes every 30 s. */
export const getHealthQueryOptions = () =>
  queryOptions({ queryKey: siteKeys.health(), queryFn: getHealth, staleTime: 0, refetchInterval: 30_000, retry: false });

export const useHealth = () => useQuery(getHealthQueryOptions());
