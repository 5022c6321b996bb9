import { defineModule, type ModuleRoutes } from '../../platform/module.ts';
import { radioAdminRoutes } from './admin-routes.ts';
import { radioCommands } from './cli.ts';
import { createRadioService, type RadioService } from './radio.service.ts';
import { radioRoutes } from './routes.ts';
import { sourceRoutes } from './source-routes.ts';

export type { RadioService } from './radio.service.ts';

export interface RadioModuleService {
  radio: RadioService;
  verifyBroadcaster(user: string, pass: string): Promise<boolean>;
}

declare module '../../platform/module.ts' {
  interface ModuleServices {
    radio: RadioModuleService;
  }
}

const routes: ModuleRoutes<RadioModuleService> = async (app, { service }) => {
  await app.register(radioRoutes, { service: service.radio });
  await app.register(sourceRoutes, { service });
};

export const radioModule = defineModule<RadioModuleService>({
  name: 'radio',
  service: (ctx) => {
    const site = ctx.use('site');
    const { accounts } = ctx.use('accounts');
    return {
      radio: createRadioService({
        db: ctx.db,
        bus: ctx.bus,
        push: ctx.push,
        clock: ctx.clock,
        log: ctx.log,
        config: ctx.config,
        stationName: async () => (await site.station()).name,
      }),
      verifyBroadcaster: (user, pass) => accounts.verifyBroadcasterCredentials(user, pass),
    };
  },
  routes,
  adminRoutes: radioAdminRoutes,
  seed: async ({ radio }, { demo }) => {
    await radio.seedSchedule();
    if (demo) await radio.seedDemoMusic();
  },
  start: ({ radio }) => radio.start(),
  stop: ({ radio }) => radio.stop(),
  cli: radioCommands,
});
