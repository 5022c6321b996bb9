import { z } from 'zod';
import { errorResponse } from '@selah/contracts/common';
import { onAirResponse, studioInbox, studioItemParams, studioMessage } from '@selah/contracts/requests';
import type { ModuleRoutes } from '../../platform/module.ts';
import type { RadioModuleService } from './module-service.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };

/** Under /api/admin (broadcasters and admins): the studio's inbox of requests and messages. */
export const studioRoutes: ModuleRoutes<RadioModuleService> = async (app, { service }) => {
  app.get('/studio/inbox', { schema: { response: { 200: studioInbox, ...errors } } }, () => service.studio.inbox());
  app.post(
    '/studio/requests/:id/read',
    { schema: { params: studioItemParams, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await service.requests.markRead(request.params.id);
      return reply.status(204).send(null);
    },
  );
  app.post('/studio/messages/:id/read', { schema: { params: studioItemParams, response: { 200: studioMessage, ...errors } } }, (request) =>
    service.studio.markMessageRead(request.params.id),
  );
  app.post(
    '/studio/messages/:id/on-air',
    { schema: { params: studioItemParams, response: { 200: onAirResponse, ...errors } } },
    (request) => service.studio.putOnAir(request.params.id),
  );
};
