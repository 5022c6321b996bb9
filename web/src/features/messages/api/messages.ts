import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConversationPage, DirectMessage, messageReportReasons, SendMessageRequest } from '@selah/contracts/messages';
import { messagesApi } from '@selah/contracts/messages-endpoints';
import { call } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { messageKeys } from './keys';

/** The member's conversations; the socket refreshes them as messages arrive (and a minute's poll if it is down). */
export function useConversations() {
  const { user } = useSession();
  const viewer = user?.id ?? null;
  return useQuery({
    queryKey: messageKeys.conversations(viewer),
    queryFn: () => call(messagesApi.conversations, { requireAuth: true }),
    enabled: !!viewer,
    refetchInterval: 60_000,
  });
}

export function useConversation(other: string | null) {
  const { user } = useSession();
  const viewer = user?.id ?? null;
  return useQuery({
    queryKey: messageKeys.conversation(viewer, other ?? ''),
    queryFn: () => call(messagesApi.conversation, { params: { userId: other! }, requireAuth: true }),
    enabled: !!viewer && !!other,
  });
}

/** The header's badge: unread messages (the socket pushes the count as it changes). */
export function useMessagesUnread() {
  const { user } = useSession();
  const viewer = user?.id ?? null;
  return useQuery({
    queryKey: messageKeys.unread(viewer),
    queryFn: () => call(messagesApi.unreadCount, { requireAuth: true }),
    enabled: !!viewer,
    refetchInterval: 60_000,
    select: (d) => d.count,
  });
}

export function useSendMessage() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: (body: SendMessageRequest) => call(messagesApi.send, { body, requireAuth: true }),
    onSuccess: (message) => {
      appendMessage(queryClient, user?.id ?? null, message.toId, message);
      void queryClient.invalidateQueries({ queryKey: messageKeys.conversations(user?.id ?? null) });
    },
  });
}

export function useMarkConversationRead() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  const viewer = user?.id ?? null;
  return useMutation({
    mutationFn: (other: string) => call(messagesApi.markRead, { params: { userId: other }, requireAuth: true }),
    onSuccess: (r) => {
      queryClient.setQueryData(messageKeys.unread(viewer), { count: r.unreadTotal });
      if (r.marked) void queryClient.invalidateQueries({ queryKey: messageKeys.conversations(viewer) });
    },
  });
}

export function useReportMessage() {
  return useMutation({
    mutationFn: (r: { id: string; reason: (typeof messageReportReasons)[number]; details: string }) =>
      call(messagesApi.report, { params: { id: r.id }, body: { reason: r.reason, details: r.details }, requireAuth: true }),
  });
}

/** Puts a message at the end of its conversation on screen (once, whichever of the reply and the socket comes first). */
export function appendMessage(
  queryClient: ReturnType<typeof useQueryClient>,
  viewer: string | null,
  other: string,
  message: DirectMessage,
): void {
  queryClient.setQueryData<ConversationPage>(messageKeys.conversation(viewer, other), (page) =>
    page && !page.messages.some((m) => m.id === message.id) ? { ...page, messages: [...page.messages, message] } : page,
  );
}
