import { z } from 'zod';
import { moderationMessages, reportRequest, reportResponse } from '@selah/contracts/admin-people';
import { errorResponse } from '@selah/contracts/common';
import { memberStats } from '@selah/contracts/accounts';
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
  listThreadsQuery,
  memberComment,
  moderateRequest,
  prayResponse,
  thread,
  threadPage,
} from '@selah/contracts/community';
import { HttpError, unauthorized } from '../../platform/http/errors.ts';
import type { ModuleRoutes } from '../../platform/module.ts';
import { memberOrAddress, optionalUser, requireUser } from '../accounts/index.ts';
import type { CommunityModuleService } from './module-service.ts';

const idParams = z.object({ id: z.string().uuid('That discussion does not exist.') });
const userParams = z.object({ id: z.string().uuid('That member does not exist.') });
const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 429: errorResponse };
/** Posting limits are per member (their id, however the token is sent), else per address. */
const postingLimit = (max: number) => ({
  rateLimit: {
    max,
    timeWindow: '10 minutes',
    keyGenerator: memberOrAddress,
    errorResponseBuilder: () => new HttpError(429, communityMessages.postingRateLimit, 'rate_limit'),
  },
});

export const communityRoutes: ModuleRoutes<CommunityModuleService> = async (app, { service }) => {
  const { threads, replies } = service;
  const { threadsPer10Min, repliesPer10Min } = app.config.limits;

  app.get(
    '/api/community/threads',
    { schema: { querystring: listThreadsQuery, response: { 200: threadPage, 400: errorResponse } } },
    async (request) => threads.listThreads(await optionalUser(request), request.query),
  );
  app.post(
    '/api/community/threads',
    { config: postingLimit(threadsPer10Min), schema: { body: createThreadRequest, response: { 201: thread, ...errors } } },
    async (request, reply) => {
      const viewer = await optionalUser(request);
      if (!viewer) throw unauthorized(communityMessages.loginToCreate);
      return reply.status(201).send(await threads.createThread(viewer, request.body));
    },
  );
  app.get('/api/community/threads/:id', { schema: { params: idParams, response: { 200: thread, ...errors } } }, async (request) =>
    threads.getThread(await optionalUser(request), request.params.id),
  );
  app.patch(
    '/api/community/threads/:id',
    { schema: { params: idParams, body: editThreadRequest, response: { 200: thread, ...errors } } },
    async (request) => threads.editThread(await requireUser(request), request.params.id, request.body),
  );
  app.delete(
    '/api/community/threads/:id',
    { schema: { params: idParams, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      const viewer = await requireUser(request);
      await threads.removeThread(viewer, request.params.id, (id) => service.moderation.delete(viewer, 'thread', id));
      return reply.status(204).send(null);
    },
  );
  app.post(
    '/api/community/threads/:id/moderate',
    { schema: { params: idParams, body: moderateRequest, response: { 200: thread, ...errors } } },
    // Through the console's moderation: audited, and the author is told when their post is hidden.
    async (request) => {
      const viewer = await requireUser(request);
      const { id } = request.params;
      await threads.mayModerate(viewer, id);
      if (request.body.isHidden !== undefined) await service.moderation.setHidden(viewer, 'thread', id, request.body.isHidden);
      if (request.body.isPinned !== undefined) await service.moderation.setPinned(viewer, id, request.body.isPinned);
      return threads.getThread(viewer, id);
    },
  );
  app.post(
    '/api/community/threads/:id/like',
    { schema: { params: idParams, response: { 200: likeResponse, ...errors } } },
    async (request) => threads.toggleLike(await requireUser(request), request.params.id),
  );
  app.post(
    '/api/community/threads/:id/pray',
    { schema: { params: idParams, response: { 200: prayResponse, ...errors } } },
    async (request) => threads.pray(await requireUser(request), request.params.id),
  );
  app.post(
    '/api/community/threads/:id/answered',
    { schema: { params: idParams, body: answerRequest, response: { 200: thread, ...errors } } },
    async (request) => threads.markAnswered(await requireUser(request), request.params.id, request.body.update),
  );
  app.post(
    '/api/community/threads/:id/follow',
    { schema: { params: idParams, response: { 200: followResponse, ...errors } } },
    async (request) => threads.setFollow(await requireUser(request), request.params.id, true),
  );
  app.delete(
    '/api/community/threads/:id/follow',
    { schema: { params: idParams, response: { 200: followResponse, ...errors } } },
    async (request) => threads.setFollow(await requireUser(request), request.params.id, false),
  );
  app.get(
    '/api/community/threads/:id/comments',
    { schema: { params: idParams, response: { 200: z.array(comment), ...errors } } },
    async (request) => replies.listComments(await optionalUser(request), request.params.id),
  );
  app.post(
    '/api/community/threads/:id/comments',
    {
      config: postingLimit(repliesPer10Min),
      schema: { params: idParams, body: createCommentRequest, response: { 201: z.object({ id: z.string() }), ...errors } },
    },
    async (request, reply) => reply.status(201).send(await replies.addComment(await requireUser(request), request.params.id, request.body)),
  );
  app.get(
    '/api/users/:id/comments',
    { schema: { params: userParams, response: { 200: z.array(memberComment), 400: errorResponse } } },
    async (request) => replies.memberComments(await optionalUser(request), request.params.id),
  );
  // A member's counts are community activity: discussions, replies and prayers.
  app.get('/api/users/:id/stats', { schema: { params: userParams, response: { 200: memberStats, 400: errorResponse } } }, async (request) =>
    replies.memberStats(await optionalUser(request), request.params.id),
  );
  app.post(
    '/api/reports',
    {
      config: {
        rateLimit: {
          max: 10,
          timeWindow: '10 minutes',
          keyGenerator: memberOrAddress,
          errorResponseBuilder: () => new HttpError(429, moderationMessages.reportRateLimit, 'rate_limit'),
        },
      },
      schema: { body: reportRequest, response: { 201: reportResponse, ...errors, 409: errorResponse } },
    },
    async (request, reply) => reply.status(201).send(await service.moderation.report(await requireUser(request), request.body)),
  );
  app.get('/api/community/stats', { schema: { response: { 200: communityStats } } }, () => replies.stats());
};
