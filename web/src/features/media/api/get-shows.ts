import { useQuery } from '@tanstack/react-query';
import type { Show } from '@selah/contracts/media';
import { api } from '@/lib/api-client';
import { mediaKeys } from './keys';

export const getShows = () => api<{ shows: Show[] }>('/api/podcasts/shows');
export const useShows = () => useQuery({ queryKey: mediaKeys.shows(), queryFn: getShows });

export const getShow = (id: string) => api<Show>(`/api/podcasts/shows/${encodeURIComponent(id)}`);
export const useShow = (id: string, options: { enabled?: boolean } = {}) =>
  useQuery({ queryKey: mediaKeys.show(id), queryFn: () => getShow(id), retry: 1, enabled: options.enabled ?? true });
