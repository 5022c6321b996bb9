import type { QueryClient } from '@tanstack/react-query';
import type { MessagePush } from '@selah/contracts/messages';
import { appendMessage } from './messages';
import { messageKeys } from './keys';

/** What the notifications socket hands over about messages: the badge, the list and the open conversation, at once. */
export function applyMessagePush(queryClient: QueryClient, viewer: string, push: MessagePush): void {
  if (push.type === 'messages_unread') {
    queryClient.setQueryData(messageKeys.unread(viewer), { count: push.count });
    return;
  }
  queryClient.setQueryData(messageKeys.unread(viewer), { count: push.unreadMessages });
  const other = push.message.fromId === viewer ? push.message.toId : push.message.fromId;
  appendMessage(queryClient, viewer, other, push.message);
  void queryClient.invalidateQueries({ queryKey: messageKeys.conversations(viewer) });
}
