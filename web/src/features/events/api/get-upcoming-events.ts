import { queryOptions, useQuery } from '@tanstack/react-query';
import { eventsApi } from '@selah/contracts/events-endpoints';
import { call } from '@/lib/api-client';
import { eventKeys } from './keys';

export const getUpcomingEvents = (limit: number) => call(eventsApi.upcoming, { query: { limit } });

/** Spec §9: the Upcoming Events card shows 3. */
export const getUpcomingEventsQueryOptions = (limit = 3) =>
  queryOptions({
    queryKey: eventKeys.upcoming(limit),
    queryFn: () => getUpcomingEvents(limit),
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
  });

export const useUpcomingEvents = (limit = 3) => useQuery(getUpcomingEventsQueryOptions(limit));
