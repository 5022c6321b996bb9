import { z } from 'zod';
import { errorResponse } from './common.ts';
import { endpoint } from './endpoint.ts';
import {
  listNotificationsQuery,
  notification,
  notificationMessages,
  notificationPage,
  prayerTeamRequest,
  prayerTeamState,
  preferencesResponse,
  pushSubscriptionRequest,
  pushUnsubscribeRequest,
  readAllResponse,
  unreadCount,
  unsubscribeQuery,
  unsubscribeResponse,
  updatePreferencesRequest,
  vapidPublicKeyResponse,
} from './notifications.ts';

const idParams = z.object({ id: z.uuid(notificationMessages.notFound) });
const errors = { 400: errorResponse, 401: errorResponse };

/** A member's notifications, their preferences, the prayer team, web push, and email's one-click unsubscribe. */
export const notificationsApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/notifications',
    query: listNotificationsQuery,
    responses: { 200: notificationPage, ...errors },
  }),
  unreadCount: endpoint({ method: 'GET', path: '/api/notifications/unread-count', responses: { 200: unreadCount, ...errors } }),
  markRead: endpoint({
    method: 'POST',
    path: '/api/notifications/:id/read',
    params: idParams,
    responses: { 200: notification, 404: errorResponse, ...errors },
  }),
  markAllRead: endpoint({ method: 'POST', path: '/api/notifications/read-all', responses: { 200: readAllResponse, ...errors } }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/notifications/:id',
    params: idParams,
    responses: { 204: z.null(), 404: errorResponse, ...errors },
  }),
  preferences: endpoint({ method: 'GET', path: '/api/notification-preferences', responses: { 200: preferencesResponse, ...errors } }),
  updatePreferences: endpoint({
    method: 'PUT',
    path: '/api/notification-preferences',
    body: updatePreferencesRequest,
    responses: { 200: preferencesResponse, ...errors },
  }),
  prayerTeam: endpoint({ method: 'GET', path: '/api/prayer-team', responses: { 200: prayerTeamState, ...errors } }),
  setPrayerTeam: endpoint({
    method: 'PUT',
    path: '/api/prayer-team',
    body: prayerTeamRequest,
    responses: { 200: prayerTeamState, 429: errorResponse, ...errors },
  }),
  vapidPublicKey: endpoint({ method: 'GET', path: '/api/push/vapid-public-key', responses: { 200: vapidPublicKeyResponse } }),
  subscribePush: endpoint({
    method: 'POST',
    path: '/api/push/subscriptions',
    body: pushSubscriptionRequest,
    responses: { 204: z.null(), ...errors },
  }),
  unsubscribePush: endpoint({
    method: 'DELETE',
    path: '/api/push/subscriptions',
    body: pushUnsubscribeRequest,
    responses: { 204: z.null(), 404: errorResponse, ...errors },
  }),
  /** The signed link of every notification email, opened: a page whose button makes the one-click POST. */
  unsubscribePage: endpoint({
    method: 'GET',
    path: '/api/notifications/unsubscribe',
    query: unsubscribeQuery,
    responses: { 200: z.string() },
    produces: 'text/html',
  }),
  /** One-click unsubscribe (RFC 8058): JSON for a mail client, a page for a person pressing the button. */
  unsubscribe: endpoint({
    method: 'POST',
    path: '/api/notifications/unsubscribe',
    query: unsubscribeQuery,
    responses: { 200: z.union([unsubscribeResponse, z.string()]), 400: z.union([errorResponse, z.string()]) },
  }),
};
