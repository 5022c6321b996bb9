import { commonMessages } from '@selah/contracts/common';
import { translateMessage } from '@selah/contracts/message-translation';
import { requestLocale } from './locale.ts';
import type { FastifyInstance } from 'fastify';

/** The largest WebSocket frame any socket takes (a chat line, a sign-in token): a bigger one closes it (1009). */
export const SOCKET_MAX_PAYLOAD = 16 * 1024;
/** Open WebSockets one client address may hold at once (a household's tabs and phones fit). */
export const SOCKETS_PER_ADDRESS = 20;

/**
 * Refuses a WebSocket upgrade with 429 when its address already holds SOCKETS_PER_ADDRESS open
 * sockets (per instance), before any upgrade; the count drops as each connection closes.
 */
export function limitSocketsPerAddress(app: FastifyInstance, max: number = SOCKETS_PER_ADDRESS): void {
  const open = new Map<string, number>();
  app.addHook('onRequest', async (request, reply) => {
    if (request.headers.upgrade?.toLowerCase() !== 'websocket') return;
    const address = request.ip;
    const held = open.get(address) ?? 0;
    if (held >= max) {
      return reply
        .status(429)
        .header('retry-after', '30')
        .send({ message: translateMessage(commonMessages.tooManySockets, requestLocale(request)), error: 'rate_limit' });
    }
    open.set(address, held + 1);
    request.raw.socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}
