import { z } from 'zod';
import {
  adminPlaylist,
  adminProgram,
  adminRadioMessages as m,
  adminTrack,
  autoDjRules,
  playlistInput,
  playlistList,
  playlistUpdate,
  programInput,
  programList,
  programUpdate,
  soundSettings,
  soundStatus,
  trackList,
  trackQuery,
  trackUpdate,
  uploadResult,
} from './admin-radio.ts';
import { errorResponse } from './common.ts';
import { endpoint } from './endpoint.ts';

const trackParams = z.object({ id: z.uuid(m.trackNotFound) });
const playlistParams = z.object({ id: z.uuid(m.playlistNotFound) });
const programParams = z.object({ id: z.uuid(m.programNotFound) });
const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };
const soundErrors = { 400: errorResponse, 401: errorResponse, 403: errorResponse };

/** Listeners over the last hours (admins): now, each hour's peak, and the sessions. */
export const listenerStats = z.object({
  listenersNow: z.number(),
  peaks: z.array(z.object({ hour: z.string(), peak: z.number() })),
  sessions: z.array(z.object({ startedAt: z.string(), endedAt: z.string().nullable(), userAgent: z.string() })),
});
export const listenerStatsQuery = z.object({
  hours: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 31)
    .default(24),
});

/** Under /api/admin, for broadcasters and admins: songs, playlists, the AutoDJ, the schedule, the sound; listener figures for admins. */
export const radioAdminApi = {
  tracks: endpoint({ method: 'GET', path: '/api/admin/tracks', query: trackQuery, responses: { 200: trackList, ...errors } }),
  /** One file or many (`files`) in one form upload; all are added or none. */
  uploadTracks: endpoint({
    method: 'POST',
    path: '/api/admin/tracks',
    body: 'multipart',
    responses: { 201: uploadResult, ...errors, 413: errorResponse, 415: errorResponse },
  }),
  updateTrack: endpoint({
    method: 'PATCH',
    path: '/api/admin/tracks/:id',
    params: trackParams,
    body: trackUpdate,
    responses: { 200: adminTrack, ...errors },
  }),
  deleteTrack: endpoint({ method: 'DELETE', path: '/api/admin/tracks/:id', params: trackParams, responses: { 204: z.null(), ...errors } }),
  playlists: endpoint({ method: 'GET', path: '/api/admin/playlists', responses: { 200: playlistList, ...errors } }),
  createPlaylist: endpoint({
    method: 'POST',
    path: '/api/admin/playlists',
    body: playlistInput,
    responses: { 201: adminPlaylist, ...errors },
  }),
  updatePlaylist: endpoint({
    method: 'PATCH',
    path: '/api/admin/playlists/:id',
    params: playlistParams,
    body: playlistUpdate,
    responses: { 200: adminPlaylist, ...errors },
  }),
  deletePlaylist: endpoint({
    method: 'DELETE',
    path: '/api/admin/playlists/:id',
    params: playlistParams,
    responses: { 204: z.null(), ...errors },
  }),
  autoDj: endpoint({ method: 'GET', path: '/api/admin/autodj', responses: { 200: autoDjRules, ...errors } }),
  saveAutoDj: endpoint({ method: 'PUT', path: '/api/admin/autodj', body: autoDjRules, responses: { 200: autoDjRules, ...errors } }),
  programs: endpoint({ method: 'GET', path: '/api/admin/programs', responses: { 200: programList, ...errors } }),
  createPrograms: endpoint({
    method: 'POST',
    path: '/api/admin/programs',
    body: programInput,
    responses: { 201: z.object({ programs: z.array(adminProgram) }), ...errors },
  }),
  updateProgram: endpoint({
    method: 'PATCH',
    path: '/api/admin/programs/:id',
    params: programParams,
    body: programUpdate,
    responses: { 200: adminProgram, ...errors },
  }),
  deleteProgram: endpoint({
    method: 'DELETE',
    path: '/api/admin/programs/:id',
    params: programParams,
    responses: { 204: z.null(), ...errors },
  }),
  sound: endpoint({ method: 'GET', path: '/api/admin/sound', responses: { 200: soundStatus, ...soundErrors } }),
  saveSound: endpoint({ method: 'PUT', path: '/api/admin/sound', body: soundSettings, responses: { 200: soundStatus, ...soundErrors } }),
  listeners: endpoint({
    method: 'GET',
    path: '/api/admin/listeners',
    query: listenerStatsQuery,
    responses: { 200: listenerStats, 400: errorResponse, 401: errorResponse, 403: errorResponse },
  }),
};
