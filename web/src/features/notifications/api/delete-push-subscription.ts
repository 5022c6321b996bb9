import { api } from '@/lib/api-client';

/** Forgets this browser's push subscription on the station. */
export const deletePushSubscription = (endpoint: string) =>
  api<void>('/api/push/subscriptions', { method: 'DELETE', body: { endpoint }, requireAuth: true });
