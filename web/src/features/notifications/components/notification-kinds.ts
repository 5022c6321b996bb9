import {
  AtSign,
  Bell,
  CalendarClock,
  CalendarDays,
  HandHeart,
  HeartHandshake,
  HeartPulse,
  Info,
  Mail,
  Radio,
  MessageCircle,
  MessagesSquare,
  Sparkles,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { notificationTabs, notificationTypes, type NotificationType } from '@selah/contracts/notifications';
import type { NotificationTab } from '../api/keys';

/** How each kind of notification is named in the settings, and its icon everywhere. */
export const notificationKinds: Record<NotificationType, { label: string; icon: LucideIcon }> = {
  prayer_reply: { label: 'Replies to my prayer requests', icon: HandHeart },
  prayer_joined: { label: 'People praying for my requests', icon: HeartHandshake },
  prayer_request: { label: 'New prayer requests (prayer team)', icon: HandHeart },
  prayer_answered: { label: 'Answers to prayers I prayed for', icon: Sparkles },
  thread_reply: { label: 'Replies to my discussions', icon: MessagesSquare },
  comment: { label: 'Replies to my comments', icon: MessageCircle },
  content_follow: { label: 'New replies in discussions I follow', icon: MessagesSquare },
  mention: { label: 'When someone mentions me', icon: AtSign },
  direct_message: { label: 'Direct messages', icon: Mail },
  encouragement: { label: 'Encouragement from the community', icon: Sparkles },
  health_update: { label: 'Health updates on prayer requests', icon: HeartPulse },
  event_reminder: { label: 'Reminders of events', icon: CalendarClock },
  event_changed: { label: 'Changes to events', icon: CalendarDays },
  event_place: { label: 'A place opened at an event I wait for', icon: CalendarClock },
  live_now: { label: 'Live now: programs I follow go live', icon: Radio },
  community: { label: 'Community announcements', icon: Users },
  system: { label: 'Station and account messages', icon: Info },
};

/** The order the settings list them in: the community first, the station last. */
export const orderedTypes: readonly NotificationType[] = Object.keys(notificationKinds) as NotificationType[];

const isKnown = (type: string): type is NotificationType => (notificationTypes as readonly string[]).includes(type);

/** Anything the station adds later is shown as the default kind (a bell). */
export const iconFor = (type: string): LucideIcon => (isKnown(type) ? notificationKinds[type].icon : Bell);

export const inboxTabs: ReadonlyArray<{ value: NotificationTab; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'mentions', label: 'Mentions' },
  { value: 'prayer', label: 'Prayer' },
  { value: 'messages', label: 'Messages' },
  { value: 'calendar', label: 'Calendar' },
  { value: 'system', label: 'System' },
];

/** Whether a notification of this type is listed under the tab. */
export function inTab(tab: NotificationTab, type: string): boolean {
  const types = notificationTabs[tab];
  return types === null || (types as readonly string[]).includes(type);
}

/** '99+' above 99. */
export const capCount = (n: number) => (n > 99 ? '99+' : String(n));
