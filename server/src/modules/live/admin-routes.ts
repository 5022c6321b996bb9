import { z } from 'zod';
import { liveAdminMessages, liveAdminStatus, regeneratedKey } from '@selah/contracts/admin-people';
import { errorResponse } from '@selah/contracts/common';
import { liveStartBody } from '@selah/contracts/live';
import type { ModuleRoutes } from '../../platform/module.ts';
import { requireRole } from '../accounts/index.ts';
import type { LiveModuleService } from './module-service.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };
const staff = ['admin', 'broadcaster'] as const;

/** Under /api/admin, staff (admins and broadcasters): the console's Live section. */
export const liveAdminRoutes: ModuleRoutes<LiveModuleService> = async (app, { service }) => {
  const { admin } = service;
  app.get('/live', { schema: { response: { 200: liveAdminStatus, ...errors } } }, () => admin.status());
  app.post('/live/kick', { schema: { response: { 200: liveAdminStatus, ...errors } } }, async (request) =>
    admin.kick(await requireRole(request, ...staff)),
  );
  app.post('/live/skip', { schema: { response: { 200: liveAdminStatus, ...errors } } }, async (request) =>
    admin.skip(await requireRole(request, ...staff)),
  );
  app.post('/live/start', { schema: { body: liveStartBody, response: { 200: liveAdminStatus, ...errors } } }, async (request) =>
    admin.start(await requireRole(request, ...staff), request.body),
  );
  app.post('/live/stop', { schema: { response: { 200: liveAdminStatus, ...errors } } }, async (request) =>
    admin.stop(await requireRole(request, ...staff)),
  );
  // Another person's key: admins only.
  app.post(
    '/live/keys/:userId',
    { schema: { params: z.object({ userId: z.uuid(liveAdminMessages.keyUserNotFound) }), response: { 200: regeneratedKey, ...errors } } },
    async (request) => admin.regenerateKey(await requireRole(request, 'admin'), request.params.userId),
  );
};
