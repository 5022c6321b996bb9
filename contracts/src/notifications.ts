import { z } from 'zod';
import type { MessagePush } from './messages.ts';

/** Spec §3: every kind of notification. Anything unknown is shown as the default kind. */
export const notificationTypes = [
  'prayer_reply',
  'prayer_joined',
  'comment',
  'thread_reply',
  'community',
  'system',
  'mention',
  'encouragement',
  'health_update',
  'event_reminder',
  'event_changed',
  'content_follow',
  'direct_message',
  'prayer_request',
  'prayer_answered',
  'event_place',
  'live_now',
] as const;
export type NotificationType = (typeof notificationTypes)[number];

/** The inbox tabs (spec §2 /notifications) and the types each shows. */
export const notificationTabs = {
  all: null,
  mentions: ['mention'],
  prayer: ['prayer_reply', 'prayer_joined', 'prayer_request', 'prayer_answered'],
  messages: ['direct_message', 'comment', 'thread_reply', 'content_follow'],
  calendar: ['event_reminder', 'event_changed', 'event_place', 'live_now'],
  system: ['system', 'community', 'encouragement', 'health_update'],
} as const satisfies Record<string, readonly NotificationType[] | null>;

export const notificationMessages = {
  notFound: 'That notification is no longer there.',
  quietHours: 'Quiet hours are whole hours, from 00:00 to 23:00.',
  badType: 'Unknown notification type.',
  unsubscribed: 'You will no longer get these emails. You can turn them back on in your notification settings.',
  unsubscribeInvalid: 'This unsubscribe link is not valid. Please use the notification settings instead.',
  loadFailed: 'Failed to load notifications',
  loadFailedHint: 'Unable to fetch your notifications. Please try again.',
  settingsSaved: 'Settings updated',
  settingsSavedHint: 'Your notification preferences have been saved.',
  badTimezone: 'That time zone is not recognised. Please choose one from the list.',
  quietHoursSame: 'Quiet hours must start and end at different hours.',
  pushSubscription: 'This browser sent a push subscription the station cannot use.',
  pushNotFound: 'That device is not subscribed to push notifications.',
  socketSignIn: 'Please sign in to receive notifications.',
} as const;

export const notification = z.object({
  id: z.string(),
  type: z.string(),
  title: z.string(),
  body: z.string(),
  createdAt: z.string(),
  /** null while unread. */
  readAt: z.string().nullable(),
  /** Where a click leads, worked out by the server (the thread's own page, the event…). */
  link: z.string(),
  metadata: z.object({
    threadId: z.string().optional(),
    eventId: z.string().optional(),
    actionText: z.string().optional(),
    /** How many people a coalesced notification stands for ("Eli and 4 others"). */
    actorCount: z.number().int().optional(),
  }),
});
export type Notification = z.infer<typeof notification>;

export const listNotificationsQuery = z.object({
  type: z.enum(notificationTypes).optional(),
  /** One of the inbox tabs; `type` wins when both are given. */
  tab: z.enum(['all', 'mentions', 'prayer', 'messages', 'calendar', 'system']).optional(),
  unreadOnly: z.enum(['true', 'false']).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
  cursor: z.string().max(200).optional(),
});

/** A page of the inbox, newest first (an envelope for the cursor, as decision 004 did for threads). */
export const notificationPage = z.object({ notifications: z.array(notification), nextCursor: z.string().nullable() });
export type NotificationPage = z.infer<typeof notificationPage>;

export const unreadCount = z.object({ count: z.number().int() });

export const digestFrequencies = ['none', 'daily', 'weekly'] as const;
/** Whole hours, "HH:00"; quiet from `start` until `end` in the member's time zone (may cross midnight). */
const hour = z.string().regex(/^([01]\d|2[0-3]):00$/, notificationMessages.quietHours);
/** Without a zone (the original client's payload): the member's zone, else the station's. */
export const quietHours = z.object({ start: hour, end: hour, timezone: z.string().max(60).optional() }).nullable();

/** What a member has for a kind until they change it: in the app only, but "Live now" by push too (issue 27). */
export const defaultChannels = (type: string) => ({ inApp: true, email: false, push: type === 'live_now' });

export const notificationPreference = z.object({
  type: z.enum(notificationTypes),
  inApp: z.boolean(),
  email: z.boolean(),
  push: z.boolean(),
  digest: z.enum(digestFrequencies),
  quietHours,
});
export type NotificationPreference = z.infer<typeof notificationPreference>;

/** Spec §7: one type's preferences; `types` sets several at once (Enable All / Disable All is one call). */
export const updatePreferencesRequest = z.object({
  type: z.enum(notificationTypes, { error: notificationMessages.badType }).optional(),
  types: z
    .array(z.enum(notificationTypes, { error: notificationMessages.badType }))
    .max(notificationTypes.length)
    .optional(),
  preferences: notificationPreference.omit({ type: true }).partial(),
});
export const preferencesResponse = z.array(notificationPreference);

/** What /ws/notifications pushes to a member's open pages. */
export type NotificationPush =
  { type: 'notification'; notification: Notification; unreadCount: number } | { type: 'unread_count'; count: number } | MessagePush;

/** POST /api/notifications/read-all: how many were marked read. */
export const readAllResponse = z.object({ marked: z.number().int() });

/** A browser's PushSubscription, as `JSON.stringify(subscription)` gives it (one per device). */
export const pushSubscriptionRequest = z.object({
  endpoint: z.url({ error: notificationMessages.pushSubscription }).max(2000),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: z.string().min(1).max(200), auth: z.string().min(1).max(100) }),
});
export const pushUnsubscribeRequest = z.object({ endpoint: z.url({ error: notificationMessages.pushNotFound }).max(2000) });
export const vapidPublicKeyResponse = z.object({ publicKey: z.string() });

/** The signed one-click unsubscribe link in every notification email (RFC 8058). */
export const unsubscribeQuery = z.object({ u: z.uuid(), t: z.string().max(400), s: z.string().max(100) });
export const unsubscribeResponse = z.object({ message: z.string() });

/** "1 other" / "4 others", after an actor's name. */
export const othersPhrase = (n: number) => (n === 1 ? '1 other' : `${n} others`);

/** The prayer team: members told of every new prayer request. */
export const prayerTeamState = z.object({ member: z.boolean() });
export type PrayerTeamState = z.infer<typeof prayerTeamState>;
export const prayerTeamRequest = z.object({
  member: z.boolean({ error: 'Say whether you want to be on the prayer team (true or false).' }),
});
export const prayerTeamMessages = {
  rateLimit: 'You have changed your prayer team place many times in a short while. Please wait a few minutes and try again.',
  joined: 'You are on the prayer team. We will tell you of each new prayer request.',
  left: 'You have left the prayer team.',
} as const;
