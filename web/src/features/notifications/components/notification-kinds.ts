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
import type { MessageId } from '@/i18n/t';

/** How each kind of notification is named in the settings (a message id), and its icon everywhere. */
export const notificationKinds: Record<NotificationType, { label: MessageId; icon: LucideIcon }> = {
  prayer_reply: { label: 'notifications.kind.prayer_reply', icon: HandHeart },
  prayer_joined: { label: 'notifications.kind.prayer_joined', icon: HeartHandshake },
  prayer_request: { label: 'notifications.kind.prayer_request', icon: HandHeart },
  prayer_answered: { label: 'notifications.kind.prayer_answered', icon: Sparkles },
  thread_reply: { label: 'notifications.kind.thread_reply', icon: MessagesSquare },
  comment: { label: 'notifications.kind.comment', icon: MessageCircle },
  content_follow: { label: 'notifications.kind.content_follow', icon: MessagesSquare },
  mention: { label: 'notifications.kind.mention', icon: AtSign },
  direct_message: { label: 'notifications.kind.direct_message', icon: Mail },
  encouragement: { label: 'notifications.kind.encouragement', icon: Sparkles },
  health_update: { label: 'notifications.kind.health_update', icon: HeartPulse },
  event_reminder: { label: 'notifications.kind.event_reminder', icon: CalendarClock },
  event_changed: { label: 'notifications.kind.event_changed', icon: CalendarDays },
  event_place: { label: 'notifications.kind.event_place', icon: CalendarClock },
  live_now: { label: 'notifications.kind.live_now', icon: Radio },
  community: { label: 'notifications.kind.community', icon: Users },
  system: { label: 'notifications.kind.system', icon: Info },
};

/** The order the settings list them in: the community first, the station last. */
export const orderedTypes: readonly NotificationType[] = Object.keys(notificationKinds) as NotificationType[];

const isKnown = (type: string): type is NotificationType => (notificationTypes as readonly string[]).includes(type);

/** Anything the station adds later is shown as the default kind (a bell). */
export const iconFor = (type: string): LucideIcon => (isKnown(type) ? notificationKinds[type].icon : Bell);

export const inboxTabs: ReadonlyArray<{ value: NotificationTab; label: MessageId }> = [
  { value: 'all', label: 'notifications.tab.all' },
  { value: 'mentions', label: 'notifications.tab.mentions' },
  { value: 'prayer', label: 'notifications.tab.prayer' },
  { value: 'messages', label: 'notifications.tab.messages' },
  { value: 'calendar', label: 'notifications.tab.calendar' },
  { value: 'system', label: 'notifications.tab.system' },
];

/** Whether a notification of this type is listed under the tab. */
export function inTab(tab: NotificationTab, type: string): boolean {
  const types = notificationTabs[tab];
  return types === null || (types as readonly string[]).includes(type);
}

/** '99+' above 99. */
export const capCount = (n: number) => (n > 99 ? '99+' : String(n));
