import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Attendee, CheckInResponse, StationEvent } from '@selah/contracts/events';
import { api } from '@/lib/api-client';
import { adminKeys } from './keys';

export interface AttendeeList {
  attendees: Attendee[];
  counts: { going: number; checkedIn: number; waitlisted: number };
}

const base = (eventId: string) => `/api/admin/events/${encodeURIComponent(eventId)}`;

/** The event and who answered, for check-in at the door. */
export const useCheckInEvent = (eventId: string) =>
  useQuery({
    queryKey: adminKeys.of('giving', 'event', eventId),
    queryFn: () => api<StationEvent>(`/api/events/${encodeURIComponent(eventId)}`),
  });

export const useAttendees = (eventId: string) =>
  useQuery({ queryKey: adminKeys.of('giving', 'attendees', eventId), queryFn: () => api<AttendeeList>(`${base(eventId)}/attendees`) });

/** Tick a person in (or undo); the list and counts follow the server's answer. */
export function useCheckIn(eventId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ rsvpId, on }: { rsvpId: string; on: boolean }) =>
      api<CheckInResponse>(`${base(eventId)}/attendees/${encodeURIComponent(rsvpId)}/check-in`, { method: on ? 'POST' : 'DELETE' }),
    onSuccess: (res) =>
      qc.setQueryData<AttendeeList>(adminKeys.of('giving', 'attendees', eventId), (list) =>
        list ? { counts: res.counts, attendees: list.attendees.map((a) => (a.id === res.attendee.id ? res.attendee : a)) } : list,
      ),
  });
}
