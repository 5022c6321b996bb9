import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { searchApi } from '@selah/contracts/search-endpoints';
import { call } from '@/lib/api-client';
import { searchKeys } from './keys';

/** Spec §7: query, type (comma list or all), limit=20; runs only for a non-blank query; cached 2 min. */
export const searchSite = (query: string, types: readonly string[], signal?: AbortSignal) =>
  call(searchApi.search, { query: { query, type: types.length ? types.join(',') : 'all', limit: 20 }, signal });

export const useSearch = (query: string, types: readonly string[]) =>
  useQuery({
    queryKey: searchKeys.results(query.trim(), types),
    queryFn: ({ signal }) => searchSite(query.trim(), types, signal),
    enabled: query.trim().length > 0,
    staleTime: 2 * 60_000,
    placeholderData: keepPreviousData,
  });
