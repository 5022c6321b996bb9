import type { Notification } from '@selah/contracts/notifications';
import { defaultLocale, type Locale } from '@selah/contracts/i18n';
import { translateMessage } from '@selah/contracts/message-translation';
import { notificationWords as say, titledKinds } from './words.ts';

/** A notification as stored (notifications.repo.ts), before it is put into words. */
export interface NotificationRow {
  id: string;
  userId: string;
  type: string;
  threadId: string | null;
  eventId: string | null;
  subject: string;
  /** The latest actor's name; null when they acted anonymously. */
  actorName: string | null;
  actorCount: number;
  title: string | null;
  body: string | null;
  metadata: Record<string, unknown>;
  readAt: Date | null;
  createdAt: Date;
}

/** What every channel (inbox, socket, email, push) says about one notification. */
export interface Rendered {
  title: string;
  body: string;
  link: string;
}

type Titled = (typeof titledKinds)[number];
const isTitled = (type: string): type is Titled => (titledKinds as readonly string[]).includes(type);

/** Where a click leads: the thread, the event, else the community. */
export function linkFor(row: { threadId: string | null; eventId: string | null }): string {
  if (row.threadId) return `/community?thread=${row.threadId}`;
  if (row.eventId) return `/events/${encodeURIComponent(row.eventId)}`;
  return '/community';
}

/**
 * The title names the latest actor (or "Someone") and counts the others it stands for, in the
 * reader's language; a title the station's code wrote (a contracts sentence) is translated too.
 */
export function titleFor(
  row: Pick<NotificationRow, 'type' | 'actorName' | 'actorCount' | 'title'>,
  locale: Locale = defaultLocale,
): string {
  if (row.title) return translateMessage(row.title, locale);
  if (!isTitled(row.type)) return say(locale, 'fallbackTitle');
  const actor = row.actorName ?? say(locale, 'someone');
  return say(locale, `title.${row.type}`, { actor, others: Math.max(0, row.actorCount - 1) });
}

/** A page of this site a notification names itself (a program's reminder leads to /live). */
const ownLink = (metadata: Record<string, unknown>) =>
  typeof metadata.link === 'string' && /^\/[^/\\]/.test(metadata.link) ? metadata.link : null;

/** A notification in the reader's language: Selah's own words translated, the station's and members' left as written. */
export function render(row: NotificationRow, locale: Locale = defaultLocale): Rendered {
  const body = row.body ? translateMessage(row.body, locale) : row.subject;
  return { title: titleFor(row, locale), body, link: ownLink(row.metadata ?? {}) ?? linkFor(row) };
}

export function toNotification(row: NotificationRow, locale: Locale = defaultLocale): Notification {
  const { title, body, link } = render(row, locale);
  const actionText = say(locale, row.threadId ? 'action.thread' : row.eventId ? 'action.event' : 'action.other');
  return {
    id: row.id,
    type: row.type,
    title,
    body,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
    link,
    metadata: {
      ...(row.threadId ? { threadId: row.threadId } : {}),
      ...(row.eventId ? { eventId: row.eventId } : {}),
      actionText,
      ...(row.actorCount > 1 ? { actorCount: row.actorCount } : {}),
    },
  };
}
