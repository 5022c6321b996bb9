import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Episode, EpisodeFields } from '@selah/contracts/media';
import { api } from '@/lib/api-client';
import { mediaKeys } from './keys';

export const publishEpisode = ({ id, fields }: { id: string; fields: EpisodeFields }) =>
  api<Episode>(`/api/episodes/${encodeURIComponent(id)}/publish`, { method: 'POST', body: fields, requireAuth: true });

export const usePublishEpisode = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: publishEpisode, onSettled: () => void queryClient.invalidateQueries({ queryKey: mediaKeys.all }) });
};
