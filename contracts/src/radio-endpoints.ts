import { z } from 'zod';
import { sourcePasswordRequest, sourcePasswordStatus } from './source-password.ts';
import { errorResponse } from './common.ts';
import { endpoint } from './endpoint.ts';
import {
  listenerKeyParams,
  listenerStart,
  playHistory,
  scheduleQuery,
  scheduleResponse,
  sourceKeyResponse,
  sourceKeyStatus,
  streamStatus,
  weekScheduleResponse,
} from './radio.ts';
import {
  onAirResponse,
  requestSongsQuery,
  requestSongsResponse,
  songRequestBody,
  songRequestResponse,
  studioInbox,
  studioItemParams,
  studioMessage,
  studioMessageBody,
  studioMessageSent,
} from './requests.ts';

const requestErrors = { 400: errorResponse, 404: errorResponse, 409: errorResponse, 429: errorResponse };

/** The radio for listeners: the stream, what is on air, the schedule and the request line. */
export const radioApi = {
  /** The station's MP3 stream (what the player plays; /stream.mp3 is the same). */
  stream: endpoint({ method: 'GET', path: '/api/stream/proxy', produces: 'audio/mpeg', responses: { 200: z.string() } }),
  status: endpoint({ method: 'GET', path: '/api/stream/status', responses: { 200: streamStatus } }),
  listenerStart: endpoint({
    method: 'GET',
    path: '/api/stream/listeners/:key',
    params: listenerKeyParams,
    responses: { 200: listenerStart, 400: errorResponse, 404: errorResponse },
  }),
  history: endpoint({ method: 'GET', path: '/api/stream/history', responses: { 200: playHistory } }),
  schedule: endpoint({
    method: 'GET',
    path: '/api/schedule',
    query: scheduleQuery,
    responses: { 200: scheduleResponse, 400: errorResponse },
  }),
  /** Each program's next airing over the coming seven days. */
  week: endpoint({ method: 'GET', path: '/api/schedule/week', responses: { 200: weekScheduleResponse } }),
  requestSongs: endpoint({
    method: 'GET',
    path: '/api/requests/songs',
    query: requestSongsQuery,
    responses: { 200: requestSongsResponse, ...requestErrors },
  }),
  requestSong: endpoint({
    method: 'POST',
    path: '/api/requests',
    body: songRequestBody,
    responses: { 200: songRequestResponse, ...requestErrors },
  }),
  messageStudio: endpoint({
    method: 'POST',
    path: '/api/requests/messages',
    body: studioMessageBody,
    responses: { 200: studioMessageSent, ...requestErrors },
  }),
};

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };
const keyErrors = { 401: errorResponse, 403: errorResponse, 404: errorResponse, 429: errorResponse };
const passwordErrors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 409: errorResponse };

/** Under /api/admin: the studio's inbox, a DJ's own source key, and the live mount's station password (admins). */
export const radioStudioApi = {
  inbox: endpoint({ method: 'GET', path: '/api/admin/studio/inbox', responses: { 200: studioInbox, ...errors } }),
  markRequestRead: endpoint({
    method: 'POST',
    path: '/api/admin/studio/requests/:id/read',
    params: studioItemParams,
    responses: { 204: z.null(), ...errors },
  }),
  markMessageRead: endpoint({
    method: 'POST',
    path: '/api/admin/studio/messages/:id/read',
    params: studioItemParams,
    responses: { 200: studioMessage, ...errors },
  }),
  putMessageOnAir: endpoint({
    method: 'POST',
    path: '/api/admin/studio/messages/:id/on-air',
    params: studioItemParams,
    responses: { 200: onAirResponse, ...errors },
  }),
  sourceKey: endpoint({ method: 'GET', path: '/api/admin/radio/source-key', responses: { 200: sourceKeyStatus, ...keyErrors } }),
  createSourceKey: endpoint({
    method: 'POST',
    path: '/api/admin/radio/source-key',
    responses: { 200: sourceKeyResponse, ...keyErrors },
  }),
  revokeSourceKey: endpoint({ method: 'DELETE', path: '/api/admin/radio/source-key', responses: { 204: z.null(), ...keyErrors } }),
  sourcePassword: endpoint({
    method: 'GET',
    path: '/api/admin/radio/source-password',
    responses: { 200: sourcePasswordStatus, ...passwordErrors },
  }),
  setSourcePassword: endpoint({
    method: 'PUT',
    path: '/api/admin/radio/source-password',
    body: sourcePasswordRequest,
    responses: { 200: sourcePasswordStatus, ...passwordErrors },
  }),
  clearSourcePassword: endpoint({
    method: 'DELETE',
    path: '/api/admin/radio/source-password',
    responses: { 200: sourcePasswordStatus, ...passwordErrors },
  }),
};
