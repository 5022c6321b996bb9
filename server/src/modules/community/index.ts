import { createSpamJudge } from '../../platform/http/anti-spam.ts';
import type { CommunityModuleService } from './module-service.ts';
import { communityDataOf, forgetCommunityMember } from './member-data.repo.ts';
import { defineModule } from '../../platform/module.ts';
import { communityAdminRoutes } from './admin-routes.ts';
import { removeDemoCommunity, seedDemoCommunity } from './community.seed.ts';
import type { DemoMarks } from '../../platform/demo-marks.ts';
import { createCommunityService } from './community.service.ts';
import { createModerationService } from './moderation.service.ts';
import { createRepliesService } from './replies.service.ts';
import { communityRoutes } from './routes.ts';
import { cardOrNothing, idFromPath } from '../../platform/http/share-path.ts';
import { createThreadSearch } from './thread-search.ts';
import './community.events.ts';

export type { CommunityModuleService } from './module-service.ts';

declare module '../../platform/module.ts' {
  interface ModuleServices {
    community: CommunityModuleService;
  }
}

export const communityModule = defineModule<CommunityModuleService>({
  name: 'community',
  service: (ctx) => {
    const members = ctx.use('accounts').members;
    const spam = createSpamJudge({ minFormMs: ctx.config.limits.minFormMs, clock: ctx.clock });
    const threads = createCommunityService({
      db: ctx.db,
      bus: ctx.bus,
      clock: ctx.clock,
      time: ctx.time,
      members,
      spam,
    });
    return {
      threads,
      replies: createRepliesService({ db: ctx.db, bus: ctx.bus, clock: ctx.clock, members, spam, threads }),
      search: createThreadSearch({ members }),
      moderation: createModerationService({ db: ctx.db, bus: ctx.bus, clock: ctx.clock, audit: ctx.audit, members, threads }),
      seedDemo: (marks: DemoMarks) => seedDemoCommunity(ctx.db, members, ctx.config.paths.content, ctx.clock.now(), marks),
      removeDemo: (marks: DemoMarks) => removeDemoCommunity(ctx.db, marks),
    };
  },
  routes: communityRoutes,
  // A shared thread shows its title and words, never its author (anonymous requests stay anonymous).
  page: async ({ threads }, pathname) => {
    const id = idFromPath(pathname, '/community/t/');
    const thread = id && (await cardOrNothing(() => threads.getThread(null, id)));
    return thread ? { share: { title: thread.title, description: thread.content, type: 'article' } } : {};
  },
  adminRoutes: communityAdminRoutes,
  demoContent: (service, marks) => service.seedDemo(marks),
  removeDemo: (service, marks) => service.removeDemo(marks),
  // The member's part of their data export and of their account's deletion (decision 021).
  memberData: { export: (_s, userId, db) => communityDataOf(db, userId), forget: (_s, userId, tx) => forgetCommunityMember(tx, userId) },
});
