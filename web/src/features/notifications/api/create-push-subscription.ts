import { api } from '@/lib/api-client';

/** Tells the station where this browser receives pushes (`PushSubscription.toJSON()`). */
export const createPushSubscription = (subscription: PushSubscriptionJSON) =>
  api<void>('/api/push/subscriptions', { method: 'POST', body: subscription, requireAuth: true });
