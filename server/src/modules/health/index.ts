import { defineModule } from '../../platform/module.ts';
import { createHealthService, type HealthService } from './health.service.ts';
import { healthRoutes } from './routes.ts';

declare module '../../platform/module.ts' {
  interface ModuleServices {
    health: HealthService;
  }
}

export const healthModule = defineModule({
  name: 'health',
  service: (ctx) => createHealthService({ db: ctx.db, dbKind: ctx.database.kind, dataDir: ctx.config.dataDir }),
  routes: healthRoutes,
  start: (service) => service.start(),
});
