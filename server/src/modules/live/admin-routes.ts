import { liveAdminApi as api } from '@selah/contracts/live-endpoints';
import { route } from '../../platform/http/route.ts';
import type { ModuleRoutes } from '../../platform/module.ts';
import { requireRole } from '../accounts/index.ts';
import type { LiveModuleService } from './module-service.ts';

const staff = ['admin', 'broadcaster'] as const;

/** Under /api/admin, staff (admins and broadcasters): the console's Live section. */
export const liveAdminRoutes: ModuleRoutes<LiveModuleService> = async (app, { service }) => {
  const { admin } = service;
  route(app, api.status, () => admin.status());
  route(app, api.kick, async (request) => admin.kick(await requireRole(request, ...staff)));
  route(app, api.skip, async (request) => admin.skip(await requireRole(request, ...staff)));
  route(app, api.start, async (request) => admin.start(await requireRole(request, ...staff), request.body));
  route(app, api.stop, async (request) => admin.stop(await requireRole(request, ...staff)));
  // Another person's key: admins only.
  route(app, api.regenerateKey, async (request) => admin.regenerateKey(await requireRole(request, 'admin'), request.params.userId));
};
