import { healthResponse } from '@selah/contracts/health';
import type { ModuleRoutes } from '../../platform/module.ts';
import type { HealthService } from './health.service.ts';

export const healthRoutes: ModuleRoutes<HealthService> = async (app, { service }) => {
  app.get('/api/health', { schema: { response: { 200: healthResponse } } }, () => service.check());
};
