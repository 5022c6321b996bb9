import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EpisodeFields } from '@selah/contracts/media';
import { mediaApi } from '@selah/contracts/media-endpoints';
import { call } from '@/lib/api-client';
import { mediaKeys } from './keys';

export const publishEpisode = ({ id, fields }: { id: string; fields: EpisodeFields }) =>
  call(mediaApi.publishEpisode, { params: { id }, body: fields, requireAuth: true });

export const usePublishEpisode = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: publishEpisode, onSettled: () => void queryClient.invalidateQueries({ queryKey: mediaKeys.all }) });
};
