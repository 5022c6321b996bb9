import { createSpamJudge } from '../../platform/http/anti-spam.ts';
import { stationPage } from './app-shell.ts';
import { defineModule } from '../../platform/module.ts';
import { publicAddress } from '../../platform/public-address.ts';
import { siteAdminRoutes } from './admin-routes.ts';
import { siteRoutes } from './routes.ts';
import { createSiteService, type SiteService } from './site.service.ts';

declare module '../../platform/module.ts' {
  interface ModuleServices {
    site: SiteService;
  }
}

export type { SiteService };

export const siteModule = defineModule({
  name: 'site',
  service: (ctx) =>
    createSiteService({
      db: ctx.db,
      contentDir: ctx.config.paths.content,
      dataDir: ctx.config.dataDir,
      clock: ctx.clock,
      mailer: ctx.mailer,
      audit: ctx.audit,
      bus: ctx.bus,
      spam: createSpamJudge({ minFormMs: ctx.config.limits.minFormMs, clock: ctx.clock }),
      address: () => publicAddress(ctx.config, ctx.settings),
      zone: ctx.time.zone,
    }),
  routes: siteRoutes,
  adminRoutes: siteAdminRoutes,
  // The identity a station shows until its setup, and the demo's pages (marked, so "start empty" removes them).
  seed: (service, { marks }) => service.seed(marks),
  removeDemo: (service, marks) => service.removeDemo(marks),
  // The station's mail goes out under its name ("Grace Valley Radio" <radio@…>).
  events: (service, ctx) => ctx.mailer.signAs(async () => (await service.pageStation()).name),
  page: async (service, pathname) => stationPage(await service.pageStation(), pathname, await service.address()),
});
