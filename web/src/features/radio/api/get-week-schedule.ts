import { queryOptions, useQuery } from '@tanstack/react-query';
import { radioApi } from '@selah/contracts/radio-endpoints';
import { call } from '@/lib/api-client';
import { radioKeys } from './keys';

export const getWeekSchedule = () => call(radioApi.week);

/** Each program's next airing this week; read again every minute, as programs begin and end. */
export const useWeekSchedule = () =>
  useQuery(queryOptions({ queryKey: radioKeys.week(), queryFn: getWeekSchedule, refetchInterval: 60_000, staleTime: 30_000 }));
