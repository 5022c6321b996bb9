import { moderationMessages } from '@selah/contracts/admin-people';
import { communityMessages } from '@selah/contracts/community';
import { communityApi as api } from '@selah/contracts/community-endpoints';
import { HttpError, unauthorized } from '../../platform/http/errors.ts';
import { route } from '../../platform/http/route.ts';
import type { ModuleRoutes } from '../../platform/module.ts';
import { memberOrAddress, optionalUser, requireUser } from '../accounts/index.ts';
import type { CommunityModuleService } from './module-service.ts';

/** Posting limits are per member (their id, however the token is sent), else per address. */
const postingLimit = (max: number, message: string = communityMessages.postingRateLimit) => ({
  rateLimit: {
    max,
    timeWindow: '10 minutes',
    keyGenerator: memberOrAddress,
    errorResponseBuilder: () => new HttpError(429, message, 'rate_limit'),
  },
});

export const communityRoutes: ModuleRoutes<CommunityModuleService> = async (app, { service }) => {
  const { threads, replies } = service;
  const { threadsPer10Min, repliesPer10Min } = app.config.limits;

  route(app, api.listThreads, async (request) => threads.listThreads(await optionalUser(request), request.query));
  route(app, api.createThread, { config: postingLimit(threadsPer10Min) }, async (request) => {
    const viewer = await optionalUser(request);
    if (!viewer) throw unauthorized(communityMessages.loginToCreate);
    return threads.createThread(viewer, request.body);
  });
  route(app, api.getThread, async (request) => threads.getThread(await optionalUser(request), request.params.id));
  route(app, api.editThread, async (request) => threads.editThread(await requireUser(request), request.params.id, request.body));
  route(app, api.deleteThread, async (request) => {
    const viewer = await requireUser(request);
    await threads.removeThread(viewer, request.params.id, (id) => service.moderation.delete(viewer, 'thread', id));
  });
  // Through the console's moderation: audited, and the author is told when their post is hidden.
  route(app, api.moderateThread, async (request) => {
    const viewer = await requireUser(request);
    const { id } = request.params;
    await threads.mayModerate(viewer, id);
    if (request.body.isHidden !== undefined) await service.moderation.setHidden(viewer, 'thread', id, request.body.isHidden);
    if (request.body.isPinned !== undefined) await service.moderation.setPinned(viewer, id, request.body.isPinned);
    return threads.getThread(viewer, id);
  });
  route(app, api.likeThread, async (request) => threads.toggleLike(await requireUser(request), request.params.id));
  route(app, api.prayForThread, async (request) => threads.pray(await requireUser(request), request.params.id));
  route(app, api.markAnswered, async (request) => threads.markAnswered(await requireUser(request), request.params.id, request.body.update));
  route(app, api.followThread, async (request) => threads.setFollow(await requireUser(request), request.params.id, true));
  route(app, api.unfollowThread, async (request) => threads.setFollow(await requireUser(request), request.params.id, false));
  route(app, api.listComments, async (request) => replies.listComments(await optionalUser(request), request.params.id));
  route(app, api.createComment, { config: postingLimit(repliesPer10Min) }, async (request) =>
    replies.addComment(await requireUser(request), request.params.id, request.body),
  );
  route(app, api.memberComments, async (request) => replies.memberComments(await optionalUser(request), request.params.id));
  route(app, api.memberStats, async (request) => replies.memberStats(await optionalUser(request), request.params.id));
  route(app, api.report, { config: postingLimit(10, moderationMessages.reportRateLimit) }, async (request) =>
    service.moderation.report(await requireUser(request), request.body),
  );
  route(app, api.stats, () => replies.stats());
};
