import { queryOptions, useQuery } from '@tanstack/react-query';
import { radioApi } from '@selah/contracts/radio-endpoints';
import { call } from '@/lib/api-client';
import { radioKeys } from './keys';

export const getSchedule = () => call(radioApi.schedule, { query: { tz: Intl.DateTimeFormat().resolvedOptions().timeZone } });

/** Spec §9: the hero re-checks the current show every 30 s. */
export const getScheduleQueryOptions = () =>
  queryOptions({ queryKey: radioKeys.schedule(), queryFn: getSchedule, refetchInterval: 30_000, staleTime: 30_000 });

export const useSchedule = () => useQuery(getScheduleQueryOptions());
