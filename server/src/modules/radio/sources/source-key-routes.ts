import { radioStudioApi as api } from '@selah/contracts/radio-endpoints';
import { route } from '../../../platform/http/route.ts';
import type { ModuleRoutes } from '../../../platform/module.ts';
import { memberOrAddress, requireRole } from '../../accounts/index.ts';
import type { SourceKeys } from './source-keys.ts';

const staff = ['broadcaster', 'admin'] as const;

/** Under /api/admin (broadcasters and admins): the signed-in DJ's own key for the live mount. */
export const sourceKeyRoutes: ModuleRoutes<SourceKeys> = async (app, { service }) => {
  route(app, api.sourceKey, async (request) => service.status((await requireRole(request, ...staff)).id));
  route(
    app,
    api.createSourceKey,
    { config: { rateLimit: { max: 10, timeWindow: '10 minutes', keyGenerator: memberOrAddress } } },
    async (request, reply) => {
      // Shown once: no cache keeps it.
      reply.header('cache-control', 'no-store');
      return service.create(await requireRole(request, ...staff));
    },
  );
  route(app, api.revokeSourceKey, async (request) => {
    await service.revoke(await requireRole(request, ...staff));
  });
};
