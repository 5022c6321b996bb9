import { setupApi as api } from '@selah/contracts/setup-endpoints';
import { route } from '../../platform/http/route.ts';
import type { ModuleRoutes } from '../../platform/module.ts';
import { requireUser } from '../accounts/index.ts';
import type { SetupModuleService } from './module-service.ts';

/** Under /api/admin (admins): the demo station's content (still there? remove it in one action) and the station's time zone. */
export const setupAdminRoutes: ModuleRoutes<SetupModuleService> = async (app, { service }) => {
  route(app, api.demo, () => service.setup.demoStatus());
  route(app, api.removeDemo, async (request) => {
    await service.setup.removeDemo(await requireUser(request));
  });
  route(app, api.timeZone, () => service.setup.zoneStatus());
  route(app, api.setTimeZone, async (request) => service.setup.setZone(request.body.zone, await requireUser(request)));
};
