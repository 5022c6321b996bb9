import { useQuery } from '@tanstack/react-query';
import { mediaApi } from '@selah/contracts/media-endpoints';
import { call } from '@/lib/api-client';
import { mediaKeys } from './keys';

export const getShows = () => call(mediaApi.listShows);
export const useShows = () => useQuery({ queryKey: mediaKeys.shows(), queryFn: getShows });

export const getShow = (id: string) => call(mediaApi.getShow, { params: { id } });
export const useShow = (id: string, options: { enabled?: boolean } = {}) =>
  useQuery({ queryKey: mediaKeys.show(id), queryFn: () => getShow(id), retry: 1, enabled: options.enabled ?? true });
