import { z } from 'zod';
import { liveAdminMessages, liveAdminStatus, regeneratedKey } from './live-admin.ts';
import { errorResponse } from './common.ts';
import { endpoint } from './endpoint.ts';
import {
  chatList,
  chatListQuery,
  chatMessage,
  chatMessages,
  chatMuteBody,
  chatMuteResponse,
  chatPostBody,
  chatSettings,
  chatSettingsBody,
  liveStartBody,
  liveStatus,
  owncastStatus,
  streamKeyResponse,
  studioInfo,
  studioSettingsBody,
} from './live.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 429: errorResponse };
const messageParams = z.object({ id: z.string().uuid(chatMessages.notFound) });

/** Live video: the show's status, the studio (broadcasters and admins) and the live chat. */
export const liveApi = {
  status: endpoint({ method: 'GET', path: '/api/live/status', responses: { 200: liveStatus } }),
  owncastStatus: endpoint({ method: 'GET', path: '/api/owncast/status', responses: { 200: owncastStatus, 502: errorResponse } }),
  start: endpoint({ method: 'POST', path: '/api/live/start', body: liveStartBody, responses: { 200: liveStatus, ...errors } }),
  stop: endpoint({ method: 'POST', path: '/api/live/stop', responses: { 200: liveStatus, ...errors } }),
  studio: endpoint({ method: 'GET', path: '/api/live/studio', responses: { 200: studioInfo, ...errors } }),
  createStreamKey: endpoint({ method: 'POST', path: '/api/live/stream-key', responses: { 200: streamKeyResponse, ...errors } }),
  studioSettings: endpoint({
    method: 'PUT',
    path: '/api/live/studio/settings',
    body: studioSettingsBody,
    responses: { 200: studioInfo, ...errors },
  }),
  chatMessages: endpoint({ method: 'GET', path: '/api/chat/messages', query: chatListQuery, responses: { 200: chatList, ...errors } }),
  postChatMessage: endpoint({ method: 'POST', path: '/api/chat/messages', body: chatPostBody, responses: { 200: chatMessage, ...errors } }),
  deleteChatMessage: endpoint({
    method: 'DELETE',
    path: '/api/chat/messages/:id',
    params: messageParams,
    responses: { 204: z.null(), ...errors },
  }),
  muteChatAuthor: endpoint({
    method: 'POST',
    path: '/api/chat/messages/:id/mute',
    params: messageParams,
    body: chatMuteBody,
    responses: { 200: chatMuteResponse, ...errors },
  }),
  chatSettings: endpoint({ method: 'GET', path: '/api/chat/settings', responses: { 200: chatSettings } }),
  updateChatSettings: endpoint({
    method: 'PUT',
    path: '/api/chat/settings',
    body: chatSettingsBody,
    responses: { 200: chatSettings, ...errors },
  }),
};

const adminErrors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };

/** The console's Live section (staff: admins and broadcasters; another person's key: admins only). */
export const liveAdminApi = {
  status: endpoint({ method: 'GET', path: '/api/admin/live', responses: { 200: liveAdminStatus, ...adminErrors } }),
  kick: endpoint({ method: 'POST', path: '/api/admin/live/kick', responses: { 200: liveAdminStatus, ...adminErrors } }),
  skip: endpoint({ method: 'POST', path: '/api/admin/live/skip', responses: { 200: liveAdminStatus, ...adminErrors } }),
  start: endpoint({
    method: 'POST',
    path: '/api/admin/live/start',
    body: liveStartBody,
    responses: { 200: liveAdminStatus, ...adminErrors },
  }),
  stop: endpoint({ method: 'POST', path: '/api/admin/live/stop', responses: { 200: liveAdminStatus, ...adminErrors } }),
  regenerateKey: endpoint({
    method: 'POST',
    path: '/api/admin/live/keys/:userId',
    params: z.object({ userId: z.uuid(liveAdminMessages.keyUserNotFound) }),
    responses: { 200: regeneratedKey, ...adminErrors },
  }),
};
