import { errorResponse } from '@selah/contracts/common';
import { searchQuery, searchResults } from '@selah/contracts/search';
import type { ModuleRoutes } from '../../platform/module.ts';
import { memberOrAddress } from '../accounts/index.ts';
import type { SearchService } from './search.service.ts';

export const searchRoutes: ModuleRoutes<SearchService> = async (app, { service }) => {
  app.get(
    '/api/search',
    {
      config: { rateLimit: { max: 120, timeWindow: '1 minute', keyGenerator: memberOrAddress } },
      schema: { querystring: searchQuery, response: { 200: searchResults, 400: errorResponse, 429: errorResponse } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return service.search(request.query);
    },
  );
};
