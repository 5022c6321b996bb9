import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { radioApi } from '@selah/contracts/radio-endpoints';
import { call } from '@/lib/api-client';
import { radioKeys } from './keys';

export const searchRequestSongs = (q: string) => call(radioApi.requestSongs, { query: { q } });

/** The library's songs a listener may ask for, as they type. */
export const getRequestSongsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: radioKeys.requestSongs(q),
    queryFn: () => searchRequestSongs(q),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
export const useRequestSongs = (q: string) => useQuery(getRequestSongsQueryOptions(q));

export const requestSong = (body: { songId: string; name?: string }) => call(radioApi.requestSong, { body });

/** Asks for a song; the search is read again so the song shows it is taken. */
export function useRequestSong(q: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestSong,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getRequestSongsQueryOptions(q).queryKey }),
  });
}
