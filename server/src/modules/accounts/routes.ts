import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export interface AccountsModuleOptions {
  /** Load demo content on first start. */
  seedDemo: boolean;
}

/** The accounts module's routes, jobs and event subscriptions. */
export const accountsModule: FastifyPluginAsyncZod<AccountsModuleOptions> = async () => {};
