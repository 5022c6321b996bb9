import { z } from 'zod';
import { errorResponse } from '@selah/contracts/common';
import { createEventRequest, eventMessages, stationEvent, updateEventRequest } from '@selah/contracts/events';
import type { ModuleRoutes } from '../../platform/module.ts';
import { requireUser } from '../accounts/index.ts';
import type { EventsModuleService } from './index.ts';

const eventParams = z.object({ id: z.uuid(eventMessages.notFound) });
const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

/** Under /api/admin, for broadcasters and admins (index.ts adminRoles): the station's events. */
export const eventsAdminRoutes: ModuleRoutes<EventsModuleService> = async (app, { service }) => {
  const { events } = service;
  app.post('/events', { schema: { body: createEventRequest, response: { 201: stationEvent, ...errors } } }, async (request, reply) =>
    reply.status(201).send(await events.create(await requireUser(request), request.body)),
  );
  app.patch(
    '/events/:id',
    { schema: { params: eventParams, body: updateEventRequest, response: { 200: stationEvent, ...errors } } },
    async (request) => events.update(request.params.id, request.body, await requireUser(request)),
  );
  app.delete('/events/:id', { schema: { params: eventParams, response: { 204: z.null(), ...errors } } }, async (request, reply) => {
    await events.remove(request.params.id, await requireUser(request));
    return reply.status(204).send(null);
  });
};
