import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationsApi } from '@selah/contracts/notifications-endpoints';
import { call } from '@/lib/api-client';
import { adjustUnreadCount, patchNotifications, refreshNotifications, restoreNotifications, snapshotNotifications } from './cache';

export const markNotificationRead = (id: string) => call(notificationsApi.markRead, { params: { id }, requireAuth: true });

/** Marks one read at once on screen (the badge goes down), and puts it back if the server refuses. */
export const useMarkRead = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onMutate: async (id) => {
      const snapshot = await snapshotNotifications(queryClient);
      const now = new Date().toISOString();
      patchNotifications(queryClient, (list) => list.map((n) => (n.id === id && !n.readAt ? { ...n, readAt: now } : n)));
      adjustUnreadCount(queryClient, (c) => c - 1);
      return { snapshot };
    },
    onError: (_err, _id, context) => restoreNotifications(queryClient, context?.snapshot),
    onSettled: () => refreshNotifications(queryClient),
  });
};
