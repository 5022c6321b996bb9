import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateReminderRequest } from '@selah/contracts/events';
import { eventsApi } from '@selah/contracts/events-endpoints';
import { call } from '@/lib/api-client';
import { eventKeys } from './keys';

/** Spec §7 POST /api/reminders: a member's reminder is kept; a visitor gets the calendar file. */
export const createReminder = (body: CreateReminderRequest) => call(eventsApi.createReminder, { body });

export const useCreateReminder = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReminder,
    onSuccess: (r) => {
      if (r.stored) void queryClient.invalidateQueries({ queryKey: eventKeys.reminders() });
    },
  });
};
