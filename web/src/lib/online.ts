import { useSyncExternalStore } from 'react';

const subscribe = (changed: () => void) => {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
};

/** Whether the device says it has a network (false: offline for sure; true: maybe). */
export const useOnline = (): boolean => useSyncExternalStore(subscribe, () => navigator.onLine);

/**
 * The service worker (web/public/sw.js) keeps the app and what was last seen for offline use and
 * shows push notifications. Registered once the page has loaded, in the built app only (the dev
 * server's modules change on every save).
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
