import { errorResponse } from './common.ts';
import { endpoint } from './endpoint.ts';
import { searchQuery, searchResults } from './search.ts';

/** The site's search: episodes, discussions, videos, live broadcasts and events. */
export const searchApi = {
  search: endpoint({
    method: 'GET',
    path: '/api/search',
    query: searchQuery,
    responses: { 200: searchResults, 400: errorResponse, 429: errorResponse },
  }),
};
