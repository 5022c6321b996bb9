import type { NotificationPush } from '@selah/contracts/notifications';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/time/clock.ts';
import type { Log } from '../../platform/module.ts';
import type { ClientPush } from '../../platform/push/client-push.ts';
import type { DeliveryService } from './delivery.service.ts';
import * as repo from './notifications.repo.ts';
import { toNotification, type NotificationRow } from './render.ts';

/** The socket channel a member's open pages listen on (/ws/notifications). */
export const NOTIFICATIONS_CHANNEL = 'notifications';

/** Work that outlives the request that started it (mail, push), awaited on shutdown and in tests. */
export function createTracker(log: Log) {
  const pending = new Set<Promise<unknown>>();
  return {
    track(work: Promise<unknown>): void {
      const p: Promise<unknown> = work
        .catch((err: unknown) => log.warn(`Notification delivery failed: ${err instanceof Error ? err.message : String(err)}`))
        .finally(() => pending.delete(p));
      pending.add(p);
    },
    async idle(): Promise<void> {
      while (pending.size) await Promise.allSettled([...pending]);
    },
  };
}

export type Notifier = ReturnType<typeof createNotifier>;

export function createNotifier(deps: {
  db: Db;
  clock: Clock;
  push: ClientPush;
  delivery: DeliveryService;
  track: (work: Promise<unknown>) => void;
}) {
  const { db, clock, push } = deps;

  const toUser = (userId: string, message: NotificationPush) => push.toUser(NOTIFICATIONS_CHANNEL, userId, message);

  return {
    toUser,

    /**
     * Notifies these members of one thing that happened: stored (coalesced) in one statement,
     * pushed to their open pages with their new unread count, then mailed and web-pushed in
     * the background as each of them asked. The actor is never notified of their own action.
     */
    async notify(fact: repo.NotificationFact, recipients: readonly string[]): Promise<NotificationRow[]> {
      const ids = [...new Set(recipients)].filter((id) => id !== fact.actorId);
      if (!ids.length) return [];
      const rows = await repo.upsertNotifications(db, fact, ids, clock.now());
      const locales = await deps.delivery.localesOf(rows.map((r) => r.userId));
      await Promise.all(
        rows.map(({ unreadCount, ...row }) =>
          toUser(row.userId, { type: 'notification', notification: toNotification(row, locales.get(row.userId)), unreadCount }),
        ),
      );
      const stored = new Map(rows.map((r) => [r.userId, r]));
      // A member with this kind's inbox off has no row; their email or push says it as one new event.
      const unstored = (userId: string): NotificationRow => ({
        ...fact,
        id: '',
        userId,
        actorCount: 1,
        title: fact.title ?? null,
        body: fact.body ?? null,
        metadata: fact.metadata ?? {},
        readAt: null,
        createdAt: clock.now(),
      });
      const items = ids.map((userId) => {
        const row = stored.get(userId);
        return { userId, notificationId: row?.id ?? null, row: row ?? unstored(userId) };
      });
      deps.track(deps.delivery.deliver(fact.type, items));
      return rows;
    },
  };
}
