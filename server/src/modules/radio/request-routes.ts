import type { FastifyRequest } from 'fastify';
import { errorResponse } from '@selah/contracts/common';
import {
  STUDIO_MESSAGES_PER_10_MINUTES,
  requestMessages,
  requestSongsQuery,
  requestSongsResponse,
  songRequestBody,
  songRequestResponse,
  studioMessageBody,
  studioMessageSent,
} from '@selah/contracts/requests';
import { clientHashOf } from '../../platform/http/client-hash.ts';
import { HttpError } from '../../platform/http/errors.ts';
import type { ModuleRoutes } from '../../platform/module.ts';
import { memberOrAddress, optionalUser } from '../accounts/index.ts';
import type { RadioModuleService } from './module-service.ts';

const errors = { 400: errorResponse, 404: errorResponse, 409: errorResponse, 429: errorResponse };

/** Who is asking: a member by id, a visitor by a hash of their address (never the address itself). */
async function requesterOf(request: FastifyRequest): Promise<string> {
  const user = await optionalUser(request);
  return user ? `member:${user.id}` : `address:${clientHashOf(request.ip)}`;
}

/** The request line for listeners: search the library, ask for a song, write to the studio. */
export const requestRoutes: ModuleRoutes<RadioModuleService> = async (app, { service }) => {
  app.get(
    '/api/requests/songs',
    { schema: { querystring: requestSongsQuery, response: { 200: requestSongsResponse, ...errors } } },
    async (request) => ({
      songs: await service.requests.search(request.query.q),
    }),
  );

  app.post(
    '/api/requests',
    {
      schema: { body: songRequestBody, response: { 200: songRequestResponse, ...errors } },
      // A coarse fence before the database; the request line's own rule (one song in ten minutes) is finer.
      config: {
        rateLimit: {
          max: 10,
          timeWindow: '1 minute',
          keyGenerator: memberOrAddress,
          errorResponseBuilder: () => new HttpError(429, requestMessages.flood, 'request_flood'),
        },
      },
    },
    async (request) => service.requests.request(await requesterOf(request), request.body.songId, request.body.name ?? ''),
  );

  app.post(
    '/api/requests/messages',
    {
      schema: { body: studioMessageBody, response: { 200: studioMessageSent, ...errors } },
      config: {
        rateLimit: {
          max: STUDIO_MESSAGES_PER_10_MINUTES,
          timeWindow: '10 minutes',
          keyGenerator: memberOrAddress,
          errorResponseBuilder: () => new HttpError(429, requestMessages.messageFlood, 'message_flood'),
        },
      },
    },
    async (request) => {
      await service.studio.send(await requesterOf(request), request.body);
      return { message: requestMessages.messageSent };
    },
  );
};
