import { defineModule } from '../../platform/module.ts';
import { searchRoutes } from './routes.ts';
import { createSearchService, type SearchService } from './search.service.ts';

declare module '../../platform/module.ts' {
  interface ModuleServices {
    search: SearchService;
  }
}

/**
 * The site search (spec §7): one ranked list across the modules. Each module answers its own part
 * from its own tables (a `SearchSource`); this module only merges them and cuts the snippets.
 */
export const searchModule = defineModule<SearchService>({
  name: 'search',
  service: (ctx) =>
    createSearchService({
      db: ctx.db,
      sources: [...ctx.use('media').search, ctx.use('community').search, ctx.use('events').search, ctx.use('radio').search],
    }),
  routes: searchRoutes,
});
