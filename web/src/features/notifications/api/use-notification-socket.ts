import { useEffect, useRef } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { NotificationPush } from '@selah/contracts/notifications';
import type { MessagePush } from '@selah/contracts/messages';
import { useSession } from '@/lib/session';
import { notificationKeys } from './keys';
import { announceNotification, setSocketConnected } from './live-events';

const FIRST_RETRY_MS = 1000;
const MAX_RETRY_MS = 30_000;

export const notificationSocketUrl = (location: Pick<Location, 'protocol' | 'host'> = window.location) =>
  `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws/notifications`;

/**
 * The member's live notifications (/ws/notifications): signs in with the first message, then
 * keeps the badge and the lists fresh and hands each new notification to the toast cards.
 * Reconnects after 1 s, 2 s, 4 s… (at most 30 s); while it is down the 30 s and 15 s polls run.
 * The app layout mounts it once.
 */
export function useNotificationSocket(
  options: {
    /** Messages travel on the same socket; the layout hands them to the messages feature. */
    onMessage?: (queryClient: QueryClient, viewer: string, push: MessagePush) => void;
  } = {},
): void {
  const queryClient = useQueryClient();
  const onMessage = useRef(options.onMessage);
  onMessage.current = options.onMessage;
  const { token, user } = useSession();
  const viewer = user?.id ?? null;

  useEffect(() => {
    if (!token || !viewer) return;
    let socket: WebSocket | null = null;
    let retry: number | null = null;
    let delay = FIRST_RETRY_MS;
    let stopped = false;

    const onPush = (push: NotificationPush) => {
      // Messages have their own badge and lists.
      if (push.type === 'direct_message' || push.type === 'messages_unread') return onMessage.current?.(queryClient, viewer, push);
      const count = push.type === 'notification' ? push.unreadCount : push.count;
      queryClient.setQueryData(notificationKeys.unreadCount(viewer), { count });
      void queryClient.invalidateQueries({ queryKey: notificationKeys.lists() });
      if (push.type === 'notification') announceNotification(push.notification);
    };

    const connect = () => {
      socket = new WebSocket(notificationSocketUrl());
      socket.onopen = () => socket?.send(JSON.stringify({ type: 'auth', token }));
      socket.onmessage = (e) => {
        // The first message after the auth one means the station accepted the session.
        setSocketConnected(true);
        delay = FIRST_RETRY_MS;
        try {
          onPush(JSON.parse(String(e.data)) as NotificationPush);
        } catch {
          // an unreadable message is ignored; the next push or poll puts things right
        }
      };
      socket.onclose = () => {
        setSocketConnected(false);
        if (stopped) return;
        retry = window.setTimeout(connect, delay);
        delay = Math.min(delay * 2, MAX_RETRY_MS);
      };
    };
    connect();
    return () => {
      stopped = true;
      if (retry !== null) window.clearTimeout(retry);
      socket?.close();
      setSocketConnected(false);
    };
  }, [queryClient, token, viewer]);
}
