import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminTrack, TrackUpdate } from '@selah/contracts/admin-radio';
import { api, ApiError } from '@/lib/api-client';
import { getToken } from '@/lib/session';
import { adminKeys } from './keys';

/** The library, newest first, or the songs whose title or artist holds `query`. */
export const useTracks = (query: string) =>
  useQuery({
    queryKey: adminKeys.of('music', 'tracks', query),
    queryFn: () => api<{ tracks: AdminTrack[] }>('/api/admin/tracks', { query: { query } }),
    placeholderData: keepPreviousData,
  });

/**
 * Uploads one MP3 (POST /api/admin/tracks as multipart), reporting the bytes sent as it goes:
 * XMLHttpRequest, because fetch cannot tell upload progress.
 */
/** Uploads one song: the songs added, and what the station noticed about them (a song that clips). */
export function uploadTrack(file: File, onProgress: (fraction: number) => void): Promise<{ tracks: AdminTrack[]; notices: string[] }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/admin/tracks');
    const token = getToken();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      const body = (() => {
        try {
          return JSON.parse(xhr.responseText) as { tracks?: AdminTrack[]; notices?: string[]; message?: string; error?: string };
        } catch {
          return {};
        }
      })();
      if (xhr.status === 201 && body.tracks) resolve({ tracks: body.tracks, notices: body.notices ?? [] });
      else reject(new ApiError(body.message ?? `The upload failed (status ${xhr.status}).`, xhr.status, body.error));
    };
    xhr.onerror = () => reject(new ApiError('The upload was interrupted. Check the connection and try again.', 0));
    const form = new FormData();
    form.append('files', file, file.name);
    xhr.send(form);
  });
}

const useRefresh = () => {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: adminKeys.section('music') });
};

export const useRefreshMusic = useRefresh;

export const useUpdateTrack = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, ...change }: TrackUpdate & { id: string }) =>
      api<AdminTrack>(`/api/admin/tracks/${id}`, { method: 'PATCH', body: change }),
    onSettled: refresh,
  });
};

export const useDeleteTrack = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/api/admin/tracks/${id}`, { method: 'DELETE' }),
    onSettled: refresh,
  });
};
