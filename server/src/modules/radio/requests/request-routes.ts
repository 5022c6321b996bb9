import type { FastifyRequest } from 'fastify';
import { STUDIO_MESSAGES_PER_10_MINUTES, requestMessages } from '@selah/contracts/requests';
import { radioApi as api } from '@selah/contracts/radio-endpoints';
import { translateMessage } from '@selah/contracts/message-translation';
import { requestLocale } from '../../../platform/http/locale.ts';
import { clientHashOf } from '../../../platform/http/client-hash.ts';
import { HttpError } from '../../../platform/http/errors.ts';
import { route } from '../../../platform/http/route.ts';
import type { ModuleRoutes } from '../../../platform/module.ts';
import { memberOrAddress, optionalUser } from '../../accounts/index.ts';
import type { RadioModuleService } from '../module-service.ts';

/** Who is asking: a member by id, a visitor by a hash of their address (never the address itself). */
async function requesterOf(request: FastifyRequest): Promise<string> {
  const user = await optionalUser(request);
  return user ? `member:${user.id}` : `address:${clientHashOf(request.ip)}`;
}

/** The request line for listeners: search the library, ask for a song, write to the studio. */
export const requestRoutes: ModuleRoutes<RadioModuleService> = async (app, { service }) => {
  // A song's reason (why it cannot be asked for now) is Selah's sentence: in the request's language.
  route(app, api.requestSongs, async (request) => {
    const locale = requestLocale(request);
    const songs = await service.requests.search(request.query.q);
    return { songs: songs.map((s) => (s.reason ? { ...s, reason: translateMessage(s.reason, locale) } : s)) };
  });

  route(
    app,
    api.requestSong,
    {
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

  route(
    app,
    api.messageStudio,
    {
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
