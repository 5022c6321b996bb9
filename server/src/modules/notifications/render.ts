import { notificationCopy, othersPhrase, type Notification } from '@selah/contracts/notifications';

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

type Templated = keyof typeof notificationCopy.titles;
const isTemplated = (type: string): type is Templated => type in notificationCopy.titles;

/** Where a click leads: the thread, the event, else the community. */
export function linkFor(row: { threadId: string | null; eventId: string | null }): string {
  if (row.threadId) return `/community?thread=${row.threadId}`;
  if (row.eventId) return `/events/${encodeURIComponent(row.eventId)}`;
  return '/community';
}

/** The title names the latest actor (or "Someone") and counts the others it stands for. */
export function titleFor(row: Pick<NotificationRow, 'type' | 'actorName' | 'actorCount' | 'title'>): string {
  if (row.title) return row.title;
  if (!isTemplated(row.type)) return notificationCopy.fallbackTitle;
  const template = notificationCopy.titles[row.type];
  const actor = row.actorName ?? notificationCopy.someone;
  const others = Math.max(0, row.actorCount - 1);
  return (others > 0 ? template.many : template.one).replace('{actor}', actor).replace('{others}', othersPhrase(others));
}

/** A page of this site a notification names itself (a program's reminder leads to /live). */
const ownLink = (metadata: Record<string, unknown>) =>
  typeof metadata.link === 'string' && /^\/[^/\\]/.test(metadata.link) ? metadata.link : null;

export function render(row: NotificationRow): Rendered {
  return { title: titleFor(row), body: row.body ?? row.subject, link: ownLink(row.metadata ?? {}) ?? linkFor(row) };
}

export function toNotification(row: NotificationRow): Notification {
  const { title, body, link } = render(row);
  const actionText = row.threadId
    ? notificationCopy.actionText.thread
    : row.eventId
      ? notificationCopy.actionText.event
      : notificationCopy.actionText.other;
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
