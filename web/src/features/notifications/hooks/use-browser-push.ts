import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toaster';
import { createPushSubscription } from '../api/create-push-subscription';
import { deletePushSubscription } from '../api/delete-push-subscription';
import { getVapidKeyQueryOptions } from '../api/get-vapid-key';
import { translate } from '@/i18n/t';

export type PushPermission = NotificationPermission | 'unsupported';

const supported = () =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** The VAPID key arrives base64url-encoded; the browser wants its bytes. */
export function base64UrlToBytes(text: string): Uint8Array<ArrayBuffer> {
  const padded = (text + '='.repeat((4 - (text.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

const currentSubscription = async () => (await navigator.serviceWorker.getRegistration('/'))?.pushManager.getSubscription() ?? null;

/**
 * Push on this device: the browser is asked for permission only when the member turns push on;
 * then the service worker (/sw.js) is registered, subscribed with the station's VAPID key and
 * the subscription sent to the station. A refusal is said plainly, and push stays off.
 */
export function useBrowserPush() {
  const queryClient = useQueryClient();
  const [permission, setPermission] = useState<PushPermission>(() => (supported() ? Notification.permission : 'unsupported'));

  const enable = useCallback(async (): Promise<boolean> => {
    if (!supported()) {
      toast.error(translate('notifications.push.unavailable'), { description: translate('notifications.settings.pushUnsupported') });
      return false;
    }
    const answer = Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
    setPermission(answer);
    if (answer !== 'granted') {
      toast.error(translate('notifications.push.blocked'), { description: translate('notifications.push.blockedHint') });
      return false;
    }
    try {
      const registration = await navigator.serviceWorker.register('/sw.js');
      await navigator.serviceWorker.ready;
      const { publicKey } = await queryClient.fetchQuery(getVapidKeyQueryOptions());
      const subscription =
        (await registration.pushManager.getSubscription()) ??
        (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: base64UrlToBytes(publicKey) }));
      await createPushSubscription(subscription.toJSON());
      return true;
    } catch (err) {
      toast.error(translate('notifications.push.notOn'), { description: err instanceof Error ? err.message : String(err) });
      return false;
    }
  }, [queryClient]);

  /** Once no kind wants push any more: this device stops receiving them (best effort). */
  const disable = useCallback(async (): Promise<void> => {
    if (!supported()) return;
    try {
      const subscription = await currentSubscription();
      if (!subscription) return;
      await deletePushSubscription(subscription.endpoint).catch(() => undefined);
      await subscription.unsubscribe();
    } catch {
      // the device keeps a subscription the station no longer uses: harmless
    }
  }, []);

  return { permission, enable, disable };
}
