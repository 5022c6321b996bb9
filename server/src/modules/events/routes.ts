import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import { errorResponse } from '@selah/contracts/common';
import {
  createReminderRequest,
  eventMessages,
  reminder,
  remindersResponse,
  rsvpRequest,
  rsvpState,
  stationEvent,
  upcomingEventsQuery,
  upcomingEventsResponse,
  eventsRangeQuery,
  eventsRangeResponse,
} from '@selah/contracts/events';
import { HttpError } from '../../platform/http/errors.ts';
import type { ModuleRoutes } from '../../platform/module.ts';
import { memberOrAddress, optionalUser, requireUser } from '../accounts/index.ts';
import type { EventsModuleService } from './module-service.ts';
import { followRoutes } from './follow-routes.ts';

const eventParams = z.object({ id: z.uuid(eventMessages.notFound) });
const programParams = z.object({ id: z.uuid(eventMessages.programNotFound) });
const reminderParams = z.object({ id: z.uuid(eventMessages.reminderNotFound) });
/** `?remind=15` adds a calendar alarm 15 minutes before (a visitor's reminder). */
const icsQuery = z.object({
  remind: z.coerce
    .number({ error: eventMessages.badLead })
    .int(eventMessages.badLead)
    .min(0, eventMessages.badLead)
    .max(10080, eventMessages.badLead)
    .optional(),
});
const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  410: errorResponse,
  429: errorResponse,
};
const CALENDAR_TYPE = 'text/calendar; charset=utf-8';

export const eventsRoutes: ModuleRoutes<EventsModuleService> = async (app, { service }) => {
  const { events, reminders, rsvps } = service;
  await app.register(followRoutes, { service });
  const rsvpLimit = {
    rateLimit: {
      max: 30,
      timeWindow: '10 minutes',
      keyGenerator: memberOrAddress,
      errorResponseBuilder: () => new HttpError(429, eventMessages.rsvpRateLimit, 'rate_limit'),
    },
  };
  /** Who may answer comes before what they sent: a visitor gets 401, not a 400 about the seats. */
  const signedIn = { onRequest: async (request: FastifyRequest) => void (await requireUser(request)) };

  app.get(
    '/api/events/upcoming',
    { schema: { querystring: upcomingEventsQuery, response: { 200: upcomingEventsResponse, 400: errorResponse } } },
    (request) => events.upcoming(request.query.limit),
  );
  // The calendar page: every date in a range (a month), repeating events' dates each on their own.
  app.get(
    '/api/events',
    { schema: { querystring: eventsRangeQuery, response: { 200: eventsRangeResponse, 400: errorResponse } } },
    (request) => events.between(new Date(request.query.from), new Date(request.query.to)),
  );
  app.get('/api/events/:id', { schema: { params: eventParams, response: { 200: stationEvent, ...errors } } }, (request) =>
    events.get(request.params.id),
  );

  // "I'm coming": the member's answer, with the event's places.
  app.get(
    '/api/events/:id/rsvp',
    { ...signedIn, schema: { params: eventParams, response: { 200: rsvpState, ...errors } } },
    async (request) => rsvps.state(request.params.id, (await requireUser(request)).id),
  );
  app.post(
    '/api/events/:id/rsvp',
    { ...signedIn, config: rsvpLimit, schema: { params: eventParams, body: rsvpRequest, response: { 200: rsvpState, ...errors } } },
    async (request) => rsvps.rsvp(request.params.id, (await requireUser(request)).id, request.body.seats, request.body.answer),
  );
  app.delete(
    '/api/events/:id/rsvp',
    { ...signedIn, config: rsvpLimit, schema: { params: eventParams, response: { 200: rsvpState, ...errors } } },
    async (request) => rsvps.cancel(request.params.id, (await requireUser(request)).id),
  );

  // Calendar files: the station's feed that calendar apps subscribe to, each event's, each program's.
  app.get('/events.ics', async (_request, reply) =>
    reply
      .type(CALENDAR_TYPE)
      .header('content-disposition', 'inline; filename="events.ics"')
      .header('cache-control', 'public, max-age=300')
      .send(await events.feed()),
  );
  app.get('/events/:id.ics', { schema: { params: eventParams, querystring: icsQuery } }, async (request, reply) =>
    reply
      .type(CALENDAR_TYPE)
      .header('content-disposition', `attachment; filename="event-${request.params.id}.ics"`)
      .send(await events.ics(request.params.id, request.query.remind)),
  );
  app.get('/programs/:id.ics', { schema: { params: programParams, querystring: icsQuery } }, async (request, reply) =>
    reply
      .type(CALENDAR_TYPE)
      .header('content-disposition', `attachment; filename="program-${request.params.id}.ics"`)
      .send(await reminders.programIcs(request.params.id, request.query.remind)),
  );

  app.post(
    '/api/reminders',
    {
      config: {
        rateLimit: {
          max: 30,
          timeWindow: '10 minutes',
          keyGenerator: memberOrAddress,
          errorResponseBuilder: () => new HttpError(429, eventMessages.postingRateLimit, 'rate_limit'),
        },
      },
      schema: { body: createReminderRequest, response: { 200: reminder, 201: reminder, ...errors } },
    },
    async (request, reply) => {
      const created = await reminders.create(await optionalUser(request), request.body);
      return reply.status(created.stored ? 201 : 200).send(created);
    },
  );
  app.get('/api/reminders', { schema: { response: { 200: remindersResponse, ...errors } } }, async (request) =>
    reminders.list(await requireUser(request)),
  );
  app.delete(
    '/api/reminders/:id',
    { schema: { params: reminderParams, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await reminders.cancel(await requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
