import { useQuery } from '@tanstack/react-query';
import { mediaApi } from '@selah/contracts/media-endpoints';
import { call } from '@/lib/api-client';
import { mediaKeys } from './keys';

export const getEpisode = (id: string) => call(mediaApi.getEpisode, { params: { id } });

export const useEpisode = (id: string) => useQuery({ queryKey: mediaKeys.episode(id), queryFn: () => getEpisode(id), retry: 1 });
