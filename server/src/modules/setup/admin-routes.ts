import { z } from 'zod';
import { errorResponse } from '@selah/contracts/common';
import { demoStatus, zoneRequest, zoneStatus } from '@selah/contracts/setup';
import type { ModuleRoutes } from '../../platform/module.ts';
import { requireUser } from '../accounts/index.ts';
import type { SetupModuleService } from './module-service.ts';

const errors = { 401: errorResponse, 403: errorResponse };
const writeErrors = { ...errors, 400: errorResponse, 409: errorResponse };

/** Under /api/admin (admins): the demo station's content (still there? remove it in one action) and the station's time zone. */
export const setupAdminRoutes: ModuleRoutes<SetupModuleService> = async (app, { service }) => {
  app.get('/demo', { schema: { response: { 200: demoStatus, ...errors } } }, () => service.setup.demoStatus());
  app.delete('/demo', { schema: { response: { 204: z.null(), ...errors } } }, async (request, reply) => {
    await service.setup.removeDemo(await requireUser(request));
    return reply.status(204).send(null);
  });
  app.get('/time-zone', { schema: { response: { 200: zoneStatus, ...errors } } }, () => service.setup.zoneStatus());
  app.put('/time-zone', { schema: { body: zoneRequest, response: { 200: zoneStatus, ...writeErrors } } }, async (request) =>
    service.setup.setZone(request.body.zone, await requireUser(request)),
  );
};
