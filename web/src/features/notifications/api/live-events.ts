import { useSyncExternalStore } from 'react';
import type { Notification } from '@selah/contracts/notifications';

/**
 * What the live socket knows, for the rest of the feature: whether it is connected (the polls
 * stand down while it is) and each new notification as it arrives (the toast cards show it).
 */
let connected = false;
const statusListeners = new Set<() => void>();
const arrivalListeners = new Set<(n: Notification) => void>();

export function setSocketConnected(next: boolean): void {
  if (next === connected) return;
  connected = next;
  statusListeners.forEach((l) => l());
}

export const isSocketConnected = () => connected;

export function useSocketConnected(): boolean {
  return useSyncExternalStore(
    (l) => {
      statusListeners.add(l);
      return () => statusListeners.delete(l);
    },
    isSocketConnected,
    () => false,
  );
}

export function announceNotification(n: Notification): void {
  arrivalListeners.forEach((l) => l(n));
}

export function onNotificationArrival(listener: (n: Notification) => void): () => void {
  arrivalListeners.add(listener);
  return () => arrivalListeners.delete(listener);
}
