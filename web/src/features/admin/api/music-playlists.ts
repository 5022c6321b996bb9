import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AutoDjRules, PlaylistUpdate } from '@selah/contracts/admin-radio';
import { radioAdminApi } from '@selah/contracts/radio-admin-endpoints';
import { call } from '@/lib/api-client';
import { adminKeys } from './keys';

export const usePlaylists = () =>
  useQuery({
    queryKey: adminKeys.of('music', 'playlists'),
    queryFn: () => call(radioAdminApi.playlists),
  });

export type PlaylistSave = { id?: string; name: string; mode: 'ordered' | 'shuffled'; trackIds: string[] };

/** Creates the playlist (no id) or replaces its name, mode and songs in order. */
export const useSavePlaylist = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: PlaylistSave) =>
      id
        ? call(radioAdminApi.updatePlaylist, { params: { id }, body: body satisfies PlaylistUpdate })
        : call(radioAdminApi.createPlaylist, { body }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
};

export const useDeletePlaylist = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(radioAdminApi.deletePlaylist, { params: { id } }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
};

export const useAutoDjRules = () => useQuery({ queryKey: adminKeys.of('music', 'autodj'), queryFn: () => call(radioAdminApi.autoDj) });

export const useSaveAutoDjRules = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rules: AutoDjRules) => call(radioAdminApi.saveAutoDj, { body: rules }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminKeys.of('music', 'autodj') }),
  });
};
