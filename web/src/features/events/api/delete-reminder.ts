import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventsApi } from '@selah/contracts/events-endpoints';
import { call } from '@/lib/api-client';
import { eventKeys } from './keys';

/** Cancels one of the member's reminders. */
export const deleteReminder = (id: string) => call(eventsApi.cancelReminder, { params: { id }, requireAuth: true });

export const useDeleteReminder = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReminder,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: eventKeys.reminders() }),
  });
};
