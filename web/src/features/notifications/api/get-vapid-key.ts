import { queryOptions } from '@tanstack/react-query';
import { notificationsApi } from '@selah/contracts/notifications-endpoints';
import { call } from '@/lib/api-client';
import { notificationKeys } from './keys';

export const getVapidPublicKey = () => call(notificationsApi.vapidPublicKey);

/** The station's VAPID public key, which a browser's push subscription is made for. */
export const getVapidKeyQueryOptions = () =>
  queryOptions({ queryKey: notificationKeys.vapidKey(), queryFn: getVapidPublicKey, staleTime: Infinity });
