import type { MessagesModuleService } from './module-service.ts';
import { defineModule, type ModuleRoutes } from '../../platform/module.ts';
import { messagesAdminRoutes } from './admin-routes.ts';
import { listenForFollowed } from './follow-listeners.ts';
import { createMessageReportsService } from './message-reports.service.ts';
import { createMessagesService } from './messages.service.ts';
import { peopleRoutes } from './people-routes.ts';
import { createPeopleService } from './people.service.ts';
import { messagesRoutes } from './routes.ts';

/** Direct messages a member may send per ten minutes unless the config says otherwise. */
const MESSAGES_PER_10_MIN = 30;

export type { MessagesModuleService } from './module-service.ts';

declare module '../../platform/module.ts' {
  interface ModuleServices {
    messages: MessagesModuleService;
  }
}

const routes: ModuleRoutes<MessagesModuleService> = async (app, opts) => {
  await app.register(peopleRoutes, opts);
  await app.register(messagesRoutes, opts);
};

/**
 * Members and each other (issue 30, decision 023): following (their posts and their going live
 * reach you), blocking, and one-to-one messages delivered over the notifications socket, with
 * push and email as each member chose for "Direct messages". Staff read only reported messages.
 */
export const messagesModule = defineModule<MessagesModuleService>({
  name: 'messages',
  service: (ctx) => {
    const { members } = ctx.use('accounts');
    const site = ctx.use('site');
    const people = createPeopleService({ db: ctx.db, clock: ctx.clock, members, team: () => site.team() });
    const replies = ctx.use('community').replies;
    return {
      people,
      messages: createMessagesService({
        db: ctx.db,
        clock: ctx.clock,
        members,
        people,
        notifications: ctx.use('notifications'),
        hasTakenPart: (id) => replies.hasTakenPart(id),
      }),
      reports: createMessageReportsService({ db: ctx.db, clock: ctx.clock, audit: ctx.audit, members }),
      limits: { messagesPer10Min: ctx.config.limits.messagesPer10Min ?? MESSAGES_PER_10_MIN },
    };
  },
  routes,
  adminRoutes: messagesAdminRoutes,
  events: (service, ctx) =>
    listenForFollowed({
      bus: ctx.bus,
      members: ctx.use('accounts').members,
      people: service.people,
      notifier: ctx.use('notifications').notifier,
      clock: ctx.clock,
    }),
});
