import type { BodyOf } from '@selah/contracts/endpoint';
import { notificationsApi } from '@selah/contracts/notifications-endpoints';
import { call } from '@/lib/api-client';

/**
 * Tells the station where this browser receives pushes (`PushSubscription.toJSON()`, whose type
 * leaves every field optional: a subscription has them all, and the station checks).
 */
export const createPushSubscription = (subscription: PushSubscriptionJSON) =>
  call(notificationsApi.subscribePush, { body: subscription as BodyOf<typeof notificationsApi.subscribePush>, requireAuth: true });
