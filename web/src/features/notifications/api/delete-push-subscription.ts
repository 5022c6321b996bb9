import { notificationsApi } from '@selah/contracts/notifications-endpoints';
import { call } from '@/lib/api-client';

/** Forgets this browser's push subscription on the station. */
export const deletePushSubscription = (endpoint: string) =>
  call(notificationsApi.unsubscribePush, { body: { endpoint }, requireAuth: true });
