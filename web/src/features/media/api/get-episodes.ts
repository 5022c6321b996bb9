import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { mediaApi } from '@selah/contracts/media-endpoints';
import { call } from '@/lib/api-client';
import { mediaKeys, type EpisodeFilters } from './keys';

export type { EpisodeFilters };

export const getEpisodes = (f: EpisodeFilters, cursor?: string) =>
  call(mediaApi.listEpisodes, {
    query: { ...f, category: f.category === 'All' ? undefined : f.category, search: f.search || undefined, cursor, limit: 12 },
  });

export const useEpisodes = (f: EpisodeFilters) =>
  useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: mediaKeys.episodes(f),
      queryFn: ({ pageParam }) => getEpisodes(f, pageParam),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last) => last.nextCursor ?? undefined,
    }),
  );
