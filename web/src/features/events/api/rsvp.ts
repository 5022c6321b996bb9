import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RsvpState, StationEvent } from '@selah/contracts/events';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { eventKeys } from './keys';

const url = (id: string) => `/api/events/${encodeURIComponent(id)}/rsvp`;
export const getRsvp = (id: string) => api<RsvpState>(url(id), { requireAuth: true });
export const createRsvp = (id: string, seats: number, answer?: string) =>
  api<RsvpState>(url(id), { method: 'POST', body: answer ? { seats, answer } : { seats }, requireAuth: true });
export const deleteRsvp = (id: string) => api<RsvpState>(url(id), { method: 'DELETE', requireAuth: true });

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
