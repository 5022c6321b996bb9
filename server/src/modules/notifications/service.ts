import crypto from 'node:crypto';
import type { Locale } from '@selah/contracts/i18n';
import type { ModuleContext } from '../../platform/module.ts';
import { publicAddress } from '../../platform/public-address.ts';
import type { PushSocket } from '../../platform/push/client-push.ts';
import type { MembersService } from '../accounts/index.ts';
import * as deliveryRepo from './delivery.repo.ts';
import { createDeliveryService } from './delivery.service.ts';
import { createInboxService } from './inbox.service.ts';
import { verifyUnsubscribe } from './mail.ts';
import { createNotifier, createTracker, NOTIFICATIONS_CHANNEL } from './notify.service.ts';
import { createPreferencesService } from './preferences.service.ts';
import { createPrayerTeamService } from './prayer-team.service.ts';
import { createPushSender, generateVapidKeys, type VapidKeys } from './push-sender.ts';
import { notificationTypes } from '@selah/contracts/notifications';

/** A value worked out once (a secret read or generated), tried again if it failed. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () =>
    (pending ??= load().catch((err: unknown) => {
      pending = null;
      throw err;
    }));
}

/** Who the push services may contact about this station: its https address, else the mail sender. */
function vapidSubject(publicUrl: string | undefined, mailFrom: string | undefined): string {
  if (publicUrl?.startsWith('https:')) return publicUrl;
  const address = /<([^>]+)>/.exec(mailFrom ?? '')?.[1] ?? (mailFrom?.includes('@') ? mailFrom.trim() : 'no-reply@localhost');
  return `mailto:${address}`;
}

/** The notifications module's service, composed from the module context. */
export function createNotificationsService(ctx: ModuleContext, members: MembersService) {
  const { db, clock, log, config } = ctx;
  const baseUrl = () => publicAddress(config, ctx.settings);
  const unsubscribeKey = once(() =>
    deliveryRepo.ensureSecret(db, 'notifications.unsubscribe-key', () => crypto.randomBytes(32).toString('base64url')),
  );
  const vapidKeys = once(
    async () =>
      JSON.parse(await deliveryRepo.ensureSecret(db, 'notifications.vapid', () => JSON.stringify(generateVapidKeys()))) as VapidKeys,
  );
  const tracker = createTracker(log);
  const preferences = createPreferencesService({ db, clock, stationZone: ctx.time.zone });
  const push = createPushSender({
    db,
    clock,
    log,
    keys: vapidKeys,
    subject: vapidSubject(config.publicUrl, config.mailFrom),
    outbound: { allowOrigins: config.outboundAllowOrigins },
  });
  const delivery = createDeliveryService({
    db,
    clock,
    log,
    mailer: ctx.mailer,
    jobs: ctx.jobs,
    push,
    preferences,
    contacts: (ids) => members.contactsByIds(ids),
    unsubscribeKey,
    baseUrl,
    stationZone: ctx.time.zone,
  });
  const notifier = createNotifier({ db, clock, push: ctx.push, delivery, track: tracker.track });
  delivery.registerJobs(ctx.jobs);

  return {
    inbox: createInboxService({ db, clock, notifier }),
    preferences,
    notifier,
    push,
    prayerTeam: createPrayerTeamService({ db, clock }),
    registerJobs: delivery.registerJobs,
    /** Resolves once mail and push started so far have gone out (shutdown, tests). */
    idle: tracker.idle,
    /** First start: the unsubscribe key and the VAPID keys are generated and kept. */
    async ensureSecrets(): Promise<void> {
      await Promise.all([unsubscribeKey(), vapidKeys()]);
    },
    /** Holds a member's socket for their notifications (every instance pushes to its own sockets). */
    attach(socket: PushSocket & { once(event: 'close', fn: () => void): unknown }, userId: string): void {
      ctx.push.attach(socket, NOTIFICATIONS_CHANNEL, userId);
    },
    /** The saved language of the member a valid unsubscribe link names (null for a link that is not ours). */
    async linkLocale(q: { u: string; t: string; s: string }): Promise<Locale | null> {
      if (!verifyUnsubscribe(await unsubscribeKey(), q, notificationTypes)) return null;
      return (await members.contactsByIds([q.u])).get(q.u)?.locale ?? null;
    },
    /** The one-click unsubscribe link's kinds turned off; false when the link is not ours. */
    async unsubscribe(q: { u: string; t: string; s: string }): Promise<boolean> {
      const types = verifyUnsubscribe(await unsubscribeKey(), q, notificationTypes);
      if (!types) return false;
      // A member who has since left has nothing left to turn off.
      if ((await members.contactsByIds([q.u])).has(q.u)) await preferences.unsubscribe(q.u, types);
      return true;
    },
  };
}

export type NotificationsModuleService = ReturnType<typeof createNotificationsService>;
