import type { FastifyRequest } from 'fastify';
import { requestLocale } from '../../platform/http/locale.ts';
import { eventMessages } from '@selah/contracts/events';
import { eventsApi as api } from '@selah/contracts/events-endpoints';
import { HttpError } from '../../platform/http/errors.ts';
import { route } from '../../platform/http/route.ts';
import type { ModuleRoutes } from '../../platform/module.ts';
import { memberOrAddress, optionalUser, requireUser } from '../accounts/index.ts';
import type { EventsModuleService } from './module-service.ts';
import { eventIn } from './event-view.ts';
import { followRoutes } from './follow-routes.ts';

const CALENDAR_TYPE = 'text/calendar; charset=utf-8';
/** 30 in 10 minutes per member (their id, however the token is sent), else per address. */
const perMember = (message: string) => ({
  rateLimit: {
    max: 30,
    timeWindow: '10 minutes',
    keyGenerator: memberOrAddress,
    errorResponseBuilder: () => new HttpError(429, message, 'rate_limit'),
  },
});

export const eventsRoutes: ModuleRoutes<EventsModuleService> = async (app, { service }) => {
  const { events, reminders, rsvps } = service;
  await app.register(followRoutes, { service });
  const rsvpLimit = perMember(eventMessages.rsvpRateLimit);
  /** Who may answer comes before what they sent: a visitor gets 401, not a 400 about the seats. */
  const signedIn = { onRequest: async (request: FastifyRequest) => void (await requireUser(request)) };

  route(app, api.upcoming, async (request) => (await events.upcoming(request.query.limit)).map(eventIn(requestLocale(request))));
  // The calendar page: every date in a range (a month), repeating events' dates each on their own.
  route(app, api.range, async (request) =>
    (await events.between(new Date(request.query.from), new Date(request.query.to))).map(eventIn(requestLocale(request))),
  );
  route(app, api.get, async (request) => eventIn(requestLocale(request))(await events.get(request.params.id)));

  // "I'm coming": the member's answer, with the event's places.
  route(app, api.rsvpState, signedIn, async (request) => rsvps.state(request.params.id, (await requireUser(request)).id));
  route(app, api.rsvp, { ...signedIn, config: rsvpLimit }, async (request) =>
    rsvps.rsvp(request.params.id, (await requireUser(request)).id, request.body.seats, request.body.answer),
  );
  route(app, api.cancelRsvp, { ...signedIn, config: rsvpLimit }, async (request) =>
    rsvps.cancel(request.params.id, (await requireUser(request)).id),
  );

  // Calendar files: the station's feed that calendar apps subscribe to, each event's, each program's.
  route(app, api.feed, async (request, reply) =>
    reply
      .type(CALENDAR_TYPE)
      .header('content-disposition', 'inline; filename="events.ics"')
      .header('cache-control', 'public, max-age=300')
      .header('vary', 'Accept-Language, Cookie')
      .send(await events.feed(requestLocale(request))),
  );
  route(app, api.eventIcs, async (request, reply) =>
    reply
      .type(CALENDAR_TYPE)
      .header('content-disposition', `attachment; filename="event-${request.params.id}.ics"`)
      .send(await events.ics(request.params.id, request.query.remind, requestLocale(request))),
  );
  route(app, api.programIcs, async (request, reply) =>
    reply
      .type(CALENDAR_TYPE)
      .header('content-disposition', `attachment; filename="program-${request.params.id}.ics"`)
      .send(await reminders.programIcs(request.params.id, request.query.remind, requestLocale(request))),
  );

  route(app, api.createReminder, { config: perMember(eventMessages.postingRateLimit) }, async (request, reply) => {
    const created = await reminders.create(await optionalUser(request), request.body, requestLocale(request));
    return reply.status(created.stored ? 201 : 200).send(created);
  });
  route(app, api.reminders, async (request) => reminders.list(await requireUser(request), requestLocale(request)));
  route(app, api.cancelReminder, async (request) => {
    await reminders.cancel(await requireUser(request), request.params.id);
  });
};
