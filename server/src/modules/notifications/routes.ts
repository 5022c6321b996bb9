import { requestLocale } from '../../platform/http/locale.ts';
import type { FastifyRequest } from 'fastify';
import { notificationMessages, prayerTeamMessages } from '@selah/contracts/notifications';
import { notificationsApi as api } from '@selah/contracts/notifications-endpoints';
import { HttpError, notFound } from '../../platform/http/errors.ts';
import { route } from '../../platform/http/route.ts';
import type { ModuleRoutes } from '../../platform/module.ts';
import { memberOrAddress, requireUser } from '../accounts/index.ts';
import type { NotificationsModuleService } from './service.ts';
import { notificationSocket } from './socket.ts';
import { unsubscribeRoutes } from './unsubscribe-routes.ts';

/** Who may call comes before what they sent: a visitor gets 401, not a 400 about the query. */
const signedIn = { onRequest: async (request: FastifyRequest) => void (await requireUser(request)) };
const me = async (request: FastifyRequest) => (await requireUser(request)).id;
const prayerTeamLimit = {
  rateLimit: {
    max: 20,
    timeWindow: '10 minutes',
    keyGenerator: memberOrAddress,
    errorResponseBuilder: () => new HttpError(429, prayerTeamMessages.rateLimit, 'rate_limit'),
  },
};

export const notificationsRoutes: ModuleRoutes<NotificationsModuleService> = async (app, { service }) => {
  const { inbox, preferences, push } = service;

  route(app, api.list, signedIn, async (request) => inbox.list(await me(request), request.query, requestLocale(request)));
  route(app, api.unreadCount, signedIn, async (request) => ({ count: await inbox.unreadCount(await me(request)) }));
  route(app, api.markRead, signedIn, async (request) => inbox.markRead(await me(request), request.params.id, requestLocale(request)));
  route(app, api.markAllRead, signedIn, async (request) => inbox.markAllRead(await me(request)));
  route(app, api.remove, signedIn, async (request) => {
    await inbox.remove(await me(request), request.params.id);
  });

  route(app, api.preferences, signedIn, async (request) => preferences.list(await me(request)));
  route(app, api.updatePreferences, signedIn, async (request) => preferences.update(await me(request), request.body));

  route(app, api.prayerTeam, signedIn, async (request) => service.prayerTeam.state(await me(request)));
  route(app, api.setPrayerTeam, { ...signedIn, config: prayerTeamLimit }, async (request) =>
    service.prayerTeam.set(await me(request), request.body.member),
  );

  route(app, api.vapidPublicKey, async () => ({ publicKey: await push.publicKey() }));
  route(app, api.subscribePush, signedIn, async (request) => {
    await push.subscribe(await me(request), request.body);
  });
  route(app, api.unsubscribePush, signedIn, async (request) => {
    if (!(await push.unsubscribe(await me(request), request.body.endpoint))) throw notFound(notificationMessages.pushNotFound);
  });

  await unsubscribeRoutes(app, service);
  // A WebSocket upgrade, not an HTTP endpoint: it stays a plain route (socket.ts).
  notificationSocket(app, service);
};
