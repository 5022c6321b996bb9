import { z } from 'zod';
import { errorResponse } from '@selah/contracts/common';
import { reportIdParams, reportedMessages, resolveMessageReport } from '@selah/contracts/messages';
import type { ModuleRoutes } from '../../platform/module.ts';
import { requireRole } from '../accounts/index.ts';
import type { MessagesModuleService } from './module-service.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };

/** Under /api/admin, admins only: reported messages (never any other private message). */
export const messagesAdminRoutes: ModuleRoutes<MessagesModuleService> = async (app, { service }) => {
  const { reports } = service;
  app.get('/messages/reports', { schema: { response: { 200: reportedMessages, ...errors } } }, () => reports.open());
  app.post(
    '/messages/reports/:id/resolve',
    { schema: { params: reportIdParams, body: resolveMessageReport, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await reports.resolve(await requireRole(request, 'admin'), request.params.id, request.body.action);
      return reply.status(204).send(null);
    },
  );
};
