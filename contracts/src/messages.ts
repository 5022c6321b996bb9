import { z } from 'zod';

/** The longest direct message, in characters (a long letter, not a document). */
export const MESSAGE_MAX_LENGTH = 2000;
/** A new member (no post that is still shown) is limited this many days after joining (decision 023). */
export const NEW_MEMBER_DAYS = 7;

/** Every sentence the people and messages endpoints say, server and browser alike. */
export const messagesMessages = {
  memberNotFound: 'That member does not exist.',
  messageNotFound: 'That message is no longer there.',
  empty: 'Please write a message before sending it.',
  tooLong: `A message can be at most ${MESSAGE_MAX_LENGTH} characters. Please shorten it or send it in two parts.`,
  toYourself: 'You cannot send a message to yourself.',
  followYourself: 'You cannot follow yourself.',
  blockYourself: 'You cannot block yourself.',
  blockedByYou: 'You blocked this member. Unblock them on their profile if you want to write to them again.',
  blockedByThem: 'This member is not accepting messages from you.',
  followBlocked: 'You cannot follow this member.',
  newMember: `New members can write to the station team, or answer people who wrote to them first. Once you have posted in the community, or after your first ${NEW_MEMBER_DAYS} days, you can write to anyone.`,
  flood: 'You have sent many messages in a short while. Please wait a few minutes before sending more.',
  followFlood: 'You have followed and unfollowed many times in a short while. Please wait a few minutes and try again.',
  reportOwn: 'You can report only messages sent to you.',
  alreadyReported: 'You have already reported this message. The moderators will look at it.',
  reportThanks: 'Thank you. The moderators will read this message and decide what to do.',
  badReason: 'Please choose why you are reporting this message.',
  detailsLong: 'Please keep the details under 500 characters.',
  noOpenReports: 'That message has no open reports.',
  badAction: 'Choose dismiss or delete.',
  removed: 'This message was removed by the moderators.',
  followPost: '{actor} posted a new discussion',
  followLive: '{actor} is live now',
  messageTitle: '{actor} sent you a message',
  messageBody: 'Open your messages to read it and reply.',
} as const;

export const userIdParams = z.object({ id: z.uuid(messagesMessages.memberNotFound) });
export const conversationParams = z.object({ userId: z.uuid(messagesMessages.memberNotFound) });
export const messageIdParams = z.object({ id: z.uuid(messagesMessages.messageNotFound) });

/** Who blocked whom between the viewer and another member, if anyone. */
export const blockState = z.enum(['none', 'by_you', 'by_them']);
export type BlockState = z.infer<typeof blockState>;

/** GET /api/users/{id}: a member as others see them, with their follow counts. */
export const publicProfile = z.object({
  id: z.string(),
  username: z.string(),
  displayName: z.string(),
  place: z.string(),
  avatar: z.string().nullable(),
  /** 'member', 'broadcaster' (a host) or 'admin'. */
  role: z.string(),
  joinedAt: z.string(),
  followers: z.number().int(),
  following: z.number().int(),
  /** The signed-in viewer's relation; false / 'none' for a visitor. */
  isFollowing: z.boolean(),
  blocked: blockState,
});
export type PublicProfile = z.infer<typeof publicProfile>;

export const followState = z.object({ following: z.boolean(), followers: z.number().int() });
export type FollowState = z.infer<typeof followState>;
export const blockResponse = z.object({ blocked: z.boolean() });

/** The station team's members who have an account (their team card's email), for the team page's Follow. */
export const teamAccounts = z.object({ accounts: z.array(z.object({ teamMemberId: z.string(), userId: z.string() })) });
export type TeamAccounts = z.infer<typeof teamAccounts>;

export const sendMessageRequest = z.object({
  to: z.uuid(messagesMessages.memberNotFound),
  text: z.string({ error: messagesMessages.empty }).trim().min(1, messagesMessages.empty).max(MESSAGE_MAX_LENGTH, messagesMessages.tooLong),
});
export type SendMessageRequest = z.input<typeof sendMessageRequest>;

export const directMessage = z.object({
  id: z.string(),
  fromId: z.string(),
  toId: z.string(),
  text: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type DirectMessage = z.infer<typeof directMessage>;

const person = z.object({ id: z.string(), username: z.string(), displayName: z.string(), avatar: z.string().nullable() });
export type MessagePerson = z.infer<typeof person>;

export const conversationSummary = z.object({
  with: person,
  lastMessage: directMessage,
  unread: z.number().int(),
});
export type ConversationSummary = z.infer<typeof conversationSummary>;
export const conversationList = z.object({ conversations: z.array(conversationSummary), unreadTotal: z.number().int() });
export type ConversationList = z.infer<typeof conversationList>;

export const conversationQuery = z.object({
  /** Older than this message (its id), for the next page back. */
  before: z.uuid(messagesMessages.messageNotFound).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
/** One conversation, oldest first; `olderCursor` fetches the page before it. */
export const conversationPage = z.object({
  with: person,
  messages: z.array(directMessage),
  olderCursor: z.string().nullable(),
  blocked: blockState,
});
export type ConversationPage = z.infer<typeof conversationPage>;
export const unreadMessages = z.object({ count: z.number().int() });
export const readResponse = z.object({ marked: z.number().int(), unreadTotal: z.number().int() });

export const messageReportReasons = ['harassment', 'spam', 'inappropriate', 'other'] as const;
export const messageReportRequest = z.object({
  reason: z.enum(messageReportReasons, { error: messagesMessages.badReason }),
  details: z.string().trim().max(500, messagesMessages.detailsLong).optional().default(''),
});
export const messageReportResponse = z.object({ id: z.string(), message: z.string() });

/** A reported message, the only private message staff may read (decision 023). */
export const reportedMessage = z.object({
  reportId: z.string(),
  messageId: z.string(),
  text: z.string(),
  sentAt: z.string(),
  from: person,
  reportedBy: person,
  reason: z.string(),
  details: z.string(),
  reportedAt: z.string(),
});
export type ReportedMessage = z.infer<typeof reportedMessage>;
export const reportedMessages = z.object({ items: z.array(reportedMessage) });
export const resolveMessageReport = z.object({ action: z.enum(['dismiss', 'delete'], { error: messagesMessages.badAction }) });
export const reportIdParams = z.object({ id: z.uuid(messagesMessages.messageNotFound) });

/** What /ws/notifications pushes about messages, beside the notifications themselves. */
export type MessagePush =
  | { type: 'direct_message'; message: DirectMessage; from: MessagePerson; unreadMessages: number }
  | { type: 'messages_unread'; count: number };

export const fillActor = (template: string, actor: string) => template.replace('{actor}', actor);
