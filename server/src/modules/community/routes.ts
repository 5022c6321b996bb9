import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export interface CommunityModuleOptions {
  /** Load demo content on first start. */
  seedDemo: boolean;
}

/** The community module's routes, jobs and event subscriptions. */
export const communityModule: FastifyPluginAsyncZod<CommunityModuleOptions> = async () => {};
