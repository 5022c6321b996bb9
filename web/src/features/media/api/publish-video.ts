import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VideoFields } from '@selah/contracts/media';
import { mediaApi } from '@selah/contracts/media-endpoints';
import { call } from '@/lib/api-client';
import { mediaKeys } from './keys';

export const publishVideo = ({ id, fields }: { id: string; fields: VideoFields }) =>
  call(mediaApi.publishVideo, { params: { id }, body: fields, requireAuth: true });

export const usePublishVideo = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: publishVideo, onSettled: () => void queryClient.invalidateQueries({ queryKey: mediaKeys.all }) });
};
