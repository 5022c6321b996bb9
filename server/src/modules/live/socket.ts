import { translateMessage } from '@selah/contracts/message-translation';
import { requestLocale } from '../../platform/http/locale.ts';
import type { FastifyInstance } from 'fastify';
import { chatPostBody } from '@selah/contracts/live';
import { commonMessages } from '@selah/contracts/common';
import { twoStepMessages } from '@selah/contracts/two-step';
import { HttpError } from '../../platform/http/errors.ts';
import { isCleanText } from '../../platform/http/input-guard.ts';
import type { LiveModuleService } from './module-service.ts';
import { sessionUser } from '../accounts/index.ts';
import { STUDIO_CHANNEL } from '../radio/index.ts';
import { LIVE_CHANNEL } from './live.service.ts';

/**
 * /ws/stream (spec §4 Live-stream socket): `get_status` answers `stream_status`; every viewer
 * gets stream_started, stream_stopped, chat_message (and chat_deleted, chat_settings) as they
 * happen, on every instance. A `chat_message` sent here is posted as a visitor's message from
 * this socket's address (the page's fallback when the HTTP post fails), under the same rules.
 * The studio page sends `studio_auth` with its token: a broadcaster's or admin's socket then also
 * hears listeners' song requests and messages to the studio (studio_request, studio_message).
 */
export function liveSocket(app: FastifyInstance, service: LiveModuleService): void {
  app.get('/ws/stream', { websocket: true }, (socket, request) => {
    app.push.attach(socket, LIVE_CHANNEL);
    // An error's sentence in the language of the page that opened the socket.
    const locale = requestLocale(request);
    const reply = (message: { type: string; message?: string; data?: unknown }) => {
      const said =
        message.type === 'error' && message.message ? { ...message, message: translateMessage(message.message, locale) } : message;
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(said));
    };
    let studio = false;
    socket.on('message', async (data) => {
      let message: { type?: unknown; username?: unknown; message?: unknown; token?: unknown };
      try {
        message = JSON.parse(String(data)) as typeof message;
      } catch {
        return reply({ type: 'error', message: commonMessages.socketJson });
      }
      try {
        if (message?.type === 'get_status') return reply({ type: 'stream_status', data: await service.live.status() });
        if (message?.type === 'chat_message') {
          const texts = [message.message, message.username].filter((v): v is string => typeof v === 'string');
          if (!texts.every(isCleanText)) return reply({ type: 'error', message: commonMessages.brokenText });
          const body = chatPostBody.safeParse({ message: message.message, username: message.username });
          if (!body.success) return reply({ type: 'error', message: body.error.issues[0]?.message ?? commonMessages.notSent });
          await service.chat.post({ user: null, ip: request.ip }, body.data);
          return;
        }
        if (message?.type === 'ping') return reply({ type: 'pong' });
        if (message?.type === 'studio_auth') {
          const user = typeof message.token === 'string' ? await sessionUser(app, message.token).catch(() => null) : null;
          if (!user || (user.role !== 'admin' && user.role !== 'broadcaster')) {
            // Staff held back by the station's two-step rule are told why.
            return reply({ type: 'error', message: user?.heldRole ? twoStepMessages.staffRequired : commonMessages.forbidden });
          }
          if (!studio && socket.readyState === socket.OPEN) app.push.attach(socket, STUDIO_CHANNEL, null);
          studio = true;
          return reply({ type: 'studio_ready' });
        }
      } catch (err) {
        if (err instanceof HttpError) return reply({ type: 'error', message: err.message });
        app.log.warn({ err }, 'stream socket message failed');
        reply({ type: 'error', message: commonMessages.ourSide });
      }
    });
  });

  // Every other /ws/* path is refused with 404 before any upgrade (otherwise the web app's
  // catch-all route would accept the socket and close it silently).
  app.get(
    '/ws/*',
    {
      websocket: true,
      onRequest: async (request, reply) => {
        await reply.status(404).send({ message: commonMessages.noSocket(request.url.split('?')[0] ?? ''), error: 'not_found' });
      },
    },
    (socket) => socket.close(4404, 'No such socket'),
  );
}
