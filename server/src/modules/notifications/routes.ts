import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import { errorResponse } from '@selah/contracts/common';
import {
  listNotificationsQuery,
  notification,
  notificationMessages,
  notificationPage,
  preferencesResponse,
  pushSubscriptionRequest,
  prayerTeamMessages,
  prayerTeamRequest,
  prayerTeamState,
  pushUnsubscribeRequest,
  readAllResponse,
  unreadCount,
  updatePreferencesRequest,
  vapidPublicKeyResponse,
} from '@selah/contracts/notifications';
import { HttpError, notFound } from '../../platform/http/errors.ts';
import type { ModuleRoutes } from '../../platform/module.ts';
import { memberOrAddress, requireUser } from '../accounts/index.ts';
import type { NotificationsModuleService } from './service.ts';
import { notificationSocket } from './socket.ts';
import { unsubscribeRoutes } from './unsubscribe-routes.ts';

const idParams = z.object({ id: z.uuid(notificationMessages.notFound) });
const errors = { 400: errorResponse, 401: errorResponse };
/** Who may call comes before what they sent: a visitor gets 401, not a 400 about the query. */
const signedIn = { onRequest: async (request: FastifyRequest) => void (await requireUser(request)) };
const me = async (request: FastifyRequest) => (await requireUser(request)).id;

export const notificationsRoutes: ModuleRoutes<NotificationsModuleService> = async (app, { service }) => {
  const { inbox, preferences, push } = service;

  app.get(
    '/api/notifications',
    { ...signedIn, schema: { querystring: listNotificationsQuery, response: { 200: notificationPage, ...errors } } },
    async (request) => inbox.list(await me(request), request.query),
  );
  app.get('/api/notifications/unread-count', { ...signedIn, schema: { response: { 200: unreadCount, ...errors } } }, async (request) => ({
    count: await inbox.unreadCount(await me(request)),
  }));
  app.post(
    '/api/notifications/:id/read',
    { ...signedIn, schema: { params: idParams, response: { 200: notification, 404: errorResponse, ...errors } } },
    async (request) => inbox.markRead(await me(request), request.params.id),
  );
  app.post('/api/notifications/read-all', { ...signedIn, schema: { response: { 200: readAllResponse, ...errors } } }, async (request) =>
    inbox.markAllRead(await me(request)),
  );
  app.delete(
    '/api/notifications/:id',
    { ...signedIn, schema: { params: idParams, response: { 204: z.null(), 404: errorResponse, ...errors } } },
    async (request, reply) => {
      await inbox.remove(await me(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/notification-preferences',
    { ...signedIn, schema: { response: { 200: preferencesResponse, ...errors } } },
    async (request) => preferences.list(await me(request)),
  );
  app.put(
    '/api/notification-preferences',
    { ...signedIn, schema: { body: updatePreferencesRequest, response: { 200: preferencesResponse, ...errors } } },
    async (request) => preferences.update(await me(request), request.body),
  );

  app.get('/api/prayer-team', { ...signedIn, schema: { response: { 200: prayerTeamState, ...errors } } }, async (request) =>
    service.prayerTeam.state(await me(request)),
  );
  app.put(
    '/api/prayer-team',
    {
      ...signedIn,
      config: {
        rateLimit: {
          max: 20,
          timeWindow: '10 minutes',
          keyGenerator: memberOrAddress,
          errorResponseBuilder: () => new HttpError(429, prayerTeamMessages.rateLimit, 'rate_limit'),
        },
      },
      schema: { body: prayerTeamRequest, response: { 200: prayerTeamState, 429: errorResponse, ...errors } },
    },
    async (request) => service.prayerTeam.set(await me(request), request.body.member),
  );

  app.get('/api/push/vapid-public-key', { schema: { response: { 200: vapidPublicKeyResponse } } }, async () => ({
    publicKey: await push.publicKey(),
  }));
  app.post(
    '/api/push/subscriptions',
    { ...signedIn, schema: { body: pushSubscriptionRequest, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await push.subscribe(await me(request), request.body);
      return reply.status(204).send(null);
    },
  );
  app.delete(
    '/api/push/subscriptions',
    { ...signedIn, schema: { body: pushUnsubscribeRequest, response: { 204: z.null(), 404: errorResponse, ...errors } } },
    async (request, reply) => {
      if (!(await push.unsubscribe(await me(request), request.body.endpoint))) throw notFound(notificationMessages.pushNotFound);
      return reply.status(204).send(null);
    },
  );

  await unsubscribeRoutes(app, service);
  notificationSocket(app, service);
};
