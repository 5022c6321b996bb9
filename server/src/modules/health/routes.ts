import { healthApi as api } from '@selah/contracts/health-endpoints';
import { route } from '../../platform/http/route.ts';
import type { ModuleRoutes } from '../../platform/module.ts';
import type { HealthService } from './health.service.ts';

export const healthRoutes: ModuleRoutes<HealthService> = async (app, { service }) => {
  route(app, api.health, async (_request, reply) => {
    const health = await service.check();
    if (health.ok) return health;
    return reply.status(503).header('retry-after', '30').send(health);
  });
};
