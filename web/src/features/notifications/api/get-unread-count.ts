import { queryOptions, useQuery } from '@tanstack/react-query';
import { notificationsApi } from '@selah/contracts/notifications-endpoints';
import { call } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { notificationKeys } from './keys';
import { useSocketConnected } from './live-events';

export const getUnreadCount = () => call(notificationsApi.unreadCount, { requireAuth: true });

/** The bell's badge: refreshed every 30 s while the live socket is down (it pushes the count otherwise). */
export const getUnreadCountQueryOptions = (viewer: string | null, poll = true) =>
  queryOptions({
    queryKey: notificationKeys.unreadCount(viewer),
    queryFn: getUnreadCount,
    staleTime: 30_000,
    refetchInterval: poll ? 30_000 : false,
  });

export const useUnreadCount = () => {
  const { user } = useSession();
  const live = useSocketConnected();
  return useQuery({ ...getUnreadCountQueryOptions(user?.id ?? null, !live), enabled: !!user, select: (d) => d.count });
};
