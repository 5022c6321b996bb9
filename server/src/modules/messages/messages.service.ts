import {
  fillActor,
  messageReportRequest,
  messagesMessages,
  NEW_MEMBER_DAYS,
  sendMessageRequest,
  type ConversationList,
  type ConversationPage,
  type DirectMessage,
  type MessagePerson,
  type MessagePush,
  type SendMessageRequest,
} from '@selah/contracts/messages';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/time/clock.ts';
import { badRequest, conflict, forbidden, notFound } from '../../platform/http/errors.ts';
import type { MembersService, SessionUser } from '../accounts/index.ts';
import type { NotificationsModuleService } from '../notifications/index.ts';
import * as repo from './messages.repo.ts';
import type { PeopleService } from './people.service.ts';
import { insertReport } from './reports.repo.ts';

const DAY_MS = 24 * 3600_000;
const STAFF = new Set(['admin', 'broadcaster']);

export type MessagesService = ReturnType<typeof createMessagesService>;

/** Shows a stored message to one of its two members (a removed one says so instead of its words). */
export const toMessage = (m: repo.MessageRow): DirectMessage => ({
  id: m.id,
  fromId: m.senderId,
  toId: m.recipientId,
  text: m.removedAt ? messagesMessages.removed : m.body,
  createdAt: m.createdAt.toISOString(),
  readAt: m.readAt?.toISOString() ?? null,
});

