import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StationEvent } from '@selah/contracts/events';
import { eventsApi } from '@selah/contracts/events-endpoints';
import { call } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { eventKeys } from './keys';

export const getRsvp = (id: string) => call(eventsApi.rsvpState, { params: { id }, requireAuth: true });
export const createRsvp = (id: string, seats: number, answer?: string) =>
  call(eventsApi.rsvp, { params: { id }, body: answer ? { seats, answer } : { seats }, requireAuth: true });
export const deleteRsvp = (id: string) => call(eventsApi.cancelRsvp, { params: { id }, requireAuth: true });

/** The signed-in member's answer for an event, with its places. */
export const useRsvp = (id: string) => {
  const { user } = useSession();
  return useQuery({ queryKey: eventKeys.rsvp(id, user?.id ?? null), queryFn: () => getRsvp(id), enabled: !!user });
};

/** "I'm coming" (seats) or cancel; the event's counts follow the server's answer. */
export const useChangeRsvp = (id: string) => {
  const queryClient = useQueryClient();
  const key = eventKeys.rsvp(id, useSession().user?.id ?? null);
  return useMutation({
    mutationFn: (value: { seats: number; answer?: string } | null) =>
      value === null ? deleteRsvp(id) : createRsvp(id, value.seats, value.answer),
    onSuccess: (state) => {
      queryClient.setQueryData(key, state);
      queryClient.setQueryData<StationEvent>(eventKeys.detail(id), (event) =>
        event ? { ...event, going: state.going, placesLeft: state.placesLeft, waitlisted: state.waitlisted } : event,
      );
    },
  });
};
