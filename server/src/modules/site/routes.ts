import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { stationInfo } from '@selah/contracts/station';
import { readStationContent, seedStationFromContent } from './site.service.ts';

export const siteModule: FastifyPluginAsyncZod<{ seedDemo: boolean }> = async (app) => {
  await seedStationFromContent(app.db, app.config.paths.content);

  app.get('/api/station', { schema: { response: { 200: stationInfo } } }, async () => {
    const content = await readStationContent(app.db);
    return stationInfo.parse(content.station);
  });
};
