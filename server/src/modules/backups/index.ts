import { defineModule } from '../../platform/module.ts';
import { backupsAdminRoutes } from './admin-routes.ts';
import { createBackupsService, type BackupsService } from './backups.service.ts';
import { backupsCommands } from './cli.ts';

declare module '../../platform/module.ts' {
  interface ModuleServices {
    backups: BackupsService;
  }
}

export type { BackupsService };

/** Backups of the whole station: nightly through the scheduler, on demand in the console and the CLI. */
export const backupsModule = defineModule<BackupsService>({
  name: 'backups',
  service: (ctx) => {
    const service = createBackupsService({
      database: ctx.database,
      dataDir: ctx.config.dataDir,
      settings: ctx.settings,
      jobs: ctx.jobs,
      time: ctx.time,
      audit: ctx.audit,
      log: ctx.log,
      secretKeyFromEnv: !!ctx.config.secretKey,
    });
    service.registerJobs();
    return service;
  },
  adminRoutes: backupsAdminRoutes,
  checklist: (service) => service.checklist(),
  start: (service) => service.start(),
  cli: backupsCommands,
});
