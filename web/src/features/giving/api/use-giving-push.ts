import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { FundDrive } from '@selah/contracts/payments';
import { givingKeys } from './keys';

const RECONNECT_MS = 3000;

/**
 * Keeps the fund drive's progress fresh from the station's push (/ws/giving), reconnecting after
 * 3 s; "gifts changed" refreshes the studio's thanks-on-air list (which it reads signed in).
 */
export function useGivingPush(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let socket: WebSocket | null = null;
    let retry: number | null = null;
    let closed = false;
    const connect = () => {
      socket = new WebSocket(`${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/ws/giving`);
      socket.onmessage = (e) => {
        try {
          const message = JSON.parse(String(e.data)) as { type: string; drive?: FundDrive | null };
          if (message.type === 'fund_drive') queryClient.setQueryData(givingKeys.drive(), message.drive ?? null);
          if (message.type === 'gifts_changed') void queryClient.invalidateQueries({ queryKey: givingKeys.thanks() });
        } catch {
          // an unreadable message is ignored
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
      socket?.close();
    };
  }, [queryClient]);
}