/** One-to-one messages between members: each member reads only their own conversations. */
export function createMessagesService(deps: {
  db: Db;
  clock: Clock;
  members: MembersService;
  people: PeopleService;
  notifications: Pick<NotificationsModuleService, 'notifier' | 'inbox'>;
  /** Whether a member has a post still shown (the community's count). */
  hasTakenPart: (userId: string) => Promise<boolean>;
}) {
  const { db, clock, members, people } = deps;
  const push = (userId: string, message: MessagePush) => deps.notifications.notifier.toUser(userId, message);

  async function persons(ids: string[]): Promise<Map<string, MessagePerson>> {
    const found = await members.authorsByIds(ids);
    return new Map(
      ids.map((id) => {
        const a = found.get(id);
        return [id, a ? { id, username: a.username, displayName: a.displayName, avatar: a.avatar } : formerMember(id)];
      }),
    );
  }
  const formerMember = (id: string): MessagePerson => ({ id, username: 'former_member', displayName: 'Former member', avatar: null });

  /** Decision 023: a member who joined under a week ago and has no post still shown writes only to staff, or back. */
  async function mayWriteFirst(sender: SessionUser, recipient: { id: string; role: string }): Promise<boolean> {
    if (STAFF.has(sender.role) || STAFF.has(recipient.role)) return true;
    const standing = (await members.standingsByIds([sender.id])).get(sender.id);
    const newcomer = !standing || clock.ms() - standing.joinedAt.getTime() < NEW_MEMBER_DAYS * DAY_MS;
    if (!newcomer) return true;
    return (await deps.hasTakenPart(sender.id)) || (await repo.hasWritten(db, recipient.id, sender.id));
  }

  const announceUnread = async (userId: string) => push(userId, { type: 'messages_unread', count: await repo.unreadCount(db, userId) });

  return {
    async send(viewer: SessionUser, input: SendMessageRequest): Promise<DirectMessage> {
      const body = sendMessageRequest.parse(input);
      if (body.to === viewer.id) throw badRequest(messagesMessages.toYourself, { to: messagesMessages.toYourself }, 'own_account');
      const recipient = await people.existing(body.to);
      const blocked = await people.blockState(viewer.id, body.to);
      if (blocked === 'by_you') throw forbidden(messagesMessages.blockedByYou);
      if (blocked === 'by_them') throw forbidden(messagesMessages.blockedByThem);
      if (!(await mayWriteFirst(viewer, recipient))) throw forbidden(messagesMessages.newMember);
      const row = await repo.insertMessage(db, { from: viewer.id, to: body.to, text: body.text, now: clock.now() });
      const message = toMessage(row);
      const from = (await persons([viewer.id])).get(viewer.id)!;
      const unread = await repo.unreadCount(db, body.to);
      await push(body.to, { type: 'direct_message', message, from, unreadMessages: unread });
      await push(viewer.id, { type: 'direct_message', message, from, unreadMessages: await repo.unreadCount(db, viewer.id) });
      // One notification (inbox, push, email as they chose) when a conversation gets unread, not one per message.
      if ((await repo.unreadCount(db, body.to, viewer.id)) === 1) {
        await deps.notifications.notifier.notify(
          {
            type: 'direct_message',
            threadId: null,
            eventId: null,
            subject: from.displayName,
            actorId: viewer.id,
            actorName: from.displayName,
            title: fillActor(messagesMessages.messageTitle, from.displayName),
            body: messagesMessages.messageBody,
            metadata: { link: `/messages?with=${viewer.id}` },
          },
          [body.to],
        );
      }
      return message;
    },

    async conversations(viewer: SessionUser): Promise<ConversationList> {
      const rows = await repo.conversations(db, viewer.id, 100);
      const who = await persons(rows.map((r) => r.otherId));
      return {
        conversations: rows.map((r) => ({ with: who.get(r.otherId)!, lastMessage: toMessage(r), unread: r.unread })),
        unreadTotal: await repo.unreadCount(db, viewer.id),
      };
    },

    async conversation(viewer: SessionUser, otherId: string, q: { before?: string | undefined; limit: number }): Promise<ConversationPage> {
      // A member who left took their messages with them (ON DELETE CASCADE).
      if (!(await members.authorsByIds([otherId])).has(otherId)) throw notFound(messagesMessages.memberNotFound);
      const other = (await persons([otherId])).get(otherId)!;
      const blocked = otherId === viewer.id ? 'none' : await people.blockState(viewer.id, otherId);
      if (blocked !== 'none') return { with: other, messages: [], olderCursor: null, blocked };
      const rows = await repo.conversationPage(db, { userId: viewer.id, otherId, before: q.before, limit: q.limit + 1 });
      const page = rows.slice(0, q.limit);
      return {
        with: other,
        messages: page.reverse().map(toMessage),
        olderCursor: rows.length > q.limit ? page[0]!.id : null,
        blocked,
      };
    },

    async markRead(viewer: SessionUser, otherId: string): Promise<{ marked: number; unreadTotal: number }> {
      const marked = await repo.markRead(db, viewer.id, otherId, clock.now());
      const unreadTotal = await repo.unreadCount(db, viewer.id);
      if (marked) await push(viewer.id, { type: 'messages_unread', count: unreadTotal });
      // The bell's "sent you a message" is read too: the conversation was.
      await deps.notifications.inbox.markReadFrom(viewer.id, 'direct_message', otherId);
      return { marked, unreadTotal };
    },

    unreadTotal: (viewer: SessionUser) => repo.unreadCount(db, viewer.id),
    announceUnread,

    async report(
      viewer: SessionUser,
      messageId: string,
      input: z.input<typeof messageReportRequest>,
    ): Promise<{ id: string; message: string }> {
      const body = messageReportRequest.parse(input);
      const m = await repo.findMessage(db, messageId);
      // Someone else's message does not exist for this member.
      if (!m || m.removedAt || (m.recipientId !== viewer.id && m.senderId !== viewer.id)) throw notFound(messagesMessages.messageNotFound);
      if (m.recipientId !== viewer.id) throw badRequest(messagesMessages.reportOwn, undefined, 'own_message');
      const id = await insertReport(db, { messageId, reporterId: viewer.id, reason: body.reason, details: body.details, now: clock.now() });
      if (!id) throw conflict(messagesMessages.alreadyReported, 'already_reported');
      return { id, message: messagesMessages.reportThanks };
    },
  };
}
