import { z } from 'zod';
import { errorResponse } from '@selah/contracts/common';
import {
  checkInParams,
  checkInResponse,
  eventScopeQuery,
  attendeesQuery,
  attendeesResponse,
  createEventRequest,
  eventMessages,
  stationEvent,
  updateEventRequest,
} from '@selah/contracts/events';
import { toCsv } from '../../platform/http/csv.ts';
import type { ModuleRoutes } from '../../platform/module.ts';
import { requireUser } from '../accounts/index.ts';
import type { EventsModuleService } from './module-service.ts';

const eventParams = z.object({ id: z.uuid(eventMessages.notFound) });
const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse, 410: errorResponse };

/** Under /api/admin, for broadcasters and admins (index.ts adminRoles): the station's events. */
export const eventsAdminRoutes: ModuleRoutes<EventsModuleService> = async (app, { service }) => {
  const { events, rsvps } = service;
  // Who is coming (and who waits), as JSON or a spreadsheet.
  app.get(
    '/events/:id/attendees',
    { schema: { params: eventParams, querystring: attendeesQuery, response: { 200: attendeesResponse, ...errors } } },
    async (request, reply) => {
      const list = await rsvps.attendees(request.params.id);
      if (request.query.format === 'json') return list;
      const csv = toCsv(
        ['status', 'seats', 'username', 'displayName', 'createdAt', 'answer', 'checkedInAt'],
        list.attendees.map((a) => [a.status, a.seats, a.username, a.displayName, a.createdAt, a.answer ?? '', a.checkedInAt ?? '']),
      );
      // The file as it is: the JSON schema's serializer is for the other format.
      return reply
        .serializer((body: unknown) => String(body))
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="attendees-${request.params.id}.csv"`)
        .send(csv as never);
    },
  );
  app.post('/events', { schema: { body: createEventRequest, response: { 201: stationEvent, ...errors } } }, async (request, reply) =>
    reply.status(201).send(await events.create(await requireUser(request), request.body)),
  );
  // One date of a repeating event by default; ?scope=series for every date to come.
  app.patch(
    '/events/:id',
    { schema: { params: eventParams, querystring: eventScopeQuery, body: updateEventRequest, response: { 200: stationEvent, ...errors } } },
    async (request) => events.update(request.params.id, request.body, await requireUser(request), request.query.scope),
  );
  app.delete(
    '/events/:id',
    { schema: { params: eventParams, querystring: eventScopeQuery, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await events.remove(request.params.id, await requireUser(request), request.query.scope);
      return reply.status(204).send(null);
    },
  );
  // Check-in on the day (from a phone): tick a person with a place in, or undo it.
  app.post(
    '/events/:id/attendees/:rsvpId/check-in',
    { schema: { params: checkInParams, response: { 200: checkInResponse, ...errors } } },
    async (request) => rsvps.checkIn(request.params.id, request.params.rsvpId, (await requireUser(request)).id, true),
  );
  app.delete(
    '/events/:id/attendees/:rsvpId/check-in',
    { schema: { params: checkInParams, response: { 200: checkInResponse, ...errors } } },
    async (request) => rsvps.checkIn(request.params.id, request.params.rsvpId, (await requireUser(request)).id, false),
  );
};
