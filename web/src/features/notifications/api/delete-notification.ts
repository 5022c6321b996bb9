import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Notification } from '@selah/contracts/notifications';
import { notificationsApi } from '@selah/contracts/notifications-endpoints';
import { call } from '@/lib/api-client';
import { adjustUnreadCount, patchNotifications, refreshNotifications, restoreNotifications, snapshotNotifications } from './cache';

export const deleteNotification = (id: string) => call(notificationsApi.remove, { params: { id }, requireAuth: true });

/** Removes it from every list at once; it comes back if the server refuses. */
export const useDeleteNotification = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (n: Notification) => deleteNotification(n.id),
    onMutate: async (n) => {
      const snapshot = await snapshotNotifications(queryClient);
      patchNotifications(queryClient, (list) => list.filter((x) => x.id !== n.id));
      if (!n.readAt) adjustUnreadCount(queryClient, (c) => c - 1);
      return { snapshot };
    },
    onError: (_err, _n, context) => restoreNotifications(queryClient, context?.snapshot),
    onSettled: () => refreshNotifications(queryClient),
  });
};
