import { eventsAdminApi as api } from '@selah/contracts/events-admin-endpoints';
import { toCsv } from '../../platform/http/csv.ts';
import { route } from '../../platform/http/route.ts';
import type { ModuleRoutes } from '../../platform/module.ts';
import { requireUser } from '../accounts/index.ts';
import { requestLocale } from '../../platform/http/locale.ts';
import { eventIn } from './event-view.ts';
import type { EventsModuleService } from './module-service.ts';

/** Under /api/admin, for broadcasters and admins (index.ts adminRoles): the station's events. */
export const eventsAdminRoutes: ModuleRoutes<EventsModuleService> = async (app, { service }) => {
  const { events, rsvps } = service;
  // Who is coming (and who waits), as JSON or a spreadsheet.
  route(app, api.attendees, async (request, reply) => {
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
  });
  route(app, api.create, async (request) => eventIn(requestLocale(request))(await events.create(await requireUser(request), request.body)));
  // One date of a repeating event by default; ?scope=series for every date to come.
  route(app, api.update, async (request) =>
    eventIn(requestLocale(request))(await events.update(request.params.id, request.body, await requireUser(request), request.query.scope)),
  );
  route(app, api.remove, async (request) => {
    await events.remove(request.params.id, await requireUser(request), request.query.scope);
  });
  // Check-in on the day (from a phone): tick a person with a place in, or undo it.
  route(app, api.checkIn, async (request) =>
    rsvps.checkIn(request.params.id, request.params.rsvpId, (await requireUser(request)).id, true),
  );
  route(app, api.undoCheckIn, async (request) =>
    rsvps.checkIn(request.params.id, request.params.rsvpId, (await requireUser(request)).id, false),
  );
};
