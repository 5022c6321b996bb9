import { queryOptions, useQuery } from '@tanstack/react-query';
import { radioApi } from '@selah/contracts/radio-endpoints';
import { call } from '@/lib/api-client';
import { radioKeys } from './keys';

export const getHistory = () => call(radioApi.history);

/** The songs that went out before this one; the now-playing push invalidates it at each change. */
export const getHistoryQueryOptions = () => queryOptions({ queryKey: radioKeys.history(), queryFn: getHistory, refetchInterval: 60_000 });

export const useHistory = () => useQuery(getHistoryQueryOptions());
