import { useEffect, useRef, useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { CHAT_LIMIT, type ChatMessage, type StreamSocketMessage } from '@selah/contracts/live';
import type { StudioSocketMessage } from '@selah/contracts/requests';
import { liveKeys } from './keys';
import { addToInbox } from './studio-inbox';

const RECONNECT_MS = 3000;

export function addChatMessage(queryClient: QueryClient, message: ChatMessage): void {
  queryClient.setQueryData<ChatMessage[]>(liveKeys.chat(), (list = []) =>
    list.some((m) => m.id === message.id) ? list : [...list, message].slice(-CHAT_LIMIT),
  );
}

export function removeChatMessage(queryClient: QueryClient, id: string): void {
  queryClient.setQueryData<ChatMessage[]>(liveKeys.chat(), (list = []) => list.filter((m) => m.id !== id));
}

/**
 * Spec §4 Live-stream socket: connects on load, asks for status, reconnects 3 s after closing.
 * Status changes and chat land in the query cache; `send` posts a chat message over the socket
 * (the fallback when the HTTP post fails).
 */
export function useStreamSocket(studioToken: string | null = null): {
  connected: boolean;
  send: (message: { username: string; message: string }) => boolean;
} {
  const queryClient = useQueryClient();
  const socketRef = useRef<WebSocket | null>(null);
  const [connected, setConnected] = useState(false);
  useEffect(() => {
    let retry: number | null = null;
    let closed = false;
    const connect = () => {
      const socket = new WebSocket(`${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/ws/stream`);
      socketRef.current = socket;
      socket.onopen = () => {
        setConnected(true);
        socket.send(JSON.stringify({ type: 'get_status' }));
        // The studio page's staff also hear listeners' requests and messages as they arrive.
        if (studioToken) socket.send(JSON.stringify({ type: 'studio_auth', token: studioToken }));
      };
      socket.onmessage = (e) => {
        let message: StreamSocketMessage | StudioSocketMessage;
        try {
          message = JSON.parse(String(e.data)) as StreamSocketMessage | StudioSocketMessage;
        } catch {
          return;
        }
        if (message.type === 'stream_status' || message.type === 'stream_started' || message.type === 'stream_stopped') {
          queryClient.setQueryData(liveKeys.status(), message.data);
        } else if (message.type === 'chat_message') addChatMessage(queryClient, message.data);
        else if (message.type === 'chat_deleted') removeChatMessage(queryClient, message.id);
        else if (message.type === 'chat_settings') queryClient.setQueryData(liveKeys.chatSettings(), message.data);
        else if (message.type === 'studio_ready') void queryClient.invalidateQueries({ queryKey: liveKeys.studioInbox() });
        else if (message.type === 'studio_request') addToInbox(queryClient, { request: message.data });
        else if (message.type === 'studio_message') addToInbox(queryClient, { message: message.data });
      };
      socket.onclose = () => {
        if (socketRef.current === socket) socketRef.current = null;
        setConnected(false);
        if (!closed) retry = window.setTimeout(connect, RECONNECT_MS);
      };
    };
    connect();
    return () => {
      closed = true;
      if (retry !== null) window.clearTimeout(retry);
      socketRef.current?.close();
    };
  }, [queryClient, studioToken]);
  return {
    connected,
    send: (message) => {
      const socket = socketRef.current;
      if (!socket || socket.readyState !== WebSocket.OPEN) return false;
      socket.send(JSON.stringify({ type: 'chat_message', ...message }));
      return true;
    },
  };
}
