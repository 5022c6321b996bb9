import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { notificationKeys } from './keys';

export const getVapidPublicKey = () => api<{ publicKey: string }>('/api/push/vapid-public-key');

/** The station's VAPID public key, which a browser's push subscription is made for. */
export const getVapidKeyQueryOptions = () =>
  queryOptions({ queryKey: notificationKeys.vapidKey(), queryFn: getVapidPublicKey, staleTime: Infinity });
