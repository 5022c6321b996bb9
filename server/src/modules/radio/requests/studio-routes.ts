import { radioStudioApi as api } from '@selah/contracts/radio-endpoints';
import { route } from '../../../platform/http/route.ts';
import type { ModuleRoutes } from '../../../platform/module.ts';
import type { RadioModuleService } from '../module-service.ts';

/** Under /api/admin (broadcasters and admins): the studio's inbox of requests and messages. */
export const studioRoutes: ModuleRoutes<RadioModuleService> = async (app, { service }) => {
  route(app, api.inbox, () => service.studio.inbox());
  route(app, api.markRequestRead, async (request) => {
    await service.requests.markRead(request.params.id);
  });
  route(app, api.markMessageRead, (request) => service.studio.markMessageRead(request.params.id));
  route(app, api.putMessageOnAir, (request) => service.studio.putOnAir(request.params.id));
};
