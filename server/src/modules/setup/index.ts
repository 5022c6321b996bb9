import type { SetupModuleService } from './module-service.ts';
import { defineModule } from '../../platform/module.ts';
import { setupAdminRoutes } from './admin-routes.ts';
import { setupPage } from './page.ts';
import { setupRoutes } from './routes.ts';
import { createSetupService } from './setup.service.ts';

export type { SetupModuleService } from './module-service.ts';

declare module '../../platform/module.ts' {
  interface ModuleServices {
    setup: SetupModuleService;
  }
}

/** The first run: a station with no admin is set up in the browser with a code printed at start. */
export const setupModule = defineModule<SetupModuleService>({
  name: 'setup',
  service: (ctx) => {
    const site = ctx.use('site');
    return {
      site,
      setup: createSetupService({
        settings: ctx.settings,
        clock: ctx.clock,
        time: ctx.time,
        log: ctx.log,
        audit: ctx.audit,
        accounts: ctx.use('accounts'),
        site,
        demo: ctx.demo,
        demoStation: ctx.demoStation,
      }),
    };
  },
  routes: setupRoutes,
  adminRoutes: setupAdminRoutes,
  page: async ({ setup }) => setupPage(await setup.needed()),
  checklist: async ({ setup }) => {
    const { present } = await setup.demoStatus();
    return present
      ? [
          {
            id: 'demo',
            done: false,
            title: 'The demo station’s content is still here',
            detail: 'Sample members, posts, podcasts, events, sponsors and programs. Remove them all when you are ready; your own stay.',
            href: '/admin',
            action: 'Remove the demo',
          },
        ]
      : [];
  },
  start: async ({ setup }) => {
    await setup.issueCode();
  },
});
