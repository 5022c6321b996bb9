import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { errorResponse } from '@selah/contracts/common';
import {
  answerRequest,
  comment,
  communityMessages,
  communityStats,
  createCommentRequest,
  createThreadRequest,
  editThreadRequest,
  followResponse,
  likeResponse,
  memberComment,
  listThreadsQuery,
  prayResponse,
  thread,
  threadPage,
} from '@selah/contracts/community';
import { HttpError, unauthorized } from '../../platform/http/errors.ts';
import { optionalUser, requireUser } from '../accounts/guards.ts';
import * as community from './community.service.ts';
import { seedDemoCommunity } from './community.seed.ts';

export interface CommunityModuleOptions {
  seedDemo: boolean;
}

const idParams = z.object({ id: z.string().uuid('That discussion does not exist.') });
const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 429: errorResponse };
/** Posting limits are per member (their token), falling back to the address. */
const postingLimit = (max: number) => ({
  rateLimit: {
    max,
    timeWindow: '10 minutes',
    keyGenerator: (req: FastifyRequest) => req.headers.authorization ?? req.ip,
    errorResponseBuilder: () => new HttpError(429, communityMessages.postingRateLimit, 'rate_limit'),
  },
});

export const communityModule: FastifyPluginAsyncZod<CommunityModuleOptions> = async (app, opts) => {
  const ctx: community.Ctx = { db: app.db, bus: app.bus, timezone: app.config.stationTimezone };
  app.addMemberStatsProvider((userId) => community.memberActivity(ctx, userId));
  if (opts.seedDemo) await seedDemoCommunity(app.db);

  app.get('/api/community/threads', { schema: { querystring: listThreadsQuery, response: { 200: threadPage, 400: errorResponse } } }, async (request) =>
    community.listThreads(ctx, await optionalUser(request), request.query),
  );

  app.post(
    '/api/community/threads',
    { config: postingLimit(app.config.limits.threadsPer10Min), schema: { body: createThreadRequest, response: { 201: thread, ...errors } } },
    async (request, reply) => {
      const viewer = await optionalUser(request);
      if (!viewer) throw unauthorized(communityMessages.loginToCreate);
      return reply.status(201).send(await community.createThread(ctx, viewer, request.body));
    },
  );

  app.get('/api/community/threads/:id', { schema: { params: idParams, response: { 200: thread, ...errors } } }, async (request) =>
    community.getThread(ctx, await optionalUser(request), request.params.id),
  );

  app.patch(
    '/api/community/threads/:id',
    { schema: { params: idParams, body: editThreadRequest, response: { 200: thread, ...errors } } },
    async (request) => community.editThread(ctx, await requireUser(request), request.params.id, request.body),
  );

  app.delete('/api/community/threads/:id', { schema: { params: idParams, response: { 204: z.null(), ...errors } } }, async (request, reply) => {
    await community.removeThread(ctx, await requireUser(request), request.params.id);
    return reply.status(204).send(null);
  });

  app.post(
    '/api/community/threads/:id/moderate',
    {
      schema: {
        params: idParams,
        body: z.object({ isPinned: z.boolean().optional(), isHidden: z.boolean().optional() }),
        response: { 200: thread, ...errors },
      },
    },
    async (request) => community.moderateThread(ctx, await requireUser(request), request.params.id, request.body),
  );

  app.post('/api/community/threads/:id/like', { schema: { params: idParams, response: { 200: likeResponse, ...errors } } }, async (request) =>
    community.toggleLike(ctx, await requireUser(request), request.params.id),
  );

  app.post('/api/community/threads/:id/pray', { schema: { params: idParams, response: { 200: prayResponse, ...errors } } }, async (request) =>
    community.pray(ctx, await requireUser(request), request.params.id),
  );

  app.post(
    '/api/community/threads/:id/answered',
    { schema: { params: idParams, body: answerRequest, response: { 200: thread, ...errors } } },
    async (request) => community.markAnswered(ctx, await requireUser(request), request.params.id, request.body.update),
  );

  app.post('/api/community/threads/:id/follow', { schema: { params: idParams, response: { 200: followResponse, ...errors } } }, async (request) =>
    community.setFollow(ctx, await requireUser(request), request.params.id, true),
  );

  app.delete('/api/community/threads/:id/follow', { schema: { params: idParams, response: { 200: followResponse, ...errors } } }, async (request) =>
    community.setFollow(ctx, await requireUser(request), request.params.id, false),
  );

  app.get('/api/community/threads/:id/comments', { schema: { params: idParams, response: { 200: z.array(comment), ...errors } } }, async (request) =>
    community.listComments(ctx, await optionalUser(request), request.params.id),
  );

  app.post(
    '/api/community/threads/:id/comments',
    { config: postingLimit(app.config.limits.repliesPer10Min), schema: { params: idParams, body: createCommentRequest, response: { 201: z.object({ id: z.string() }), ...errors } } },
    async (request, reply) => {
      const viewer = await requireUser(request);
      return reply.status(201).send(await community.addComment(ctx, viewer, request.params.id, request.body));
    },
  );

  app.get(
    '/api/users/:id/comments',
    { schema: { params: z.object({ id: z.string().uuid() }), response: { 200: z.array(memberComment) } } },
    async (request) => community.memberComments(ctx, request.params.id),
  );

  app.get('/api/community/stats', { schema: { response: { 200: communityStats } } }, async () => community.stats(ctx));
};
