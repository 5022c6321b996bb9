import { useQuery } from '@tanstack/react-query';
import { mediaApi } from '@selah/contracts/media-endpoints';
import { call } from '@/lib/api-client';
import { mediaKeys, type VideoFilters } from './keys';

export type { VideoFilters };

/** Spec §7: category omitted when All. */
export const getVideos = (f: VideoFilters) =>
  call(mediaApi.listVideos, {
    query: {
      sortBy: f.sortBy,
      category: f.category && f.category !== 'All' ? f.category : undefined,
      search: f.search || undefined,
      limit: 48,
    },
  });

export const useVideos = (f: VideoFilters, viewer: string | null) =>
  useQuery({ queryKey: mediaKeys.videos(f, viewer), queryFn: () => getVideos(f) });
