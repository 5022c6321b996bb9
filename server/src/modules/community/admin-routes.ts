import { z } from 'zod';
import { moderatedComment, moderationMessages, reportQueue, resolveParams, resolveRequest } from '@selah/contracts/admin-people';
import { errorResponse } from '@selah/contracts/common';
import type { ModuleRoutes } from '../../platform/module.ts';
import { requireRole } from '../accounts/index.ts';
import type { CommunityModuleService } from './module-service.ts';

const commentParams = z.object({ id: z.uuid(moderationMessages.commentNotFound) });
const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };

/** Under /api/admin, admins only: the Moderation section (the report queue, per-reply hide/restore/delete). */
export const communityAdminRoutes: ModuleRoutes<CommunityModuleService> = async (app, { service }) => {
  const { moderation } = service;
  const admin = (request: Parameters<typeof requireRole>[0]) => requireRole(request, 'admin');

  app.get('/reports', { schema: { response: { 200: reportQueue, ...errors } } }, () => moderation.queue());
  app.post(
    '/reports/:targetType/:targetId/resolve',
    { schema: { params: resolveParams, body: resolveRequest, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await moderation.resolve(await admin(request), request.params.targetType, request.params.targetId, request.body.action);
      return reply.status(204).send(null);
    },
  );
  app.post('/comments/:id/hide', { schema: { params: commentParams, response: { 200: moderatedComment, ...errors } } }, async (request) =>
    moderation.setHidden(await admin(request), 'comment', request.params.id, true),
  );
  app.post(
    '/comments/:id/restore',
    { schema: { params: commentParams, response: { 200: moderatedComment, ...errors } } },
    async (request) => moderation.setHidden(await admin(request), 'comment', request.params.id, false),
  );
  app.delete('/comments/:id', { schema: { params: commentParams, response: { 204: z.null(), ...errors } } }, async (request, reply) => {
    await moderation.delete(await admin(request), 'comment', request.params.id);
    return reply.status(204).send(null);
  });
};
