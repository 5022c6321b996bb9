import { z } from 'zod';
import { errorResponse } from './common.ts';
import { endpoint } from './endpoint.ts';
import {
  attendeesQuery,
  attendeesResponse,
  checkInParams,
  checkInResponse,
  createEventRequest,
  eventMessages,
  eventScopeQuery,
  stationEvent,
  updateEventRequest,
} from './events.ts';

const eventParams = z.object({ id: z.uuid(eventMessages.notFound) });
const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse, 410: errorResponse };

/** Under /api/admin, for broadcasters and admins: the station's events, who is coming, and check-in. */
export const eventsAdminApi = {
  /** Who is coming (and who waits): JSON, or `?format=csv` for a spreadsheet the page links to. */
  attendees: endpoint({
    method: 'GET',
    path: '/api/admin/events/:id/attendees',
    params: eventParams,
    query: attendeesQuery,
    responses: { 200: attendeesResponse, ...errors },
  }),
  create: endpoint({ method: 'POST', path: '/api/admin/events', body: createEventRequest, responses: { 201: stationEvent, ...errors } }),
  /** One date of a repeating event by default; ?scope=series for every date to come. */
  update: endpoint({
    method: 'PATCH',
    path: '/api/admin/events/:id',
    params: eventParams,
    query: eventScopeQuery,
    body: updateEventRequest,
    responses: { 200: stationEvent, ...errors },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/admin/events/:id',
    params: eventParams,
    query: eventScopeQuery,
    responses: { 204: z.null(), ...errors },
  }),
  checkIn: endpoint({
    method: 'POST',
    path: '/api/admin/events/:id/attendees/:rsvpId/check-in',
    params: checkInParams,
    responses: { 200: checkInResponse, ...errors },
  }),
  undoCheckIn: endpoint({
    method: 'DELETE',
    path: '/api/admin/events/:id/attendees/:rsvpId/check-in',
    params: checkInParams,
    responses: { 200: checkInResponse, ...errors },
  }),
};
