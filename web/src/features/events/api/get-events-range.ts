import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { StationEvent } from '@selah/contracts/events';
import { api } from '@/lib/api-client';
import { eventKeys } from './keys';

/** Every date of every event overlapping [from, to): the calendar page's month. */
export const getEventsRange = (from: string, to: string) => api<StationEvent[]>('/api/events', { query: { from, to } });

export const useEventsRange = (from: string, to: string) =>
  useQuery({
    queryKey: eventKeys.range(from, to),
    queryFn: () => getEventsRange(from, to),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
