import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationsApi } from '@selah/contracts/notifications-endpoints';
import { call } from '@/lib/api-client';
import { adjustUnreadCount, patchNotifications, refreshNotifications, restoreNotifications, snapshotNotifications } from './cache';

export const markAllNotificationsRead = () => call(notificationsApi.markAllRead, { requireAuth: true });

/** 'Mark all read': every list and the badge at once, put back if the server refuses. */
export const useMarkAllRead = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onMutate: async () => {
      const snapshot = await snapshotNotifications(queryClient);
      const now = new Date().toISOString();
      patchNotifications(queryClient, (list) => list.map((n) => (n.readAt ? n : { ...n, readAt: now })));
      adjustUnreadCount(queryClient, () => 0);
      return { snapshot };
    },
    onError: (_err, _v, context) => restoreNotifications(queryClient, context?.snapshot),
    onSettled: () => refreshNotifications(queryClient),
  });
};
