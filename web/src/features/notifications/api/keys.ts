import type { notificationTabs } from '@selah/contracts/notifications';

export type NotificationTab = keyof typeof notificationTabs;

export interface NotificationFilters {
  tab: NotificationTab;
  unreadOnly: boolean;
  limit: number;
}

/**
 * Every query key of the notifications feature; invalidate through these, never an inline array.
 * Each key names the member (`viewer`), so another account signing in never sees these rows.
 */
export const notificationKeys = {
  all: ['notifications'] as const,
  lists: () => [...notificationKeys.all, 'list'] as const,
  list: (filters: NotificationFilters, viewer: string | null) => [...notificationKeys.lists(), filters, viewer] as const,
  unreadCounts: () => [...notificationKeys.all, 'unread-count'] as const,
  unreadCount: (viewer: string | null) => [...notificationKeys.unreadCounts(), viewer] as const,
  preferences: (viewer: string | null) => [...notificationKeys.all, 'preferences', viewer] as const,
  prayerTeam: (viewer: string | null) => [...notificationKeys.all, 'prayer-team', viewer] as const,
  vapidKey: () => [...notificationKeys.all, 'vapid-public-key'] as const,
};
