import { searchApi as api } from '@selah/contracts/search-endpoints';
import { route } from '../../platform/http/route.ts';
import type { ModuleRoutes } from '../../platform/module.ts';
import { memberOrAddress } from '../accounts/index.ts';
import type { SearchService } from './search.service.ts';

export const searchRoutes: ModuleRoutes<SearchService> = async (app, { service }) => {
  route(
    app,
    api.search,
    { config: { rateLimit: { max: 120, timeWindow: '1 minute', keyGenerator: memberOrAddress } } },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return service.search(request.query);
    },
  );
};
