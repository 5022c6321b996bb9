import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { notificationsApi } from '@selah/contracts/notifications-endpoints';
import { call } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { notificationKeys, type NotificationFilters } from './keys';

export const getNotifications = (f: NotificationFilters, cursor?: string) =>
  call(notificationsApi.list, {
    query: { tab: f.tab, unreadOnly: f.unreadOnly ? 'true' : undefined, limit: f.limit, cursor },
    requireAuth: true,
  });

/** The inbox page: newest first, 20 at a time, 'Load more' follows the cursor. */
export const getNotificationsQueryOptions = (f: NotificationFilters, viewer: string | null) =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list(f, viewer),
    queryFn: ({ pageParam }) => getNotifications(f, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 30_000,
  });

export const useNotifications = (f: Omit<NotificationFilters, 'limit'>) => {
  const { user } = useSession();
  return useInfiniteQuery({ ...getNotificationsQueryOptions({ ...f, limit: 20 }, user?.id ?? null), enabled: !!user });
};

const latestFilters: NotificationFilters = { tab: 'all', unreadOnly: false, limit: 10 };

/** The bell's dropdown: the 10 newest, asked for only while it is open, 2 retries 1 s apart. */
export const getLatestNotificationsQueryOptions = (viewer: string | null) =>
  queryOptions({
    queryKey: notificationKeys.list(latestFilters, viewer),
    queryFn: () => getNotifications(latestFilters),
    staleTime: 15_000,
    retry: 2,
    retryDelay: 1000,
  });

export const useLatestNotifications = (open: boolean) => {
  const { user } = useSession();
  return useQuery({ ...getLatestNotificationsQueryOptions(user?.id ?? null), enabled: open && !!user });
};

const toastFilters: NotificationFilters = { tab: 'all', unreadOnly: true, limit: 5 };

/** The toast cards' fallback: the 5 newest unread, every 15 s while the live socket is down. */
export const getToastNotificationsQueryOptions = (viewer: string | null, poll: boolean) =>
  queryOptions({
    queryKey: notificationKeys.list(toastFilters, viewer),
    queryFn: () => getNotifications(toastFilters),
    staleTime: 0,
    refetchInterval: poll ? 15_000 : false,
  });
