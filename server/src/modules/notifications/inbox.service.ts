import { defaultLocale, type Locale } from '@selah/contracts/i18n';
import { z } from 'zod';
import { commonMessages } from '@selah/contracts/common';
import {
  notificationMessages,
  notificationTabs,
  type listNotificationsQuery,
  type Notification,
  type NotificationPage,
} from '@selah/contracts/notifications';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/time/clock.ts';
import { badRequest, notFound } from '../../platform/http/errors.ts';
import * as repo from './notifications.repo.ts';
import type { Notifier } from './notify.service.ts';
import { toNotification, type NotificationRow } from './render.ts';

export type ListInput = z.infer<typeof listNotificationsQuery>;

const cursorShape = z.object({ c: z.iso.datetime({ offset: true }), i: z.uuid() });
const encodeCursor = (r: NotificationRow) => Buffer.from(JSON.stringify({ c: r.createdAt.toISOString(), i: r.id })).toString('base64url');

function decodeCursor(cursor: string | undefined): { createdAt: string; id: string } | undefined {
  if (!cursor) return undefined;
  let value: unknown = null;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    // Not ours: refused below.
  }
  const parsed = cursorShape.safeParse(value);
  if (!parsed.success) throw badRequest(commonMessages.badCursor, { cursor: commonMessages.badCursor }, 'bad_cursor');
  return { createdAt: parsed.data.c, id: parsed.data.i };
}

export type InboxService = ReturnType<typeof createInboxService>;

/** A member's own inbox; anyone else's notification does not exist for them (404). */
export function createInboxService(deps: { db: Db; clock: Clock; notifier: Pick<Notifier, 'toUser'> }) {
  const { db, clock } = deps;

  async function announceCount(userId: string): Promise<void> {
    await deps.notifier.toUser(userId, { type: 'unread_count', count: await repo.unreadCount(db, userId) });
  }

  return {
    /** A page of the member's notifications, in the language they read the inbox in. */
    async list(userId: string, q: ListInput, locale: Locale = defaultLocale): Promise<NotificationPage> {
      const types = q.type ? [q.type] : q.tab ? notificationTabs[q.tab] : null;
      const rows = await repo.listNotifications(db, {
        userId,
        types,
        unreadOnly: q.unreadOnly === 'true',
        after: decodeCursor(q.cursor),
        limit: q.limit + 1,
      });
      const page = rows.slice(0, q.limit);
      return {
        notifications: page.map((row) => toNotification(row, locale)),
        nextCursor: rows.length > q.limit ? encodeCursor(page.at(-1)!) : null,
      };
    },

    unreadCount: (userId: string) => repo.unreadCount(db, userId),

    async markRead(userId: string, id: string, locale: Locale = defaultLocale): Promise<Notification> {
      const row = await repo.markRead(db, id, userId, clock.now());
      if (!row) throw notFound(notificationMessages.notFound);
      await announceCount(userId);
      return toNotification(row, locale);
    },

    /** What was seen elsewhere (a conversation on the Messages page): that kind's notifications from that actor are read. */
    async markReadFrom(userId: string, type: string, actorId: string): Promise<void> {
      if (await repo.markReadFrom(db, userId, type, actorId, clock.now())) await announceCount(userId);
    },

    async markAllRead(userId: string): Promise<{ marked: number }> {
      const marked = await repo.markAllRead(db, userId, clock.now());
      await announceCount(userId);
      return { marked };
    },

    async remove(userId: string, id: string): Promise<void> {
      if (!(await repo.deleteNotification(db, id, userId))) throw notFound(notificationMessages.notFound);
      await announceCount(userId);
    },
  };
}
