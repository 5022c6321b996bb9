import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { StreamStatus } from '@selah/contracts/radio';
import { useLocale } from '@/i18n/locale';
import { getHistoryQueryOptions } from './get-history';
import { getStreamStatusQueryOptions, showStatus } from './get-stream-status';
import { heardInMs } from './get-listener-start';

const RECONNECT_MS = 3000;

/**
 * Keeps the now-playing status fresh from the station's push (/ws/now-playing), reconnecting after
 * 3 s. The station says the on-air line in the language the page had when the socket opened, so a
 * switch of language opens a new one.
 */
export function useNowPlayingPush(): void {
  const queryClient = useQueryClient();
  const locale = useLocale();
  useEffect(() => {
    let socket: WebSocket | null = null;
    let retry: number | null = null;
    let closed = false;
    const pending = new Set<number>();
    const connect = () => {
      const url = `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/ws/now-playing`;
      socket = new WebSocket(url);
      socket.onmessage = (e) => {
        try {
          const message = JSON.parse(String(e.data)) as { type: string; status: StreamStatus };
          if (message.type !== 'now_playing') return;
          const apply = () => {
            showStatus(message.status);
            queryClient.setQueryData(getStreamStatusQueryOptions().queryKey, message.status);
            void queryClient.invalidateQueries({ queryKey: getHistoryQueryOptions().queryKey });
          };
          // A listener hears the change only when playback reaches it: name the new song then.
          void heardInMs(message.status.onAirSinceMs).then((delay) => {
            if (closed) return;
            if (delay < 50) return apply();
            const timer = window.setTimeout(() => {
              pending.delete(timer);
              apply();
            }, delay);
            pending.add(timer);
          });
        } catch {
          // an unreadable message is ignored; the 30 s poll still runs
        }
      };
      socket.onclose = () => {
        if (!closed) retry = window.setTimeout(connect, RECONNECT_MS);
      };
    };
    connect();
    return () => {
      closed = true;
      if (retry !== null) window.clearTimeout(retry);
      pending.forEach((t) => window.clearTimeout(t));
      socket?.close();
    };
  }, [queryClient, locale]);
}
