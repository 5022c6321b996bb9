import { queryOptions, useQuery } from '@tanstack/react-query';
import { notificationsApi } from '@selah/contracts/notifications-endpoints';
import { call } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { notificationKeys } from './keys';

export const getPreferences = () => call(notificationsApi.preferences, { requireAuth: true });

/** One entry per kind of notification (the server fills in the defaults). */
export const getPreferencesQueryOptions = (viewer: string | null) =>
  queryOptions({ queryKey: notificationKeys.preferences(viewer), queryFn: getPreferences });

export const usePreferences = () => {
  const { user } = useSession();
  return useQuery({ ...getPreferencesQueryOptions(user?.id ?? null), enabled: !!user });
};
