import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { attendeesResponse } from '@selah/contracts/events';
import { eventsAdminApi } from '@selah/contracts/events-admin-endpoints';
import { eventsApi } from '@selah/contracts/events-endpoints';
import { call } from '@/lib/api-client';
import { adminKeys } from './keys';

export type AttendeeList = z.output<typeof attendeesResponse>;

/** The event and who answered, for check-in at the door. */
export const useCheckInEvent = (eventId: string) =>
  useQuery({
    queryKey: adminKeys.of('giving', 'event', eventId),
    queryFn: () => call(eventsApi.get, { params: { id: eventId } }),
  });

export const useAttendees = (eventId: string) =>
  useQuery({
    queryKey: adminKeys.of('giving', 'attendees', eventId),
    queryFn: () => call(eventsAdminApi.attendees, { params: { id: eventId } }),
  });

/** Tick a person in (or undo); the list and counts follow the server's answer. */
export function useCheckIn(eventId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ rsvpId, on }: { rsvpId: string; on: boolean }) =>
      call(on ? eventsAdminApi.checkIn : eventsAdminApi.undoCheckIn, { params: { id: eventId, rsvpId } }),
    onSuccess: (res) =>
      qc.setQueryData<AttendeeList>(adminKeys.of('giving', 'attendees', eventId), (list) =>
        list ? { counts: res.counts, attendees: list.attendees.map((a) => (a.id === res.attendee.id ? res.attendee : a)) } : list,
      ),
  });
}
