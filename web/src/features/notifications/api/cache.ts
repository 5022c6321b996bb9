import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import type { Notification, NotificationPage } from '@selah/contracts/notifications';
import { notificationKeys } from './keys';

type ListData = NotificationPage | InfiniteData<NotificationPage, string | undefined>;
export type CacheSnapshot = Array<[QueryKey, unknown]>;

/**
 * Optimistic changes to every cached list (the bell's, the inbox pages, the toast poll), and
 * the way back when the server refuses. Every mutation of the feature goes through these.
 */
export async function snapshotNotifications(queryClient: QueryClient): Promise<CacheSnapshot> {
  await queryClient.cancelQueries({ queryKey: notificationKeys.lists() });
  return [
    ...queryClient.getQueriesData({ queryKey: notificationKeys.lists() }),
    ...queryClient.getQueriesData({ queryKey: notificationKeys.unreadCounts() }),
  ];
}

export function restoreNotifications(queryClient: QueryClient, snapshot: CacheSnapshot | undefined): void {
  for (const [key, data] of snapshot ?? []) queryClient.setQueryData(key, data);
}

export function patchNotifications(queryClient: QueryClient, patch: (list: Notification[]) => Notification[]): void {
  queryClient.setQueriesData<ListData>({ queryKey: notificationKeys.lists() }, (data) => {
    if (!data) return data;
    if ('pages' in data) return { ...data, pages: data.pages.map((p) => ({ ...p, notifications: patch(p.notifications) })) };
    return { ...data, notifications: patch(data.notifications) };
  });
}

export function adjustUnreadCount(queryClient: QueryClient, next: (count: number) => number): void {
  queryClient.setQueriesData<{ count: number }>({ queryKey: notificationKeys.unreadCounts() }, (d) =>
    d ? { count: Math.max(0, next(d.count)) } : d,
  );
}

/** After any change: the lists and the badge are asked again. */
export async function refreshNotifications(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: notificationKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: notificationKeys.unreadCounts() }),
  ]);
}
