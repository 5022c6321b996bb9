import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TrackUpdate } from '@selah/contracts/admin-radio';
import { radioAdminApi } from '@selah/contracts/radio-admin-endpoints';
import { call } from '@/lib/api-client';
import { upload } from '@/lib/upload';
import { adminKeys } from './keys';
import { translate } from '@/i18n/t';

/** The library, newest first, or the songs whose title or artist holds `query`. */
export const useTracks = (query: string) =>
  useQuery({
    queryKey: adminKeys.of('music', 'tracks', query),
    queryFn: () => call(radioAdminApi.tracks, { query: { query } }),
    placeholderData: keepPreviousData,
  });

/**
 * Uploads one song (a form upload), reporting the bytes sent as it goes: the
 * songs added, and what the station noticed about them (a song that clips).
 */
export function uploadTrack(file: File, onProgress: (fraction: number) => void) {
  const form = new FormData();
  form.append('files', file, file.name);
  return upload(radioAdminApi.uploadTracks, form, onProgress, {
    // Read when the upload fails, in the interface's language of that moment.
    get interrupted() {
      return translate('admin.music.uploadInterrupted');
    },
    failed: (status) => translate('admin.music.uploadFailedStatus', { status }),
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
    mutationFn: ({ id, ...change }: TrackUpdate & { id: string }) => call(radioAdminApi.updateTrack, { params: { id }, body: change }),
    onSettled: refresh,
  });
};

export const useDeleteTrack = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => call(radioAdminApi.deleteTrack, { params: { id } }),
    onSettled: refresh,
  });
};
