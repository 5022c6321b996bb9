import { healthProblemResponse, healthResponse } from '@selah/contracts/health';
import type { ModuleRoutes } from '../../platform/module.ts';
import type { HealthService } from './health.service.ts';

export const healthRoutes: ModuleRoutes<HealthService> = async (app, { service }) => {
  app.get('/api/health', { schema: { response: { 200: healthResponse, 503: healthProblemResponse } } }, async (_request, reply) => {
    const health = await service.check();
    if (health.ok) return health;
    return reply.status(503).header('retry-after', '30').send(health);
  });
};
