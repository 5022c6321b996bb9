import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { ConversationPage, DirectMessage } from '@selah/contracts/messages';
import { messageKeys } from './keys';
import { applyMessagePush } from './live';

const message = (id: string, fromId: string, toId: string): DirectMessage => ({
  id,
  fromId,
  toId,
  text: `message ${id}`,
  createdAt: '2030-01-01T10:00:00.000Z',
  readAt: null,
});
const from = { id: 'ruth', username: 'ruth', displayName: 'Ruth', avatar: null };
const page = (): ConversationPage => ({ with: from, messages: [], olderCursor: null, blocked: 'none' });

describe('a message pushed over the socket', () => {
  it('sets the badge and joins the open conversation once, whoever sent it', () => {
    const client = new QueryClient();
    client.setQueryData(messageKeys.conversation('naomi', 'ruth'), page());
    applyMessagePush(client, 'naomi', { type: 'direct_message', message: message('m1', 'ruth', 'naomi'), from, unreadMessages: 3 });
    // The same message again (the reply to the sender's own request came first): not shown twice.
    applyMessagePush(client, 'naomi', { type: 'direct_message', message: message('m1', 'ruth', 'naomi'), from, unreadMessages: 3 });
    applyMessagePush(client, 'naomi', { type: 'direct_message', message: message('m2', 'naomi', 'ruth'), from, unreadMessages: 3 });
    expect(client.getQueryData<ConversationPage>(messageKeys.conversation('naomi', 'ruth'))!.messages.map((m) => m.id)).toEqual([
      'm1',
      'm2',
    ]);
    expect(client.getQueryData(messageKeys.unread('naomi'))).toEqual({ count: 3 });
  });

  it('sets the badge from an unread total, and leaves another member’s keys alone', () => {
    const client = new QueryClient();
    applyMessagePush(client, 'naomi', { type: 'messages_unread', count: 0 });
    expect(client.getQueryData(messageKeys.unread('naomi'))).toEqual({ count: 0 });
    expect(client.getQueryData(messageKeys.unread('ruth'))).toBeUndefined();
  });
});
