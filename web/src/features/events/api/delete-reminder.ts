import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { eventKeys } from './keys';

/** Cancels one of the member's reminders. */
export const deleteReminder = (id: string) =>
  api<void>(`/api/reminders/${encodeURIComponent(id)}`, { method: 'DELETE', requireAuth: true });

export const useDeleteReminder = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReminder,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: eventKeys.reminders() }),
  });
};
