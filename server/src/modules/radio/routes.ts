import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export interface RadioModuleOptions {
  /** Load demo content on first start. */
  seedDemo: boolean;
}

/** The radio module's routes, jobs and event subscriptions. */
export const radioModule: FastifyPluginAsyncZod<RadioModuleOptions> = async () => {};
