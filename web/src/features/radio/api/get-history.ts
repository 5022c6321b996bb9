import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlayHistory } from '@selah/contracts/radio';
import { api } from '@/lib/api-client';
import { radioKeys } from './keys';

export const getHistory = () => api<PlayHistory>('/api/stream/history');

/** The songs that went out before this one; the now-playing push invalidates it at each change. */
export const getHistoryQueryOptions = () => queryOptions({ queryKey: radioKeys.history(), queryFn: getHistory, refetchInterval: 60_000 });

export const useHistory = () => useQuery(getHistoryQueryOptions());
