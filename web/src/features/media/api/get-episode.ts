import { useQuery } from '@tanstack/react-query';
import type { Episode } from '@selah/contracts/media';
import { api } from '@/lib/api-client';
import { mediaKeys } from './keys';

export const getEpisode = (id: string) => api<Episode>(`/api/episodes/${encodeURIComponent(id)}`);

export const useEpisode = (id: string) => useQuery({ queryKey: mediaKeys.episode(id), queryFn: () => getEpisode(id), retry: 1 });
