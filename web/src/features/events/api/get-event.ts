import { queryOptions, useQuery } from '@tanstack/react-query';
import { eventsApi } from '@selah/contracts/events-endpoints';
import { ApiError, call } from '@/lib/api-client';
import { eventKeys } from './keys';

export const getEvent = (id: string) => call(eventsApi.get, { params: { id } });

export const getEventQueryOptions = (id: string) =>
  queryOptions({
    queryKey: eventKeys.detail(id),
    queryFn: () => getEvent(id),
    staleTime: 60_000,
    // A missing event stays missing: no retries for 400/404.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 3,
  });

export const useEvent = (id: string) => useQuery(getEventQueryOptions(id));
