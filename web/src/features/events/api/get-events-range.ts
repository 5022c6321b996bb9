import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { eventsApi } from '@selah/contracts/events-endpoints';
import { call } from '@/lib/api-client';
import { eventKeys } from './keys';

/** Every date of every event overlapping [from, to): the calendar page's month. */
export const getEventsRange = (from: string, to: string) => call(eventsApi.range, { query: { from, to } });

export const useEventsRange = (from: string, to: string) =>
  useQuery({
    queryKey: eventKeys.range(from, to),
    queryFn: () => getEventsRange(from, to),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
