import { createSpamJudge } from '../../platform/http/anti-spam.ts';
import { TtlCache } from '../../platform/ttl-cache.ts';
import { stationPage } from './app-shell.ts';
import { defineModule } from '../../platform/module.ts';
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
      spam: createSpamJudge({ minFormMs: ctx.config.limits.minFormMs, clock: ctx.clock }),
    }),
  routes: siteRoutes,
  adminRoutes: siteAdminRoutes,
  // The station's identity is needed by every station, demo or not.
  seed: (service) => service.seed(),
  page: (service, pathname) => stationFor(service).then((station) => stationPage(station, pathname)),
});

/** Every page load reads the station's identity; the database answers once every few seconds. */
const pageCaches = new WeakMap<SiteService, TtlCache<Awaited<ReturnType<SiteService['station']>>>>();
function stationFor(service: SiteService) {
  let cache = pageCaches.get(service);
  if (!cache) pageCaches.set(service, (cache = new TtlCache(5_000, 1)));
  return cache.get('station', () => service.station());
}
