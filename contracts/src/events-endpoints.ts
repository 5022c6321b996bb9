import { z } from 'zod';
import { errorResponse } from './common.ts';
import { endpoint } from './endpoint.ts';
import {
  createReminderRequest,
  eventMessages,
  eventsRangeQuery,
  eventsRangeResponse,
  reminder,
  remindersResponse,
  rsvpRequest,
  rsvpState,
  stationEvent,
  upcomingEventsQuery,
  upcomingEventsResponse,
} from './events.ts';
import { followParams, followState, followsResponse } from './requests.ts';

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
const followErrors = { 400: errorResponse, 401: errorResponse, 404: errorResponse, 429: errorResponse };
const CALENDAR = 'text/calendar';

/** The station's events: the calendar, RSVPs, calendar files, reminders, and go-live alerts. */
export const eventsApi = {
  upcoming: endpoint({
    method: 'GET',
    path: '/api/events/upcoming',
    query: upcomingEventsQuery,
    responses: { 200: upcomingEventsResponse, 400: errorResponse },
  }),
  /** The calendar page: every date in a range (a month), repeating events' dates each on their own. */
  range: endpoint({
    method: 'GET',
    path: '/api/events',
    query: eventsRangeQuery,
    responses: { 200: eventsRangeResponse, 400: errorResponse },
  }),
  get: endpoint({ method: 'GET', path: '/api/events/:id', params: eventParams, responses: { 200: stationEvent, ...errors } }),
  rsvpState: endpoint({ method: 'GET', path: '/api/events/:id/rsvp', params: eventParams, responses: { 200: rsvpState, ...errors } }),
  rsvp: endpoint({
    method: 'POST',
    path: '/api/events/:id/rsvp',
    params: eventParams,
    body: rsvpRequest,
    responses: { 200: rsvpState, ...errors },
  }),
  cancelRsvp: endpoint({ method: 'DELETE', path: '/api/events/:id/rsvp', params: eventParams, responses: { 200: rsvpState, ...errors } }),
  /** The station's feed that calendar apps subscribe to. */
  feed: endpoint({ method: 'GET', path: '/events.ics', responses: {}, produces: CALENDAR }),
  eventIcs: endpoint({
    method: 'GET',
    path: '/events/:id.ics',
    params: eventParams,
    query: icsQuery,
    responses: { 400: errorResponse, 404: errorResponse },
    produces: CALENDAR,
  }),
  programIcs: endpoint({
    method: 'GET',
    path: '/programs/:id.ics',
    params: programParams,
    query: icsQuery,
    responses: { 400: errorResponse, 404: errorResponse },
    produces: CALENDAR,
  }),
  /** 201 when the reminder is kept (a member's), 200 when it is only answered (a visitor's calendar file). */
  createReminder: endpoint({
    method: 'POST',
    path: '/api/reminders',
    body: createReminderRequest,
    responses: { 200: reminder, 201: reminder, ...errors },
  }),
  reminders: endpoint({ method: 'GET', path: '/api/reminders', responses: { 200: remindersResponse, ...errors } }),
  cancelReminder: endpoint({
    method: 'DELETE',
    path: '/api/reminders/:id',
    params: reminderParams,
    responses: { 204: z.null(), ...errors },
  }),
  follows: endpoint({ method: 'GET', path: '/api/follows', responses: { 200: followsResponse, ...followErrors } }),
  followProgram: endpoint({
    method: 'PUT',
    path: '/api/programs/:id/follow',
    params: followParams,
    responses: { 200: followState, ...followErrors },
  }),
  unfollowProgram: endpoint({
    method: 'DELETE',
    path: '/api/programs/:id/follow',
    params: followParams,
    responses: { 200: followState, ...followErrors },
  }),
  followStation: endpoint({ method: 'PUT', path: '/api/station/follow', responses: { 200: followState, ...followErrors } }),
  unfollowStation: endpoint({ method: 'DELETE', path: '/api/station/follow', responses: { 200: followState, ...followErrors } }),
};
