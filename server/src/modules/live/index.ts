import type { LiveModuleService } from './module-service.ts';
import { defineModule, type ModuleRoutes } from '../../platform/module.ts';
import { forgetLiveMember, liveDataOf } from './member-data.repo.ts';
import { liveAdminRoutes } from './admin-routes.ts';
import { createChatService } from './chat.service.ts';
import { createLiveAdminService } from './live-admin.service.ts';
import { createLiveService, LIVE_CHANNEL } from './live.service.ts';
import { liveRoutes } from './routes.ts';

export type { LiveModuleService } from './module-service.ts';

declare module '../../platform/module.ts' {
  interface ModuleServices {
    live: LiveModuleService;
  }
}

export { LIVE_CHANNEL } from './live.service.ts';
export { hashStreamKey } from './live.service.ts';

const routes: ModuleRoutes<LiveModuleService> = async (app, { service }) => {
  await app.register(liveRoutes, { service });
};

/** Live video (RTMP in, HLS out, or an Owncast server), the studio and the live chat. */
export const liveModule = defineModule<LiveModuleService>({
  name: 'live',
  service: (ctx) => {
    const site = ctx.use('site');
    const { radio } = ctx.use('radio');
    const live = createLiveService({
      db: ctx.db,
      bus: ctx.bus,
      push: ctx.push,
      clock: ctx.clock,
      log: ctx.log,
      config: ctx.config,
      stationName: async () => (await site.station()).name,
      zone: ctx.time.zone,
      radio: ctx.config.radioEnabled ? radio : undefined,
      staffMayAct: (userId) => ctx.use('accounts').twoStep.staffMayAct(userId),
    });
    return {
      live,
      admin: createLiveAdminService({ db: ctx.db, audit: ctx.audit, live, radio: ctx.config.radioEnabled ? radio : undefined }),
      chat: createChatService({ db: ctx.db, push: ctx.push, clock: ctx.clock, log: ctx.log, channel: LIVE_CHANNEL }),
    };
  },
  routes,
  adminRoutes: liveAdminRoutes,
  adminRoles: ['admin', 'broadcaster'],
  events: ({ live }, ctx) => {
    ctx.bus.onBroadcast('site.station-changed', () => live.refreshName());
    ctx.bus.onBroadcast('accounts.suspended', ({ userId, username }) => {
      if (live.endBroadcastOf(userId)) ctx.log.info(`Ended ${username}'s video broadcast: suspended`);
    });
  },
  start: ({ live }) => live.start(),
  stop: ({ live }) => live.stop(),
  // The member's part of their data export and of their account's deletion (decision 021).
  memberData: { export: (_s, userId, db) => liveDataOf(db, userId), forget: (_s, userId, tx) => forgetLiveMember(tx, userId) },
});
