import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminPlaylist, AutoDjRules, PlaylistUpdate } from '@selah/contracts/admin-radio';
import { api } from '@/lib/api-client';
import { adminKeys } from './keys';

export const usePlaylists = () =>
  useQuery({
    queryKey: adminKeys.of('music', 'playlists'),
    queryFn: () => api<{ playlists: AdminPlaylist[] }>('/api/admin/playlists'),
  });

export type PlaylistSave = { id?: string; name: string; mode: 'ordered' | 'shuffled'; trackIds: string[] };

/** Creates the playlist (no id) or replaces its name, mode and songs in order. */
export const useSavePlaylist = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: PlaylistSave) =>
      id
        ? api<AdminPlaylist>(`/api/admin/playlists/${id}`, { method: 'PATCH', body: body satisfies PlaylistUpdate })
        : api<AdminPlaylist>('/api/admin/playlists', { method: 'POST', body }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
};

export const useDeletePlaylist = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/api/admin/playlists/${id}`, { method: 'DELETE' }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
};

export const useAutoDjRules = () =>
  useQuery({ queryKey: adminKeys.of('music', 'autodj'), queryFn: () => api<AutoDjRules>('/api/admin/autodj') });

export const useSaveAutoDjRules = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rules: AutoDjRules) => api<AutoDjRules>('/api/admin/autodj', { method: 'PUT', body: rules }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminKeys.of('music', 'autodj') }),
  });
};
