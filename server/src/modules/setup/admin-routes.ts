import { z } from 'zod';
import { errorResponse } from '@selah/contracts/common';
import { demoStatus } from '@selah/contracts/setup';
import type { ModuleRoutes } from '../../platform/module.ts';
import { requireUser } from '../accounts/index.ts';
import type { SetupModuleService } from './index.ts';

const errors = { 401: errorResponse, 403: errorResponse };

/** Under /api/admin (admins): whether the demo station's content is still there, and removing it in one action. */
export const setupAdminRoutes: ModuleRoutes<SetupModuleService> = async (app, { service }) => {
  app.get('/demo', { schema: { response: { 200: demoStatus, ...errors } } }, () => service.setup.demoStatus());
  app.delete('/demo', { schema: { response: { 204: z.null(), ...errors } } }, async (request, reply) => {
    await service.setup.removeDemo(await requireUser(request));
    return reply.status(204).send(null);
  });
};
