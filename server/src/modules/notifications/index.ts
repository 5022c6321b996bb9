import { defineModule } from '../../platform/module.ts';
import { forgetNotificationMember, notificationDataOf } from './member-data.repo.ts';
import { listenToCommunity } from './community-listeners.ts';
import { notificationsRoutes } from './routes.ts';
import { createNotificationsService, type NotificationsModuleService } from './service.ts';

export type { NotificationsModuleService } from './service.ts';

declare module '../../platform/module.ts' {
  interface ModuleServices {
    notifications: NotificationsModuleService;
  }
}

/**
 * Notifications: the inbox and its live socket, preferences and quiet hours, email (now or in
 * a daily/weekly digest) and web push, all from other modules' domain events.
 */
export const notificationsModule = defineModule<NotificationsModuleService>({
  name: 'notifications',
  service: (ctx) => createNotificationsService(ctx, ctx.use('accounts').members),
  routes: notificationsRoutes,
  events: (service, ctx) => {
    listenToCommunity({
      bus: ctx.bus,
      threads: ctx.use('community').threads,
      members: ctx.use('accounts').members,
      notifier: service.notifier,
      prayerTeam: service.prayerTeam,
    });
  },
  start: (service) => service.ensureSecrets(),
  stop: (service) => service.idle(),
  // The member's part of their data export and of their account's deletion (decision 021).
  memberData: {
    export: (_s, userId, db) => notificationDataOf(db, userId),
    forget: (_s, userId, tx) => forgetNotificationMember(tx, userId),
  },
});
