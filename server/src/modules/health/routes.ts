import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponse } from '@selah/contracts/health';
import { appVersion } from '../../platform/version.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/health', { schema: { response: { 200: healthResponse } } }, async () => {
    // A failing database makes this throw, and the error handler answers 500.
    await app.db.execute(sql`SELECT 1`);
    return {
      ok: true as const,
      version: appVersion,
      db: app.database.kind,
      uptimeSeconds: Math.round(process.uptime()),
    };
  });
};
