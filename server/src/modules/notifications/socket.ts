import type { FastifyInstance } from 'fastify';
import { notificationMessages } from '@selah/contracts/notifications';
import { resolveSession } from '../accounts/index.ts';
import { systemClock } from '../../platform/time/clock.ts';
import type { NotificationsModuleService } from './service.ts';

/** Close code for "not signed in" (the 4000s are the application's own). */
export const SOCKET_UNAUTHORIZED = 4401;
const AUTH_TIMEOUT_MS = 5000;

function tokenOf(data: unknown): string | null {
  try {
    const message = JSON.parse(String(data)) as { type?: unknown; token?: unknown };
    return message?.type === 'auth' && typeof message.token === 'string' ? message.token : null;
  } catch {
    return null;
  }
}

/**
 * /ws/notifications: a browser cannot send headers on a websocket, so its first message is
 * `{ "type": "auth", "token": "<bearer token>" }`. A bad token, or none within 5 s, closes the
 * socket with 4401. Then the member's new notifications and unread counts arrive as they happen.
 */
export function notificationSocket(app: FastifyInstance, service: NotificationsModuleService): void {
  app.get('/ws/notifications', { websocket: true }, (socket) => {
    let state: 'waiting' | 'checking' | 'open' = 'waiting';
    const refuse = () => socket.close(SOCKET_UNAUTHORIZED, notificationMessages.socketSignIn);
    const timer = app.clock.after(AUTH_TIMEOUT_MS, refuse);
    socket.once('close', () => timer.cancel());
    socket.on('message', async (data) => {
      if (state !== 'waiting') return;
      state = 'checking';
      const token = tokenOf(data);
      const user = token ? await resolveSession(app.db, token, systemClock.now()).catch(() => null) : null;
      if (!user) return refuse();
      timer.cancel();
      // The page may have gone while the token was checked: a closed socket is not held.
      if (socket.readyState !== socket.OPEN) return;
      state = 'open';
      service.attach(socket, user.id);
      try {
        socket.send(JSON.stringify({ type: 'unread_count', count: await service.inbox.unreadCount(user.id) }));
      } catch (err) {
        app.log.warn({ err }, 'notification socket: first unread count failed');
      }
    });
  });
}
